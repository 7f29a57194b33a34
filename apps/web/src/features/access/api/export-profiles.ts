import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ProfileFilters } from '../types';

/** GET domains/profiles/export: a job whose file 'profiles' arrives as a notification. */
export const exportProfiles = (filters: ProfileFilters, format: ExportFileFormat) =>
  requestExport('domain', 'domains/profiles/export', filters, format);
