import { EXPORT_LIMITS, type Acquirer } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type AcquirerSearch = { name?: string; document?: string } & ListParams;

/** GET domains/acquirers/search (name, document, offset, limit): the Parameters screen's list. */
export function searchAcquirers(search: AcquirerSearch) {
  return api.get<ListResult<Acquirer>>('domain', 'domains/acquirers/search', { query: { ...search } });
}

/** GET domains/acquirers: every acquirer, for pickers (any signed-in user). */
export const getAllAcquirers = () =>
  api.get<ListResult<Acquirer>>('domain', 'domains/acquirers', { query: { limit: EXPORT_LIMITS.lists } });

/** Acquirers (credenciadoras): a page of the search when `search` is given, else all of them (pickers). */
export function useAcquirers(search?: AcquirerSearch, enabled = true) {
  return useReferenceList(referenceKeys.acquirers, search, searchAcquirers, getAllAcquirers, enabled);
}
