import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { PartnerFilters } from '../types';

/** GET partners/export: a job whose file arrives as a notification. */
export const exportPartners = (filters: PartnerFilters, format: ExportFileFormat) =>
  requestExport('general', 'partners/export', filters, format);
