import { useCreditors as useReferenceCreditors } from '../../../lib/reference/useCreditors';
import type { ListParams } from '../../../lib/list-params';
import type { CreditorFilters } from '../types';

/** The creditors list: the reference hook's search, so a saved creditor refreshes every picker too. */
export function useCreditors(filters: CreditorFilters, paging: ListParams) {
  return useReferenceCreditors({ ...filters, ...paging });
}
