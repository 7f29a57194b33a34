import type { ListState } from './useListState';

/** A list call's answer as react-query holds it: one page of rows and the total count. */
export interface PagedQuery<T> {
  data?: { results: T[]; metadata: { resultset: { count: number } } } | undefined;
  isFetching: boolean;
  /** True while the rows shown are an earlier key's (react-query's placeholderData). */
  isPlaceholderData?: boolean;
}

/** FilterForm's initialValues, onSearch and onReset, bound to the list state. */
export function listFilterProps<F>(list: ListState<F>) {
  return { initialValues: list.filters, onSearch: list.setFilters, onReset: list.reset };
}

/** DataTable's rows, total, page and loading state, from the list state and its list call. */
export function listTableProps<T>(
  list: Pick<ListState<unknown>, 'offset' | 'limit' | 'setPage'>,
  query: PagedQuery<T>,
) {
  return {
    data: query.data?.results ?? [],
    total: query.data?.metadata.resultset.count ?? 0,
    offset: list.offset,
    limit: list.limit,
    onPageChange: list.setPage,
    loading: query.isFetching,
  };
}
