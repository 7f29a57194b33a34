import { useQuery } from '@tanstack/react-query';
import { DROPDOWN_LIMIT } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { MerchantRelation, MerchantStatus, Option } from '../types';
import { scheduleKeys } from './keys';

/**
 * GET merchants/status?document={}&creditor_id={}: the merchant and its opt-in state; without a
 * supplier (an administrator's merchant mode), across suppliers.
 */
export const getMerchantStatus = (document: string, creditorId?: string) =>
  api.get<MerchantStatus>('merchant', 'merchants/status', { query: { document, creditor_id: creditorId } });

/** GET merchants/relations?documentNumber={}&limit=9999 (spec 2 §9): acquirers and arrangements linked at the registry. */
export const getMerchantRelations = (documentNumber: string, creditorId: string) =>
  api.get<{ results: MerchantRelation[] }>('merchant', 'merchants/relations', {
    query: { documentNumber, creditor_id: creditorId, limit: 9999 },
  });

/** Every acquirer and arrangement (the toggle to all). */
export function useAllAcquirersAndArrangements() {
  return useQuery({
    queryKey: [...scheduleKeys.merchant, 'all-domains'],
    queryFn: async () => {
      const [acquirers, arrangements] = await Promise.all([
        api.get<ListResult<{ acquirer_name: string; document_number: string }>>('domain', 'domains/acquirers', {
          query: { limit: DROPDOWN_LIMIT, active: true },
        }),
        api.get<ListResult<{ brand_name: string; payment_arrangement: string }>>('domain', 'domains/arrangements', {
          query: { limit: DROPDOWN_LIMIT },
        }),
      ]);
      return {
        acquirers: acquirers.results.map<Option>((a) => ({ value: a.document_number, label: a.acquirer_name })),
        arrangements: arrangements.results.map<Option>((a) => ({ value: a.payment_arrangement, label: a.brand_name })),
      };
    },
    staleTime: 60_000,
  });
}

/** GET creditors?limit=999999: the supplier select (administrators). */
export function useCreditorOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...scheduleKeys.all, 'creditors'],
    queryFn: () =>
      api.get<ListResult<{ id: string; company_name: string; trading_name: string }>>('creditor', 'creditors', {
        query: { limit: DROPDOWN_LIMIT },
      }),
    select: (data) => data.results.map<Option>((c) => ({ value: c.id, label: c.company_name })),
    enabled,
    staleTime: 60_000,
  });
}
