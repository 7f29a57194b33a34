import { searchBanks as search, useBanks as useReferenceBanks } from '../../../lib/reference/useBanks';
import type { BankFilters, Paging } from '../types';

/** GET domains/banks/search (name, code, offset, limit). */
export function searchBanks(filters: BankFilters, paging: Paging) {
  return search({ ...filters, ...paging });
}

export function useBanks(filters: BankFilters, paging: Paging, enabled = true) {
  return useReferenceBanks({ ...filters, ...paging }, enabled);
}
