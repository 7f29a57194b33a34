import { CREDITOR_PICKER_QUERY, type Creditor } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type CreditorSearch = { name?: string; document?: string } & ListParams;

/** GET creditors (name, document, offset, limit): the creditors list (administrators). */
export function searchCreditors(search: CreditorSearch) {
  return api.get<ListResult<Creditor>>('creditor', 'creditors', { query: { ...search } });
}

/** GET creditors?limit=999999&active=true&companyNameOrder=asc: the creditor pickers (administrators). */
export const getAllCreditors = () =>
  api.get<ListResult<Creditor>>('creditor', 'creditors', { query: { ...CREDITOR_PICKER_QUERY } });

/** Creditors: a page of the search when `search` is given, else the active ones by name (every creditor picker). */
export function useCreditors(search?: CreditorSearch, enabled = true) {
  return useReferenceList(referenceKeys.creditors, search, searchCreditors, getAllCreditors, enabled);
}
