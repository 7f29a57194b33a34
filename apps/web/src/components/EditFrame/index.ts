export { EditFrame } from './EditFrame';
export type { EditFrameProps, EditRecordQuery } from './EditFrame';
