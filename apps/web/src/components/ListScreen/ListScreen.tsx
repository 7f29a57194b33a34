import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Stack from '@mui/material/Stack';
import { DataTable, type DataTableProps } from '../DataTable/DataTable';
import { FilterForm, type FilterField } from '../FilterForm/FilterForm';
import { listFilterProps, listTableProps, type PagedQuery } from '../FilterForm/list-props';
import type { FilterValues } from '../FilterForm/normalize';
import type { ListState } from '../FilterForm/useListState';

/** Columns that never sort: row actions. */
const UNSORTABLE_IDS = new Set(['actions']);

export interface ListScreenProps<T, F extends FilterValues> {
  /** From useListState: filters, paging and sort kept in the address. */
  list: ListState<F>;
  /** The list call, made with `list.filters` and `list.params`. */
  query: PagedQuery<T>;
  fields: readonly FilterField<Extract<keyof F, string>>[];
  /**
   * Every column sorts on the server unless it sets `enableSorting: false` or is the
   * 'actions' column; its sort key is `meta.sortKey` or the camelCase of its id.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Above the table's rows: the export buttons. */
  toolbar?: ReactNode;
  /** Master-detail: the detail shown under an expanded row. */
  renderExpanded?: (row: T) => ReactNode;
  getRowId?: (row: T, index: number) => string;
  /** Extra attributes of a row's `<tr>` (a row that opens a drawer on click). */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  footer?: DataTableProps<T>['footer'];
  minWidth?: number;
  emptyText?: ReactNode;
  filtersDisabled?: boolean;
  /** Extra buttons after 'Limpar' and 'Buscar'. */
  filterActions?: ReactNode;
  /** Between the filters and the table (notes). */
  children?: ReactNode;
  /** Shown instead of the table, e.g. while a choice the list needs is missing. */
  placeholder?: ReactNode;
}

/** A list screen: filter form, server-sorted and paged table, export toolbar; state in the URL. */
export function ListScreen<T, F extends FilterValues>({
  list,
  query,
  fields,
  columns,
  toolbar,
  renderExpanded,
  getRowId,
  rowProps,
  footer,
  minWidth,
  emptyText,
  filtersDisabled,
  filterActions,
  children,
  placeholder,
}: ListScreenProps<T, F>) {
  const sortable = useMemo(
    () => columns.map((column) => ({ enableSorting: !UNSORTABLE_IDS.has(column.id ?? ''), ...column })),
    [columns],
  );
  // The rows on screen always answer the filters on screen: while new filters' call runs, the
  // previous answer (react-query's keepPreviousData) is kept only for a new page or sort of the
  // same filters, never for other filters, so an older request's answer cannot stand for the
  // current search (a 'Limpar' answered late showing every row under a new search).
  const filtersKey = JSON.stringify(list.filters);
  const [answeredFilters, setAnsweredFilters] = useState<string | null>(null);
  if (query.data && !query.isPlaceholderData && answeredFilters !== filtersKey) setAnsweredFilters(filtersKey);
  const shown = query.isPlaceholderData && answeredFilters !== filtersKey ? { ...query, data: undefined } : query;
  return (
    <Stack spacing={2}>
      <FilterForm
        fields={fields}
        defaults={list.defaults}
        disabled={filtersDisabled}
        actions={filterActions}
        {...listFilterProps(list)}
      />
      {children}
      {placeholder ?? (
        <DataTable
          columns={sortable}
          {...listTableProps(list, shown)}
          sort={list.sort}
          onSortChange={list.setSort}
          renderExpanded={renderExpanded}
          getRowId={getRowId}
          rowProps={rowProps}
          footer={footer}
          minWidth={minWidth}
          emptyText={emptyText}
          toolbar={toolbar}
        />
      )}
    </Stack>
  );
}
