import {
  addBusinessDays,
  addDays,
  centsToDecimal,
  divideHalfEven,
  LIST_SORTS,
  MESSAGES,
  MONITORING_REPORT_DEFAULT_DAYS,
  periodDays,
  RECONCILIATION_LIMITS,
  sortOf,
  VALIDATION_MESSAGES,
  type MonitoringReportCreditor,
  type MonitoringReportQuery,
  type MonitoringReportResponse,
} from '@lastro/domain';
import { badRequest } from '../../../lib/errors';
import type { CreditorFiguresRow, MonitoringReportRepository } from './monitoring-report.repository';

/** How many failed files the report lists (spec 4 §2.10 item 4). */
export const FAILED_FILES_SHOWN = 20;

export interface MonitoringReportDeps {
  repo: MonitoringReportRepository;
  /** The registry's date. */
  today(): Promise<string>;
  /** Whether the offline sandbox is the registry (the panel 'Registradora simulada'). */
  sandboxEnabled(): boolean;
  /** 'Contratos insuficientes' per creditor (the contract monitoring's figures, spec 4 §4.7); null: every creditor. */
  insufficientByCreditor(creditorIds: string[] | null): Promise<Map<string, number>>;
}

type SortKey = (typeof LIST_SORTS.monitoringReport)[number];
type Row = MonitoringReportCreditor & { done: bigint; decided: bigint; pendingCents: number };

const SORT_VALUE: Record<SortKey, (r: Row) => string | number | null> = {
  creditorName: (r) => r.creditor_name,
  conciliatedPercent: (r) => (r.conciliated_percent === null ? null : Number(r.conciliated_percent)),
  pendingCount: (r) => r.pending_count,
  pendingAmount: (r) => Number(r.pending_amount),
  oldestDays: (r) => r.oldest_days,
  failedFiles: (r) => r.failed_files,
  insufficientContracts: (r) => r.insufficient_contracts,
};

/** Ascending with nulls last (descending: first, reversed), the creditor id breaking ties, as Postgres orders. */
function sortRows(rows: Row[], q: MonitoringReportQuery): Row[] {
  const sort = sortOf(q, LIST_SORTS.monitoringReport) ?? { key: 'creditorName' as const, direction: 'asc' as const };
  const value = SORT_VALUE[sort.key];
  const sign = sort.direction === 'desc' ? -1 : 1;
  const compare = (a: Row, b: Row) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'pt-BR');
      return x < y ? -1 : 1;
    }
    return a.creditor_id < b.creditor_id ? -1 : a.creditor_id > b.creditor_id ? 1 : 0;
  };
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** '97.4' of done ÷ decided, half to even as percentReconciled; null when nothing is decided. */
const percentOf = (done: bigint, decided: bigint) => (decided === 0n ? null : (Number(divideHalfEven(done * 1000n, decided)) / 10).toFixed(1));

/**
 * 'Relatório de Monitoramento' (spec 4 §2.10, §4.8): the period (default the last 30 days up to
 * the registry's date, at most 92), the table 'Por fornecedor' and, from its rows, the KPI cards,
 * so the cards are the table's sums (check 5); the trend per day; the last failed files.
 */
export function createMonitoringReportService(deps: MonitoringReportDeps) {
  async function periodOf(q: MonitoringReportQuery) {
    const today = await deps.today();
    const dateTo = q.date_to ?? (q.date_from && q.date_from > today ? q.date_from : today);
    const dateFrom = q.date_from ?? addDays(dateTo, -(MONITORING_REPORT_DEFAULT_DAYS - 1));
    if (dateTo < dateFrom) throw badRequest(VALIDATION_MESSAGES.endBeforeStart);
    if (periodDays(dateFrom, dateTo) > RECONCILIATION_LIMITS.periodMaxDays) throw badRequest(MESSAGES.monitoringReport.periodTooLong);
    return { today, dateFrom, dateTo };
  }

  const creditorIdsOf = (q: MonitoringReportQuery) => (q.creditor_ids?.length ? q.creditor_ids : null);

  /** 'Por fornecedor' in the query's sort. */
  async function creditors(q: MonitoringReportQuery, period: { dateFrom: string; dateTo: string }): Promise<Row[]> {
    const creditorIds = creditorIdsOf(q);
    const insufficient = await deps.insufficientByCreditor(creditorIds);
    const also = [...insufficient].filter(([id, n]) => n > 0 && (!creditorIds || creditorIds.includes(id))).map(([id]) => id);
    const rows = await deps.repo.byCreditor({ ...period, creditorIds, alsoCreditors: also });
    return sortRows(rows.map((r) => rowOf(r, insufficient.get(r.creditor_id) ?? 0)), q);
  }

  return {
    async report(q: MonitoringReportQuery): Promise<MonitoringReportResponse> {
      const { today, dateFrom, dateTo } = await periodOf(q);
      const creditorIds = creditorIdsOf(q);
      const [rows, daily, failed] = await Promise.all([
        creditors(q, { dateFrom, dateTo }),
        deps.repo.daily({ dateFrom, dateTo, creditorIds }),
        deps.repo.failedFiles(creditorIds, FAILED_FILES_SHOWN),
      ]);
      const enabled = deps.sandboxEnabled();
      return {
        period: { date_from: dateFrom, date_to: dateTo },
        kpis: kpisOf(rows),
        daily,
        creditors: rows.map(publicRow),
        failed_files: failed,
        sandbox: { enabled, today, next_day: enabled ? addBusinessDays(today, 1) : null },
      };
    },

    /** Refuses a period the report refuses (400 with its message). */
    async checkPeriod(q: MonitoringReportQuery): Promise<void> {
      await periodOf(q);
    },

    /** The table 'Por fornecedor' and its totals (the KPI cards), for the export. */
    async table(q: MonitoringReportQuery): Promise<{ rows: MonitoringReportCreditor[]; totals: MonitoringReportResponse['kpis'] }> {
      const rows = await creditors(q, await periodOf(q));
      return { rows: rows.map(publicRow), totals: kpisOf(rows) };
    },
  };
}

export type MonitoringReportService = ReturnType<typeof createMonitoringReportService>;

function rowOf(r: CreditorFiguresRow, insufficient: number): Row {
  return {
    creditor_id: r.creditor_id,
    creditor_name: r.creditor_name,
    conciliated_percent: r.conciliated_percent,
    pending_count: r.pending_count,
    pending_amount: centsToDecimal(Number(r.pending_amount)),
    oldest_days: r.oldest_days,
    failed_files: r.failed_files,
    insufficient_contracts: insufficient,
    done: BigInt(r.done_weight),
    decided: BigInt(r.decided_weight),
    pendingCents: Number(r.pending_amount),
  };
}

const publicRow = ({ done: _d, decided: _w, pendingCents: _p, ...row }: Row): MonitoringReportCreditor => row;

/** The cards as the table's totals: sums, the oldest age, and the percentage of the summed weights. */
function kpisOf(rows: Row[]): MonitoringReportResponse['kpis'] {
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const ages = rows.flatMap((r) => (r.oldest_days === null ? [] : [r.oldest_days]));
  return {
    conciliated_percent: percentOf(
      rows.reduce((s, r) => s + r.done, 0n),
      rows.reduce((s, r) => s + r.decided, 0n),
    ),
    pending_count: sum((r) => r.pending_count),
    pending_amount: centsToDecimal(sum((r) => r.pendingCents)),
    oldest_days: ages.length ? Math.max(...ages) : null,
    failed_files: sum((r) => r.failed_files),
    insufficient_contracts: sum((r) => r.insufficient_contracts),
  };
}
