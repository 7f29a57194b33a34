import { useQuery } from '@tanstack/react-query';
import type { MerchantCreditorProfile, MerchantDetailResponse } from '@lastro/domain';
import { api } from '../../../lib/api';
import { merchantRecordKeys } from './merchant-keys';

/** GET merchants/{id}. */
export const getMerchant = (id: string) => api.get<MerchantDetailResponse>('merchant', `merchants/${encodeURIComponent(id)}`);

export function useMerchant(id: string) {
  return useQuery({ queryKey: merchantRecordKeys.detail(id), queryFn: () => getMerchant(id), enabled: Boolean(id) });
}

/** GET merchants/creditor-profile: the creditor's partner type, which decides the form's rules. */
export const getCreditorProfile = (creditorId: string) =>
  api.get<MerchantCreditorProfile>('merchant', 'merchants/creditor-profile', { query: { creditor_id: creditorId } });

export function useCreditorProfile(creditorId: string) {
  return useQuery({
    queryKey: merchantRecordKeys.creditorProfile(creditorId),
    queryFn: () => getCreditorProfile(creditorId),
    enabled: Boolean(creditorId),
    staleTime: 60_000,
  });
}
