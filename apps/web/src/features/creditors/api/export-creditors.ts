import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { CreditorFilters } from '../types';

/** GET creditor?account_id= (export service): asynchronous; the file arrives as a notification. */
export const exportCreditors = (input: { accountId: string; filters: CreditorFilters; format: ExportFileFormat }) =>
  requestExport('export', 'creditor', { account_id: input.accountId, ...input.filters }, input.format);
