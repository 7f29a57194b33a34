import { MESSAGES, monitoringReportQuerySchema, type MonitoringReportCreditor, type MonitoringReportQuery } from '@lastro/domain';
import type { ExportCell, ExportSource } from '../../../lib/export-source';
import { ADMIN_ONLY } from '../../../plugins/route-auth';
import type { MonitoringReportService } from './monitoring-report.service';

const T = MESSAGES.monitoringReport.byCreditor;

/** The footer 'Total do filtro': the KPI cards, which are the table's totals [D3]. */
type Exported = MonitoringReportCreditor | { total: true; creditor_name: string } & Omit<MonitoringReportCreditor, 'creditor_id' | 'creditor_name'>;

const number = (v: string | number | null): ExportCell => (v === null ? null : Number(v));

/**
 * 'Baixar tabela' of 'Por fornecedor' (spec 4 §2.2 item 6, §2.10): every row of the report's
 * filter in the table's sort, the visible columns in their order, then 'Total do filtro'.
 * Admin only, as the report; the writers neutralise every cell.
 */
export function monitoringReportExportSource(service: MonitoringReportService): ExportSource<Exported, MonitoringReportQuery> {
  return {
    kind: 'reconciliation-report',
    fileBaseName: 'relatorio_monitoramento',
    sheetName: T.title,
    route: {
      url: '/reconciliation/monitoring/report/export',
      auth: ADMIN_ONLY,
      tags: ['reconciliation: monitoring report'],
      summary: 'Exporta a tabela Por fornecedor do relatório (assíncrono: o arquivo chega como notificação)',
    },
    params: monitoringReportQuerySchema,
    columns: [
      { key: 'creditor_name', header: T.creditor, width: 36, value: (r) => r.creditor_name },
      { key: 'conciliated_percent', header: T.conciliated, width: 14, value: (r) => number(r.conciliated_percent) },
      { key: 'pending_count', header: T.pending, width: 12, value: (r) => r.pending_count },
      { key: 'pending_amount', header: T.pendingAmount, width: 16, value: (r) => number(r.pending_amount) },
      { key: 'oldest_days', header: T.oldest, width: 14, value: (r) => number(r.oldest_days) },
      { key: 'failed_files', header: T.failedFiles, width: 14, value: (r) => r.failed_files },
      { key: 'insufficient_contracts', header: T.insufficient, width: 16, value: (r) => r.insufficient_contracts },
    ],
    // A bad period is refused (400) before a job is queued.
    authorize: (q) => service.checkPeriod(q),
    count: async (q) => (await service.table(q)).rows.length + 1,
    async *read(q) {
      const { rows, totals } = await service.table(q);
      yield [...rows, { total: true, creditor_name: MESSAGES.reconciliationItems.filterTotal, ...totals }];
    },
  };
}
