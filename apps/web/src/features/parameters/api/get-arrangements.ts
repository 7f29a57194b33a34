import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Arrangement, ArrangementFilters, Paging } from '../types';
import { registerKeys } from './keys';

/** GET domains/arrangements/search (name, code, arrangement, offset, limit). */
export function searchArrangements(filters: ArrangementFilters, paging: Paging) {
  return api.get<ListResult<Arrangement>>('domain', 'domains/arrangements/search', { query: { ...filters, ...paging } });
}

export function useArrangements(filters: ArrangementFilters, paging: Paging, enabled = true) {
  return useQuery({
    queryKey: [...registerKeys.arrangements, 'search', filters, paging],
    queryFn: () => searchArrangements(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}
