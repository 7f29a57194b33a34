import { useArrangements as useReferenceArrangements } from '../../../lib/reference/useArrangements';
import type { ArrangementFilters, Paging } from '../types';

/** The arrangements list of Parameters: the reference hook's search, so pickers share its cache key. */
export function useArrangements(filters: ArrangementFilters, paging: Paging, enabled = true) {
  return useReferenceArrangements({ ...filters, ...paging }, enabled);
}
