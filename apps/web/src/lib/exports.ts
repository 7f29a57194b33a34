import type { ExportAccepted } from '@lastro/domain';
import type { ServiceKind } from '../config/services';
import { api, type QueryValue } from './api';

export type ExportFileFormat = 'xls' | 'csv';

/**
 * Asks the server for a list export: it answers at once with a job id and the spec's
 * message; the file arrives later as a notification.
 */
export function requestExport(
  kind: ServiceKind,
  path: string,
  filters: Record<string, QueryValue>,
  format: ExportFileFormat,
): Promise<ExportAccepted> {
  return api.get<ExportAccepted>(kind, path, { query: { ...filters, format } });
}
