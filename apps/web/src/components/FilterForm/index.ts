export { FilterForm } from './FilterForm';
export type { CustomFilterControl, FilterField, FilterFormProps, FilterOption } from './FilterForm';
export { normalizeFilterValue, normalizeFilterValues } from './normalize';
export type { FilterFieldType, FilterValues } from './normalize';
export { useListState, DEFAULT_LIMIT, MAX_LIMIT } from './useListState';
export { listFilterProps, listTableProps } from './list-props';
export type { PagedQuery } from './list-props';
export type { ListState, ListStateOptions } from './useListState';
