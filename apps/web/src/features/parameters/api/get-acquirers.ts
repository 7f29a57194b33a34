import { useAcquirers as useReferenceAcquirers } from '../../../lib/reference/useAcquirers';
import type { AcquirerFilters, Paging } from '../types';

/** The acquirers list of Parameters: the reference hook's search, so pickers share its cache key. */
export function useAcquirers(filters: AcquirerFilters, paging: Paging, enabled = true) {
  return useReferenceAcquirers({ ...filters, ...paging }, enabled);
}
