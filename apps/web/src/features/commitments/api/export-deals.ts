import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { CommitmentFilters } from '../types';

/** GET deals/export with the export flag: a job (up to 99,999 rows) whose file arrives as a notification. */
export const exportDeals = (filters: CommitmentFilters, format: ExportFileFormat) =>
  requestExport('export', 'deals/export', { ...filters, export: true }, format);
