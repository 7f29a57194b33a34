import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sortParam, SORT_SUFFIX, type ListParams, type SortState } from '../../lib/list-params';
import type { FilterValues } from './normalize';

export const DEFAULT_LIMIT = 10;
/** The largest page a shared or hand-edited address may ask for. */
export const MAX_LIMIT = 100;

export interface ListStateOptions {
  /** Page size when the address names none; default 10. */
  limit?: number;
  /**
   * Prefix of this list's query parameters (`banks.name`, `banks.offset`...), for pages that hold
   * several lists (tabs) whose filter names would otherwise collide.
   */
  namespace?: string;
}

export interface ListState<F> {
  filters: F;
  /** What 'Limpar' restores. */
  defaults: F;
  offset: number;
  limit: number;
  sort: SortState | null;
  /** Paging and sort as the list call sends them (`offset`, `limit`, `<key>Order`). */
  params: ListParams;
  /** New filters (e.g. FilterForm's onSearch): back to the first page. */
  setFilters: (filters: F) => void;
  /** DataTable's onPageChange. */
  setPage: (offset: number, limit: number) => void;
  /** DataTable's onSortChange: back to the first page. */
  setSort: (sort: SortState | null) => void;
  /** FilterForm's onReset: default filters and sort, first page; the page size is kept. */
  reset: () => void;
  /**
   * Writes `extra` (null removes) beside the list's own parameters and goes back to the first
   * page, in one history entry: for a choice outside the filter form that scopes the list.
   */
  setOutside: (extra: Record<string, string | null>) => void;
}

interface State<F> {
  filters: F;
  offset: number;
  limit: number;
  sort: SortState | null;
}

const ORDER_PATTERN = new RegExp(`^(.+)${SORT_SUFFIX}$`);

function intParam(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function readState<F extends FilterValues>(
  params: URLSearchParams,
  defaults: F,
  key: (name: string) => string,
  prefix: string,
  defaultLimit: number,
): State<F> {
  const filters: FilterValues = {};
  for (const name of Object.keys(defaults)) filters[name] = params.get(key(name)) ?? defaults[name] ?? '';
  let sort: SortState | null = null;
  for (const [name, value] of params) {
    if (!name.startsWith(prefix) || (value !== 'asc' && value !== 'desc')) continue;
    const match = ORDER_PATTERN.exec(name.slice(prefix.length));
    if (match?.[1] && !match[1].includes('.')) sort = { id: match[1], direction: value };
  }
  return {
    filters: filters as F,
    offset: intParam(params.get(key('offset')), 0, Number.MAX_SAFE_INTEGER) ?? 0,
    limit: intParam(params.get(key('limit')), 1, MAX_LIMIT) ?? defaultLimit,
    sort,
  };
}

/**
 * List screen state (filters, server-side paging and sort) kept in the address, so a filtered
 * list can be bookmarked, shared and restored by the back button. Only what differs from the
 * defaults is written; each change is one history entry.
 */
export function useListState<F extends FilterValues>(
  defaults: F,
  options: ListStateOptions = {},
): ListState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultLimit = options.limit ?? DEFAULT_LIMIT;
  const prefix = options.namespace ? `${options.namespace}.` : '';
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);
  const defaultsKey = JSON.stringify(defaults);
  // The callers' defaults are constants; keyed by content so an inline object does not re-read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const search = searchParams.toString();
  const state = useMemo(
    () => readState(new URLSearchParams(search), stableDefaults, key, prefix, defaultLimit),
    [search, stableDefaults, key, prefix, defaultLimit],
  );

  const write = useCallback(
    (next: State<F>, extra: Record<string, string | null> = {}) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        for (const name of [...params.keys()]) {
          if (name.startsWith(prefix) && ORDER_PATTERN.test(name.slice(prefix.length))) params.delete(name);
        }
        for (const name of [...Object.keys(stableDefaults), 'offset', 'limit']) params.delete(key(name));
        for (const [name, value] of Object.entries(next.filters)) {
          if (value !== '' && value !== stableDefaults[name]) params.set(key(name), value);
        }
        if (next.offset > 0) params.set(key('offset'), String(next.offset));
        if (next.limit !== defaultLimit) params.set(key('limit'), String(next.limit));
        for (const [name, value] of Object.entries(sortParam(next.sort)))
          if (value) params.set(key(name), value);
        for (const [name, value] of Object.entries(extra)) {
          if (value === null) params.delete(name);
          else params.set(name, value);
        }
        return params;
      });
    },
    [setSearchParams, prefix, stableDefaults, key, defaultLimit],
  );

  const setFilters = useCallback((filters: F) => write({ ...state, filters, offset: 0 }), [write, state]);
  const setPage = useCallback(
    (offset: number, limit: number) => write({ ...state, offset, limit }),
    [write, state],
  );
  const setSort = useCallback(
    (sort: SortState | null) => write({ ...state, sort, offset: 0 }),
    [write, state],
  );
  const reset = useCallback(
    () => write({ filters: stableDefaults, offset: 0, limit: state.limit, sort: null }),
    [write, stableDefaults, state.limit],
  );
  const setOutside = useCallback(
    (extra: Record<string, string | null>) => write({ ...state, offset: 0 }, extra),
    [write, state],
  );

  const params = useMemo<ListParams>(
    () => ({ offset: state.offset, limit: state.limit, ...sortParam(state.sort) }),
    [state],
  );

  return { ...state, defaults: stableDefaults, params, setFilters, setPage, setSort, reset, setOutside };
}
