import { useBanks as useReferenceBanks } from '../../../lib/reference/useBanks';
import type { BankFilters, Paging } from '../types';

/** The banks list of Parameters: the reference hook's search, so pickers share its cache key. */
export function useBanks(filters: BankFilters, paging: Paging, enabled = true) {
  return useReferenceBanks({ ...filters, ...paging }, enabled);
}
