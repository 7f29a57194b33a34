import { Fragment, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Table as TanTable,
} from '@tanstack/react-table';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { camelCase, type SortState } from '../../lib/list-params';
import { TableScroll } from '../TableScroll';
import { Pager } from './Pager';
import { texts } from '../texts';

/** What DataTable reads from a column's `meta`. */
export interface DataTableColumnMeta {
  /** Cell and header alignment. */
  align?: 'left' | 'center' | 'right';
  /** Fixed column width (px or CSS length). */
  width?: number | string;
  /** The key the server sorts by (`<sortKey>Order=`); default the camelCase of the column id. */
  sortKey?: string;
}

const metaOf = (meta: unknown): DataTableColumnMeta | undefined => meta as DataTableColumnMeta | undefined;

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;

export type { SortDirection, SortState } from '../../lib/list-params';

export interface DataTableProps<T> {
  /**
   * TanStack column definitions. A column is sortable when it sets `enableSorting: true` and
   * onSortChange is given; the sort carries its `meta.sortKey` (default the camelCase column id).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Rows of the current page only (pagination and sorting are done by the server). */
  data: T[];
  /** Total number of rows on the server. */
  total: number;
  offset: number;
  limit: number;
  /** Called with the new offset and limit; a page-size change always restarts at offset 0. */
  onPageChange: (offset: number, limit: number) => void;
  loading?: boolean;
  sort?: SortState | null;
  /** Header clicks cycle none -> asc -> desc -> none (null). */
  onSortChange?: (sort: SortState | null) => void;
  /** When given, each row gets an expand button and this detail below it when expanded. */
  renderExpanded?: (row: T) => ReactNode;
  /** Drawn under the rows while there are rows (a list's 'Total do filtro'); `expandable` when rows have a leading expand cell. */
  footer?: (table: TanTable<T>, expandable: boolean) => ReactNode;
  getRowId?: (row: T, index: number) => string;
  minWidth?: number;
  emptyText?: ReactNode;
  toolbar?: ReactNode;
  rowsPerPageOptions?: readonly number[];
  /** Accessible name of the table and its scrolling region (when a screen holds several); default 'Tabela de resultados' for the region. */
  label?: string;
  /** Extra attributes of a row's `<tr>` (drag and drop of an ordered list). */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
}

/** Next state of the none -> asc -> desc -> none cycle for a header click on `columnId`. */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState | null {
  if (!current || camelCase(current.id) !== camelCase(columnId)) return { id: columnId, direction: 'asc' };
  if (current.direction === 'asc') return { id: columnId, direction: 'desc' };
  return null;
}

const defaultGetRowId = <T,>(row: T, index: number): string => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

export function DataTable<T>({
  columns,
  data,
  total,
  offset,
  limit,
  onPageChange,
  loading = false,
  sort = null,
  onSortChange,
  renderExpanded,
  footer,
  getRowId = defaultGetRowId,
  minWidth,
  emptyText = texts.dataTable.empty,
  toolbar,
  rowsPerPageOptions = PAGE_SIZE_OPTIONS,
  label,
  rowProps,
}: DataTableProps<T>) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const pageIndex = limit > 0 ? Math.floor(offset / limit) : 0;

  // TanStack Table is a known React Compiler-incompatible library; the table is rebuilt each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    columns,
    data,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(onSortChange),
    defaultColumn: { enableSorting: false },
    rowCount: total,
    state: { sorting, pagination: { pageIndex, pageSize: limit } },
  });

  const leafCount = table.getVisibleLeafColumns().length + (renderExpanded ? 1 : 0);
  const rows = table.getRowModel().rows;

  const lastPage = Math.max(0, Math.ceil(total / Math.max(limit, 1)) - 1);
  const page = Math.min(pageIndex, lastPage);
  const options = rowsPerPageOptions.includes(limit)
    ? [...rowsPerPageOptions]
    : [...rowsPerPageOptions, limit].sort((a, b) => a - b);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {toolbar ? <Box sx={{ p: 2 }}>{toolbar}</Box> : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={texts.dataTable.loading} /> : null}</Box>
      <TableScroll label={label ?? texts.dataTable.region}>
        <Table size="small" sx={minWidth ? { minWidth } : undefined} aria-busy={loading} aria-label={label}>
          <TableHead>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id}>
                {renderExpanded ? <TableCell padding="checkbox" /> : null}
                {headerGroup.headers.map((header) => {
                  const { column } = header;
                  const meta = metaOf(column.columnDef.meta);
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(column.columnDef.header, header.getContext());
                  // The server sorts, so a column needs no accessor to be sortable (TanStack's getCanSort would).
                  const canSort = Boolean(onSortChange) && column.columnDef.enableSorting === true;
                  const sortKey = meta?.sortKey ?? camelCase(column.id);
                  const active = sort != null && camelCase(sort.id) === sortKey;
                  return (
                    <TableCell
                      key={header.id}
                      colSpan={header.colSpan}
                      align={meta?.align}
                      sx={{ fontWeight: 600, width: meta?.width, whiteSpace: 'nowrap' }}
                      sortDirection={active && sort ? sort.direction : false}
                    >
                      {canSort ? (
                        <TableSortLabel
                          active={active}
                          direction={active && sort ? sort.direction : 'asc'}
                          onClick={() => onSortChange?.(nextSort(sort, sortKey))}
                        >
                          {content}
                        </TableSortLabel>
                      ) : (
                        content
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={leafCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((row) => {
              const isExpanded = Boolean(renderExpanded && expanded[row.id]);
              return (
                <Fragment key={row.id}>
                  <TableRow
                    {...rowProps?.(row.original, row.index)}
                    hover
                    sx={
                      renderExpanded
                        ? { '& > td': { borderBottom: isExpanded ? 'unset' : undefined } }
                        : undefined
                    }
                  >
                    {renderExpanded ? (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-label={texts.dataTable.expandRow}
                          aria-expanded={isExpanded}
                          onClick={() =>
                            setExpanded((current) => ({ ...current, [row.id]: !current[row.id] }))
                          }
                        >
                          {isExpanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                    ) : null}
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} align={metaOf(cell.column.columnDef.meta)?.align}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                  {renderExpanded && isExpanded ? (
                    <TableRow>
                      <TableCell colSpan={leafCount} sx={{ bgcolor: 'action.hover' }}>
                        {renderExpanded(row.original)}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
          </TableBody>
          {footer && rows.length > 0 ? footer(table, Boolean(renderExpanded)) : null}
        </Table>
      </TableScroll>
      <Pager
        count={total}
        page={page}
        rowsPerPage={limit}
        rowsPerPageOptions={options}
        onPageChange={(_event, nextPage) => onPageChange(nextPage * limit, limit)}
        onRowsPerPageChange={(event) => onPageChange(0, Number(event.target.value))}
      />
    </Paper>
  );
}
