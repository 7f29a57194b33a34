import { EXPORT_LIMITS, type Bank } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type BankSearch = { name?: string; code?: string } & ListParams;

/** GET domains/banks/search (name, code, offset, limit): the Parameters screen's list (needs the permission). */
export function searchBanks(search: BankSearch) {
  return api.get<ListResult<Bank>>('domain', 'domains/banks/search', { query: { ...search } });
}

/** GET domains/banks: every bank, for pickers (any signed-in user). */
export const getAllBanks = () =>
  api.get<ListResult<Bank>>('domain', 'domains/banks', { query: { limit: EXPORT_LIMITS.lists } });

/** Banks: a page of the search when `search` is given, else every bank (pickers). */
export function useBanks(search?: BankSearch, enabled = true) {
  return useReferenceList(referenceKeys.banks, search, searchBanks, getAllBanks, enabled);
}
