import {
  CONTRACT_TYPES,
  EXPORT_LIMITS,
  MESSAGES,
  PERMISSIONS,
  STRATEGIES,
  TRANSACTION_TYPES,
  commitmentStatusLabel,
  formatDate,
  formatDateTime,
  formatDocument,
  settlementReportFiltersSchema,
  type SettlementReportFilters,
  type SettlementReportRow,
} from '@lastro/domain';
import { scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { ReportRepository } from './report.repository';
import { reportFiltersOf, reportRowOf } from './report.service';

const M = MESSAGES.reports;
const READ_CHUNK = 10_000;
/**
 * Formatting a date-time in São Paulo time costs ~25 µs (Intl), a document ~5 µs; the export's
 * rows repeat few values (a commitment's 50 URs share its creation date and documents), so
 * each text is made once. Bounded: cleared when it grows past 10,000 entries.
 */
function memo(format: (value: string) => string): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    let text = seen.get(value);
    if (text === undefined) {
      if (seen.size >= 10_000) seen.clear();
      seen.set(value, (text = format(value)));
    }
    return text;
  };
}
const dateTimeText = memo(formatDateTime);
const documentText = memo(formatDocument);

const labelOf = (options: readonly { value: number; label: string }[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);

/**
 * The settlement-forecast report as a job (xlsx or CSV, up to 99,999 rows like the deals'
 * exports), ending in a notification with the file. Creditor users get their own rows.
 */
export function settlementReportExportSource(repo: ReportRepository): ExportSource<SettlementReportRow, SettlementReportFilters> {
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
      { header: M.creditorNameColumn, width: 30, value: (r) => r.creditor_name },
      { header: M.merchantNameColumn, width: 30, value: (r) => r.merchant_name },
      { header: M.merchantDocumentColumn, width: 20, value: (r) => documentText(r.merchant_document_number) },
      { header: M.acquirerColumn, width: 20, value: (r) => r.acquirer_name },
      { header: M.arrangementColumn, width: 10, value: (r) => r.payment_arrangement },
      { header: M.settlementDateColumn, width: 14, value: (r) => formatDate(r.settlement_date) },
      { header: M.effectOrderColumn, width: 10, value: (r) => r.effect_order },
      { header: M.amountOnerateColumn, width: 16, value: (r) => r.amount_onerate },
      { header: M.effectAmountInitialColumn, width: 16, value: (r) => r.effect_amount_initial },
      { header: M.effectAmountColumn, width: 16, value: (r) => r.effect_amount },
      { header: M.effectAmountUpdatedColumn, width: 16, value: (r) => r.effect_amount_updated },
      { header: M.effectiveSettlementAmountColumn, width: 16, value: (r) => r.effective_settlement_amount },
      { header: M.receivableUpdatedAtColumn, width: 18, value: (r) => dateTimeText(r.receivable_updated_at) },
      { header: M.contractCreatedAtColumn, width: 18, value: (r) => dateTimeText(r.contract_created_at) },
      { header: M.contractExecutionDateColumn, width: 14, value: (r) => formatDate(r.contract_execution_date) },
      { header: M.effectiveSettlementDateColumn, width: 14, value: (r) => (r.effective_settlement_date ? formatDate(r.effective_settlement_date) : '') },
      { header: M.statusColumn, width: 16, value: (r) => commitmentStatusLabel(r.status) },
      { header: M.transactionTypeColumn, width: 14, value: (r) => labelOf(TRANSACTION_TYPES, r.transaction_type) },
      { header: M.contractTypeColumn, width: 20, value: (r) => labelOf(CONTRACT_TYPES, r.contract_type) },
      { header: M.strategyColumn, width: 12, value: (r) => labelOf(STRATEGIES, r.strategy) },
      { header: M.codeColumn, width: 14, value: (r) => r.code },
      { header: M.externalReferenceColumn, width: 40, value: (r) => r.external_reference },
      { header: M.creditorDocumentColumn, width: 20, value: (r) => documentText(r.creditor_document_number) },
      { header: M.originatorDocumentColumn, width: 20, value: (r) => (r.originator_document_number ? documentText(r.originator_document_number) : '') },
      { header: M.gcapColumn, width: 8, value: (r) => (r.gcap ? M.yes : M.no) },
    ],
    async *read(params, scope, chunkSize) {
      const filters = reportFiltersOf(scopeAsAuth(scope), params);
      let after: { settlementDate: string; id: number } | null = null;
      // Each chunk is one query over three joined tables: fewer, larger reads cost less than
      // the writer's default chunk, and 10,000 rows still hold little memory.
      const size = Math.max(chunkSize, READ_CHUNK);
      for (let done = 0; done < EXPORT_LIMITS.deals; ) {
        const rows = await repo.chunkAfter(filters, after, Math.min(size, EXPORT_LIMITS.deals - done));
        if (!rows.length) return;
        yield rows.map(reportRowOf);
        done += rows.length;
        const last = rows[rows.length - 1]!;
        after = { settlementDate: last.settlementDate, id: last.id };
        if (rows.length < size) return;
      }
    },
  };
}
