import { downloadFromApi } from '../../../lib/download';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ScheduleFilters } from '../types';

/** GET requests/export: a job (xls named schedules, up to 9,999 rows) whose file arrives as a notification. */
export const exportSchedules = (filters: ScheduleFilters, format: ExportFileFormat) =>
  requestExport('export', 'requests/export', filters, format);

/** The Resumo as a spreadsheet named schedule, written by the server at once. */
export const downloadScheduleSummary = (id: string) =>
  downloadFromApi('schedule', `requests/${id}/summary/export`, { query: { format: 'xls' }, fallbackName: 'schedule.xlsx' });
