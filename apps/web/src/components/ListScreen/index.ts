export { ListScreen } from './ListScreen';
export type { ListScreenProps } from './ListScreen';
