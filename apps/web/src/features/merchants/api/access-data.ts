import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantAccessAccount, MessageResponse } from '@lastro/domain';
import { api } from '../../../lib/api';
import { downloadFromApi } from '../../../lib/download';

const key = (merchantId: string) => ['merchants', merchantId, 'access'] as const;

/** GET merchants/{id}/access: the access accounts with each check's date, time and address. */
export const getMerchantAccess = (merchantId: string) =>
  api.get<{ results: MerchantAccessAccount[] }>('merchant', `merchants/${merchantId}/access`);

export function useMerchantAccess(merchantId: string) {
  return useQuery({ queryKey: key(merchantId), queryFn: () => getMerchantAccess(merchantId) });
}

/** GET merchants/{id}/access/pdf: 'dados-de-acesso-<timestamp>.pdf'. */
export const downloadAccessPdf = (merchantId: string) =>
  downloadFromApi('merchant', `merchants/${merchantId}/access/pdf`, { fallbackName: 'dados-de-acesso.pdf' });

export function useChangeAccessPassword(merchantId: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { email: string; newPassword: string }) =>
      api.post<MessageResponse>('merchant', `merchants/${merchantId}/access/change-password`, input),
  });
}

export function useUnlockAccess(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>('merchant', `merchants/${merchantId}/access/unlockout`, { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(merchantId) }),
  });
}
