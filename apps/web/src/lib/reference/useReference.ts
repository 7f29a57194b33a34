import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResult } from '../api';

/**
 * One reference list: a page of its search when `search` is given, else every row (pickers).
 * Both live under the entity's reference key, so a change saved anywhere refreshes both.
 */
export function useReferenceList<T, S extends object>(
  key: readonly string[],
  search: S | undefined,
  fetchPage: (search: S) => Promise<ListResult<T>>,
  fetchAll: () => Promise<ListResult<T>>,
  enabled = true,
) {
  return useQuery({
    queryKey: [...key, search ?? 'all'],
    queryFn: () => (search ? fetchPage(search) : fetchAll()),
    placeholderData: search ? keepPreviousData : undefined,
    // Pickers read the whole list often and it changes rarely; a saved change invalidates it.
    staleTime: search ? 0 : 5 * 60_000,
    enabled,
  });
}
