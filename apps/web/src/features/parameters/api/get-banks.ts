import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Bank, BankFilters, Paging } from '../types';
import { registerKeys } from './keys';

/** GET domains/banks/search (name, code, offset, limit). */
export function searchBanks(filters: BankFilters, paging: Paging) {
  return api.get<ListResult<Bank>>('domain', 'domains/banks/search', { query: { ...filters, ...paging } });
}

export function useBanks(filters: BankFilters, paging: Paging, enabled = true) {
  return useQuery({
    queryKey: [...registerKeys.banks, 'search', filters, paging],
    queryFn: () => searchBanks(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}
