import { DROPDOWN_LIMIT, type Creditor } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type CreditorSearch = { name?: string; document?: string } & ListParams;

/** GET creditors (name, document, offset, limit): the creditors list (administrators). */
export function searchCreditors(search: CreditorSearch) {
  return api.get<ListResult<Creditor>>('creditor', 'creditors', { query: { ...search } });
}

/** GET creditors?limit=999999: every creditor, for the creditor pickers (administrators). */
export const getAllCreditors = () =>
  api.get<ListResult<Creditor>>('creditor', 'creditors', { query: { limit: DROPDOWN_LIMIT } });

/** Creditors: a page of the search when `search` is given, else all of them (the creditor picker). */
export function useCreditors(search?: CreditorSearch, enabled = true) {
  return useReferenceList(referenceKeys.creditors, search, searchCreditors, getAllCreditors, enabled);
}
