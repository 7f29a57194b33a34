export { FilterForm } from './FilterForm';
export type { FilterField, FilterFormProps, FilterOption } from './FilterForm';
export { normalizeFilterValue, normalizeFilterValues } from './normalize';
export type { FilterFieldType, FilterValues } from './normalize';
export { useListState, DEFAULT_LIMIT } from './useListState';
export type { ListState, ListStateOptions } from './useListState';
