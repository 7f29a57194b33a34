export { ListLoadError } from './ListLoadError';
export { TableSkeleton } from './TableSkeleton';
