import { EXPORT_LIMITS, type Arrangement } from '@lastro/domain';
import { api, type ListResult } from '../api';
import type { ListParams } from '../list-params';
import { referenceKeys } from './keys';
import { useReferenceList } from './useReference';

export type ArrangementSearch = { name?: string; code?: string; arrangement?: string } & ListParams;

/** GET domains/arrangements/search (name, code, arrangement, offset, limit): the Parameters screen's list. */
export function searchArrangements(search: ArrangementSearch) {
  return api.get<ListResult<Arrangement>>('domain', 'domains/arrangements/search', { query: { ...search } });
}

/** GET domains/arrangements: every payment arrangement, for pickers (any signed-in user). */
export const getAllArrangements = () =>
  api.get<ListResult<Arrangement>>('domain', 'domains/arrangements', { query: { limit: EXPORT_LIMITS.lists } });

/** Payment arrangements: a page of the search when `search` is given, else all of them (pickers). */
export function useArrangements(search?: ArrangementSearch, enabled = true) {
  return useReferenceList(referenceKeys.arrangements, search, searchArrangements, getAllArrangements, enabled);
}
