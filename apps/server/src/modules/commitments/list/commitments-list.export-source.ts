import {
  MESSAGES,
  STRATEGIES,
  TRANSACTION_TYPES,
  codesOrGrouping,
  commitmentListFiltersSchema,
  commitmentStatusLabel,
  formatDate,
  formatDateTime,
  formatDocument,
  labelOf,
  yesNo,
  type CommitmentListFilters,
} from '@lastro/domain';
import type { ExportSource } from '../../../lib/export-source';
import type { CommitmentRecord } from './commitments-list.repository';
import { COMMITMENTS_READ } from './commitments-list.routes';
import type { CommitmentsListService } from './commitments-list.service';

const M = MESSAGES.commitments;

/**
 * COMPROMISSOS (same filters, newest first) as a job whose file arrives as a notification, up
 * to the spec's 99,999 rows; creditor users get their own creditor's.
 */
export function commitmentsExportSource(service: CommitmentsListService): ExportSource<CommitmentRecord, CommitmentListFilters> {
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
      { header: M.supplierColumn, width: 28, value: (r) => r.creditorTradingName },
      { header: M.titleColumn, width: 28, value: (r) => r.title },
      { header: M.merchantColumn, width: 28, value: (r) => r.merchantTradingName },
      { header: M.merchantDocumentColumn, width: 20, value: (r) => formatDocument(r.merchantDocumentNumber) },
      { header: M.typeColumn, width: 12, value: (r) => labelOf(TRANSACTION_TYPES, r.type, String(r.type)) },
      { header: M.strategyColumn, width: 12, value: (r) => labelOf(STRATEGIES, r.strategy, String(r.strategy)) },
      { header: M.installmentColumn, width: 9, value: (r) => r.installments },
      { header: M.amountColumn, width: 14, value: (r) => r.amount / 100 },
      { header: M.createdAtColumn, width: 18, value: (r) => formatDateTime(r.createdAt) },
      { header: M.expirationDateColumn, width: 14, value: (r) => formatDate(r.expirationDate) },
      { header: M.statusColumn, width: 16, value: (r) => commitmentStatusLabel(r.status) },
      { header: M.executionDateColumn, width: 14, value: (r) => formatDate(r.executionDate) },
      { header: M.executionDateEndColumn, width: 14, value: (r) => formatDate(r.executionDateEnd) },
      { header: M.descriptionColumn, width: 30, value: (r) => r.description },
      { header: M.codeColumn, width: 16, value: (r) => r.code },
      { header: M.gcapColumn, width: 7, value: (r) => yesNo(r.gcap) },
    ],
    count: (params, scope) => service.count(scope, params),
    read: (params, scope, chunkSize) => service.chunks(scope, params, chunkSize),
  };
}
