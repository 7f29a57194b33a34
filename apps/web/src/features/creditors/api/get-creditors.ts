import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { Creditor, CreditorFilters } from '../types';
import { creditorKeys } from './keys';

/** GET creditors (name, document, offset, limit). */
export function getCreditors(filters: CreditorFilters, paging: ListParams) {
  return api.get<ListResult<Creditor>>('creditor', 'creditors', { query: { ...filters, ...paging } });
}

export function useCreditors(filters: CreditorFilters, paging: ListParams) {
  return useQuery({
    queryKey: creditorKeys.list(filters, paging),
    queryFn: () => getCreditors(filters, paging),
    placeholderData: keepPreviousData,
  });
}
