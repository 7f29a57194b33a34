export { DetailDrawer, DETAIL_DRAWER_WIDTH } from './DetailDrawer';
export type { DetailDrawerProps } from './DetailDrawer';
