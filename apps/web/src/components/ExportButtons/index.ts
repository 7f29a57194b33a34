export { ExportButtons } from './ExportButtons';
export type { ExportButtonsProps, ExportFormat } from './ExportButtons';
export { AsyncExportButtons } from './AsyncExportButtons';
export type { AsyncExportButtonsProps } from './AsyncExportButtons';
