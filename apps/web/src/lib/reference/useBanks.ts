import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EXPORT_LIMITS, type Bank } from '@lastro/domain';
import { api, type ListResult } from '../api';
import { referenceKeys } from './keys';

export interface BankSearch {
  name?: string;
  code?: string;
  offset: number;
  limit: number;
}

/** GET domains/banks/search (name, code, offset, limit): the Parameters screen's list (needs the permission). */
export function searchBanks(search: BankSearch) {
  return api.get<ListResult<Bank>>('domain', 'domains/banks/search', { query: { ...search } });
}

/** GET domains/banks: every bank, for pickers (any signed-in user). */
export const getAllBanks = () =>
  api.get<ListResult<Bank>>('domain', 'domains/banks', { query: { limit: EXPORT_LIMITS.lists } });

/**
 * Banks: a page of the search when `search` is given, else every bank (pickers). Both live
 * under ['reference', 'banks'], so saving a bank anywhere refreshes every picker.
 */
export function useBanks(search?: BankSearch, enabled = true) {
  return useQuery({
    queryKey: [...referenceKeys.banks, search ?? 'all'],
    queryFn: () => (search ? searchBanks(search) : getAllBanks()),
    placeholderData: search ? keepPreviousData : undefined,
    staleTime: search ? 0 : 5 * 60_000,
    enabled,
  });
}
