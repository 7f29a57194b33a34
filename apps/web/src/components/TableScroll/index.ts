export { TableScroll, WIDE_ONLY_CELL } from './TableScroll';
export type { TableScrollProps } from './TableScroll';
