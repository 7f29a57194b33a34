import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PendingMerchant } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';

export type PendingFilters = { document: string; name: string; status: string };

/** GET checkids/pending: merchants waiting for document review, or inactive with a guarantee commitment. */
export function getPendingMerchants(filters: PendingFilters, paging: ListParams) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return api.get<ListResult<PendingMerchant>>('checkid', 'checkids/pending', {
    query: { ...query, ...paging },
  });
}

export function usePendingMerchants(filters: PendingFilters, paging: ListParams) {
  return useQuery({
    queryKey: ['docs', 'pending', filters, paging],
    queryFn: () => getPendingMerchants(filters, paging),
    placeholderData: keepPreviousData,
  });
}
