import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { SettlementReportFilterValues } from '../types';

/** GET deals/receivable-reached/export: a job whose file arrives as a notification. */
export const exportSettlementReport = (filters: SettlementReportFilterValues, format: ExportFileFormat) =>
  requestExport('deal', 'deals/receivable-reached/export', filters, format);
