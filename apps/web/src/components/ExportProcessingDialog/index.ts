export { ExportProcessingDialog } from './ExportProcessingDialog';
export type { ExportProcessingDialogProps } from './ExportProcessingDialog';
