import { useCallback, useState } from 'react';
import type { SortState } from '../DataTable/DataTable';

export const DEFAULT_LIMIT = 10;

export interface ListStateOptions {
  /** Initial page size; default 10. */
  limit?: number;
  /** Initial sort; default none. */
  sort?: SortState | null;
}

export interface ListState<F> {
  filters: F;
  offset: number;
  limit: number;
  sort: SortState | null;
  /** New filters (e.g. FilterForm's onSearch): back to the first page. */
  setFilters: (filters: F) => void;
  /** DataTable's onPageChange. */
  setPage: (offset: number, limit: number) => void;
  /** DataTable's onSortChange: back to the first page. */
  setSort: (sort: SortState | null) => void;
  /** FilterForm's onReset: default filters and sort, first page; the page size is kept. */
  reset: () => void;
}

interface State<F> {
  filters: F;
  offset: number;
  limit: number;
  sort: SortState | null;
}

/** List screen state: filters, server-side paging (offset/limit) and sort. */
export function useListState<F>(defaults: F, options: ListStateOptions = {}): ListState<F> {
  const [initial] = useState<State<F>>(() => ({
    filters: defaults,
    offset: 0,
    limit: options.limit ?? DEFAULT_LIMIT,
    sort: options.sort ?? null,
  }));
  const [state, setState] = useState<State<F>>(initial);

  const setFilters = useCallback(
    (filters: F) => setState((current) => ({ ...current, filters, offset: 0 })),
    [],
  );
  const setPage = useCallback(
    (offset: number, limit: number) => setState((current) => ({ ...current, offset, limit })),
    [],
  );
  const setSort = useCallback(
    (sort: SortState | null) => setState((current) => ({ ...current, sort, offset: 0 })),
    [],
  );
  const reset = useCallback(() => setState((current) => ({ ...initial, limit: current.limit })), [initial]);

  return { ...state, setFilters, setPage, setSort, reset };
}
