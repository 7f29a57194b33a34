export { DataTable, nextSort, PAGE_SIZE_OPTIONS } from './DataTable';
export type { DataTableProps, DataTableColumnMeta, SortState, SortDirection } from './DataTable';
export { MoneyText } from './MoneyText';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
