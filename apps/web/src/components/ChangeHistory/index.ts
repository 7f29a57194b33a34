export { ChangeHistory } from './ChangeHistory';
export type { ChangeHistoryProps } from './ChangeHistoryPanel';
