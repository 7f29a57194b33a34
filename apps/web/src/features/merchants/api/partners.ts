import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantPartner, MerchantPartnerCreateInput } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';

/** Query keys of the Dados dos Sócios tab. */
export const partnerKeys = {
  all: (merchantId: string) => ['merchants', merchantId, 'partners'] as const,
  page: (merchantId: string, offset: number, limit: number) =>
    [...partnerKeys.all(merchantId), offset, limit] as const,
};

const base = (merchantId: string) => `merchants/${encodeURIComponent(merchantId)}/partners`;

/** GET merchants/{id}/partners (offset, limit). */
export const getMerchantPartners = (merchantId: string, offset: number, limit: number) =>
  api.get<ListResult<MerchantPartner>>('merchant', base(merchantId), { query: { offset, limit } });

export function useMerchantPartners(merchantId: string, offset: number, limit: number) {
  return useQuery({
    queryKey: partnerKeys.page(merchantId, offset, limit),
    queryFn: () => getMerchantPartners(merchantId, offset, limit),
    placeholderData: keepPreviousData,
  });
}

/** POST merchants/{id}/partners: the answer is not read, only that it succeeded. */
export function useCreateMerchantPartner(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchantPartnerCreateInput) => api.post<unknown>('merchant', base(merchantId), input),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all(merchantId) }),
  });
}

/** DELETE merchants/{id}/partners/{partnerId}. */
export function useDeleteMerchantPartner(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) =>
      api.delete<unknown>('merchant', `${base(merchantId)}/${encodeURIComponent(partnerId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all(merchantId) }),
  });
}
