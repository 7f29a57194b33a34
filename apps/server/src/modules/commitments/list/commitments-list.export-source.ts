import {
  MESSAGES,
  STRATEGIES,
  TRANSACTION_TYPES,
  codesOrGrouping,
  commitmentListFiltersSchema,
  formatDate,
  formatDateTime,
  formatDocument,
  labelOf,
  yesNo,
  type CommitmentListFilters,
  type CommitmentListRow,
} from '@lastro/domain';
import type { ExportSource } from '../../../lib/export-source';
import { COMMITMENTS_READ } from './commitments-list.routes';
import type { CommitmentsListService } from './commitments-list.service';

const M = MESSAGES.commitments;

/**
 * COMPROMISSOS (same filters, newest first) as a job whose file arrives as a notification, up
 * to the spec's 99,999 rows; creditor users get their own creditor's.
 */
export function commitmentsExportSource(service: CommitmentsListService): ExportSource<CommitmentListRow, CommitmentListFilters> {
  return {
    kind: 'deals',
    fileBaseName: 'compromissos',
    sheetName: M.exportSheet,
    route: {
      url: '/deals/export',
      auth: COMMITMENTS_READ,
      tags: ['exports'],
      summary: 'Exporta os compromissos (assíncrono, filtros da lista, até 99.999 linhas)',
    },
    params: codesOrGrouping(commitmentListFiltersSchema),
    columns: [
      { header: M.supplierColumn, width: 28, value: (r) => r.trading_name },
      { header: M.titleColumn, width: 28, value: (r) => r.title },
      { header: M.merchantColumn, width: 28, value: (r) => r.merchant_trading_name },
      { header: M.merchantDocumentColumn, width: 20, value: (r) => formatDocument(r.merchant_document_number), copyCell: formatDocument },
      { header: M.typeColumn, width: 12, value: (r) => labelOf(TRANSACTION_TYPES, r.type, String(r.type)) },
      { header: M.strategyColumn, width: 12, value: (r) => labelOf(STRATEGIES, r.strategy, String(r.strategy)) },
      { header: M.installmentColumn, width: 9, value: (r) => r.installment, copyCell: 'number' },
      { header: M.amountColumn, width: 14, value: (r) => r.amount, copyCell: 'number' },
      { header: M.createdAtColumn, width: 18, value: (r) => formatDateTime(r.created_at) },
      { header: M.expirationDateColumn, width: 14, value: (r) => formatDate(r.expiration_date) },
      { header: M.statusColumn, width: 16, value: (r) => r.status_description },
      { header: M.executionDateColumn, width: 14, value: (r) => formatDate(r.execution_date) },
      { header: M.executionDateEndColumn, width: 14, value: (r) => formatDate(r.execution_date_end) },
      { header: M.descriptionColumn, width: 30, value: (r) => r.description },
      { header: M.codeColumn, width: 16, value: (r) => r.code },
      { header: M.gcapColumn, width: 7, value: (r) => yesNo(r.gcap) },
    ],
    count: (params, scope) => service.count(scope, params),
    read: (params, scope, chunkSize) => service.chunks(scope, params, chunkSize),
    copy: (params, scope) => service.copy(scope, params),
  };
}
