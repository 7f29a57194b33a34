import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Acquirer, AcquirerFilters, Paging } from '../types';
import { registerKeys } from './keys';

/** GET domains/acquirers/search (name, document, offset, limit). */
export function searchAcquirers(filters: AcquirerFilters, paging: Paging) {
  return api.get<ListResult<Acquirer>>('domain', 'domains/acquirers/search', { query: { ...filters, ...paging } });
}

export function useAcquirers(filters: AcquirerFilters, paging: Paging, enabled = true) {
  return useQuery({
    queryKey: [...registerKeys.acquirers, 'search', filters, paging],
    queryFn: () => searchAcquirers(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}
