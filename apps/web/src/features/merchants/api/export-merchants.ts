import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import { merchantQueryOf, type MerchantFilters } from './get-merchants';

/**
 * GET merchant?account_id=&view_full_api=&filters (export service): a job of up to 250,000
 * rows whose file arrives as a notification.
 */
export const exportMerchants = (input: { accountId: string; filters: MerchantFilters; fullView: boolean; format: ExportFileFormat }) =>
  requestExport('export', 'merchant', { account_id: input.accountId, view_full_api: input.fullView, ...merchantQueryOf(input.filters) }, input.format);
