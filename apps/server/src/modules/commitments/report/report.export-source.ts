import {
  COMMITMENT_STATUSES,
  CONTRACT_TYPES,
  EXPORT_LIMITS,
  MESSAGES,
  PERMISSIONS,
  STRATEGIES,
  TRANSACTION_TYPES,
  commitmentStatusLabel,
  formatDocument,
  settlementReportFiltersSchema,
  type SettlementReportFilters,
} from '@lastro/domain';
import { scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { ReportExportRow, ReportRepository } from './report.repository';
import { reportFiltersOf } from './report.service';

const M = MESSAGES.reports;
const READ_CHUNK = 10_000;
/**
 * Formatting a date-time in São Paulo time costs ~25 µs (Intl), a document ~5 µs; the export's
 * rows repeat few values (a commitment's 50 URs share its creation date and documents), so
 * each text is made once. Bounded: cleared when it grows past 10,000 entries.
 */
function memo(format: (value: string | null) => string): (value: string | null) => string {
  const seen = new Map<string | null, string>();
  return (value) => {
    let text = seen.get(value);
    if (text === undefined) {
      if (seen.size >= 10_000) seen.clear();
      seen.set(value, (text = format(value)));
    }
    return text;
  };
}
const documentText = memo(formatDocument);
const originatorText = (value: string | null) => (value ? documentText(value) : '');

/** A code's label, looked up in a table made once (a find per cell showed in profiles). */
function labelsOf(options: readonly { value: number; label: string }[], unknown: (value: number) => string = String): (value: number) => string {
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return (value) => labels.get(value) ?? unknown(value);
}
const transactionTypeText = labelsOf(TRANSACTION_TYPES);
const contractTypeText = labelsOf(CONTRACT_TYPES);
const strategyText = labelsOf(STRATEGIES);
const statusText = labelsOf(
  COMMITMENT_STATUSES.map((s) => ({ value: s.code, label: s.label })),
  commitmentStatusLabel,
);

/**
 * The settlement-forecast report as a job (xlsx or CSV, up to 99,999 rows like the deals'
 * exports), ending in a notification with the file. Creditor users get their own rows.
 */
export function settlementReportExportSource(repo: ReportRepository): ExportSource<ReportExportRow, SettlementReportFilters> {
  return {
    kind: 'receivable-reached',
    fileBaseName: 'previsao-liquidacao',
    sheetName: M.sheetName,
    route: {
      url: '/deals/receivable-reached/export',
      auth: perm(PERMISSIONS.relatorios_liquidacao, 'read'),
      tags: ['commitments'],
      summary: 'Exporta o relatório de previsão de liquidação (assíncrono: o arquivo chega como notificação)',
    },
    params: settlementReportFiltersSchema,
    columns: [
      { header: M.creditorNameColumn, width: 30, value: (r) => r[0] },
      { header: M.merchantNameColumn, width: 30, value: (r) => r[1] },
      { header: M.merchantDocumentColumn, width: 20, value: (r) => documentText(r[2]), copyCell: documentText },
      { header: M.acquirerColumn, width: 20, value: (r) => r[3] },
      { header: M.arrangementColumn, width: 10, value: (r) => r[4] },
      { header: M.settlementDateColumn, width: 14, value: (r) => r[5] },
      { header: M.effectOrderColumn, width: 10, value: (r) => r[6], copyCell: 'number' },
      { header: M.amountOnerateColumn, width: 16, value: (r) => r[7], copyCell: 'number' },
      { header: M.effectAmountInitialColumn, width: 16, value: (r) => r[8], copyCell: 'number' },
      { header: M.effectAmountColumn, width: 16, value: (r) => r[9], copyCell: 'number' },
      { header: M.effectAmountUpdatedColumn, width: 16, value: (r) => r[10], copyCell: 'number' },
      { header: M.effectiveSettlementAmountColumn, width: 16, value: (r) => r[11], copyCell: 'number' },
      { header: M.receivableUpdatedAtColumn, width: 18, value: (r) => r[12] },
      { header: M.contractCreatedAtColumn, width: 18, value: (r) => r[13] },
      { header: M.contractExecutionDateColumn, width: 14, value: (r) => r[14] },
      { header: M.effectiveSettlementDateColumn, width: 14, value: (r) => r[15] },
      { header: M.statusColumn, width: 16, value: (r) => statusText(r[16]) },
      { header: M.transactionTypeColumn, width: 14, value: (r) => transactionTypeText(r[17]) },
      { header: M.contractTypeColumn, width: 20, value: (r) => contractTypeText(r[18]) },
      { header: M.strategyColumn, width: 12, value: (r) => strategyText(r[19]) },
      { header: M.codeColumn, width: 14, value: (r) => r[20] },
      { header: M.externalReferenceColumn, width: 40, value: (r) => r[21] },
      { header: M.creditorDocumentColumn, width: 20, value: (r) => documentText(r[22]), copyCell: documentText },
      { header: M.originatorDocumentColumn, width: 20, value: (r) => originatorText(r[23]), copyCell: originatorText },
      { header: M.gcapColumn, width: 8, value: (r) => (r[24] ? M.yes : M.no) },
    ],
    read(params, scope, chunkSize) {
      // Fewer, larger fetches cost less than the writer's default chunk; 10,000 rows still hold little memory.
      return repo.exportRows(reportFiltersOf(scopeAsAuth(scope), params), EXPORT_LIMITS.deals, Math.max(chunkSize, READ_CHUNK));
    },
    copy: async (params, scope) => repo.exportCopy(reportFiltersOf(scopeAsAuth(scope), params), EXPORT_LIMITS.deals),
  };
}
