import { DROPDOWN_LIMIT, type MerchantPickerRow } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type MerchantSearch = { creditor_id?: string; name?: string; document?: string } & ListParams;

/** GET merchants (filters, offset, limit): a page of the merchants a picker searches. */
export function searchMerchants(search: MerchantSearch) {
  return api.get<ListResult<MerchantPickerRow>>('merchant', 'merchants', { query: { ...search } });
}

/** GET merchants?limit=999999: every merchant the caller may see, as light rows, for the pickers. */
export const getAllMerchants = () =>
  api.get<ListResult<MerchantPickerRow>>('merchant', 'merchants', { query: { limit: DROPDOWN_LIMIT } });

/** Merchants for the pickers (one shared call and cache); a page of the search when `search` is given. */
export function useMerchants(search?: MerchantSearch, enabled = true) {
  return useReferenceList(referenceKeys.merchants, search, searchMerchants, getAllMerchants, enabled);
}
