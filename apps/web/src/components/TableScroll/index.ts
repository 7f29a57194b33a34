export { TableScroll } from './TableScroll';
export type { TableScrollProps } from './TableScroll';
