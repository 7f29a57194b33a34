export { ExportButtons } from './ExportButtons';
export type { ExportButtonsProps, ExportFormat } from './ExportButtons';
