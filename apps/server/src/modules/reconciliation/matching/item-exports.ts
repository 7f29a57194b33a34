import {
  centsToDecimal,
  EXPORT_LIMITS,
  formatDate,
  formatDateTime,
  maskCpfCnpj,
  MESSAGES,
  parseCents,
  PERMISSIONS,
  reconciliationBankQuerySchema,
  reconciliationDivergenceQuerySchema,
  reconciliationScheduleQuerySchema,
  type BankDailyRow,
  type BankItem,
  type Divergence,
  type ReconciliationBankQuery,
  type ReconciliationDivergenceQuery,
  type ReconciliationScheduleQuery,
  type ScheduleItem,
} from '@lastro/domain';
import { unprocessable } from '../../../lib/errors';
import { pagedChunks, scopeAsAuth, type ExportCell, type ExportColumn, type ExportScope, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { AuthContext } from '../../../plugins/route-auth';
import type { DivergencesService } from './divergences.service';
import type { ItemReadsService } from './item-reads.service';

const M = MESSAGES.reconciliationItems;
const C = M.columns;
const STATUS = MESSAGES.reconciliationFiles.itemStatus;
const CAP = EXPORT_LIMITS.reconciliation;
const SCHEDULE = MESSAGES.reconciliationScreens.schedule;

/** The footer 'Total do filtro': its sums by column key, written after the last row [D3]. */
interface TotalRow {
  total: Record<string, string>;
  /** The first visible column without a sum, which carries the label. */
  labelKey: string | undefined;
}
type Exported<Row> = Row | TotalRow;
const isTotal = <Row>(r: Exported<Row>): r is TotalRow => typeof r === 'object' && r !== null && 'total' in r;
const amount = (v: string | null | undefined): ExportCell => (v === null || v === undefined ? null : Number(v));

interface ListAnswer<Row> {
  results: Row[];
  metadata: { resultset: { count: number } };
  totals: Record<string, unknown>;
}

/**
 * A grid's export (spec 4 §2.2 item 6 [D4]): its columns keyed by the grid's column ids (the
 * request's `columns` picks the visible ones, in order), every filtered row in the grid's sort,
 * then 'Total do filtro' with the sums of the money columns; over 250,000 rows it is refused
 * before a job starts. The writers pass every cell through the formula neutraliser.
 */
export function listExport<Row, Q extends { offset: number; limit: number }>(spec: {
  kind: string;
  fileBaseName: string;
  sheetName: string;
  url: string;
  auth: ReturnType<typeof perm>;
  tag: string;
  params: ExportSource<unknown, Q>['params'];
  list(auth: AuthContext, q: Q): Promise<ListAnswer<Row>>;
  /** The footer's sums by column key, from the list's totals. */
  totals(totals: Record<string, unknown>): Record<string, string>;
  columns: (ExportColumn<Row> & { key: string })[];
}): ExportSource<Exported<Row>, Q> {
  const columns: ExportColumn<Exported<Row>>[] = spec.columns.map((c) => ({
    ...c,
    value: (r: Exported<Row>) => (isTotal(r) ? (r.total[c.key] !== undefined ? amount(r.total[c.key]) : r.labelKey === c.key ? M.filterTotal : '') : c.value(r)),
  }));
  const answer = (scope: ExportScope, q: Q, offset: number, limit: number) => spec.list(scopeAsAuth(scope), { ...q, offset, limit });
  return {
    kind: spec.kind,
    fileBaseName: spec.fileBaseName,
    sheetName: spec.sheetName,
    route: { url: spec.url, auth: spec.auth, tags: [spec.tag], summary: 'Exporta a tabela filtrada (assíncrono: o arquivo chega como notificação)' },
    params: spec.params as ExportSource<Exported<Row>, Q>['params'],
    columns,
    authorize: async (q, auth) => {
      if ((await spec.list(auth, { ...q, offset: 0, limit: 1 })).metadata.resultset.count > CAP) throw unprocessable(M.exportTooLarge);
    },
    count: async (q, scope) => (await answer(scope, q, 0, 1)).metadata.resultset.count + 1,
    async *read(q, scope, chunkSize) {
      yield* pagedChunks<Exported<Row>>(async (offset, limit) => (await answer(scope, q, offset, limit)).results, CAP, chunkSize);
      const total = spec.totals((await answer(scope, q, 0, 1)).totals);
      const asked = (q as { columns?: string[] }).columns;
      const visible = asked?.length ? asked : spec.columns.map((c) => c.key);
      yield [{ total, labelKey: visible.find((k) => total[k] === undefined) }];
    },
  };
}

const acquirerName = (a: { name: string } | null) => a?.name ?? '';

export function scheduleExportSource(items: ItemReadsService) {
  return listExport<ScheduleItem, ReconciliationScheduleQuery>({
    kind: 'reconciliation-schedule',
    fileBaseName: 'conciliacao_agenda',
    sheetName: M.scheduleSheet,
    url: '/reconciliation/schedule/export',
    auth: perm(PERMISSIONS.conciliacao_agenda, 'read'),
    tag: 'reconciliation: schedule',
    params: reconciliationScheduleQuerySchema,
    list: (auth, q) => items.scheduleList(auth, q),
    totals: (t) => ({ expected: t.expected as string, settled: t.settled as string, difference: t.difference as string }),
    columns: [
      { key: 'settlement_date', header: C.settlementDate, width: 14, value: (r) => formatDate(r.settlement_date) },
      { key: 'creditor_name', header: C.supplier, width: 32, value: (r) => r.creditor_name },
      { key: 'merchant', header: C.merchant, width: 36, value: (r) => `${r.merchant.name ?? ''} ${maskCpfCnpj(r.merchant.document)}`.trim() },
      { key: 'acquirer', header: C.acquirer, width: 20, value: (r) => acquirerName(r.acquirer) },
      { key: 'arrangement', header: C.arrangement, width: 10, value: (r) => r.arrangement.code },
      { key: 'contract', header: C.contract, width: 28, value: (r) => (r.contract.code ? SCHEDULE.contractLabel(r.contract.code, r.contract.installment, r.contract.installments_total) : SCHEDULE.unknownContract(r.contract.identifier)) },
      { key: 'account', header: C.settlementAccount, width: 40, value: (r) => r.account?.label ?? '' },
      { key: 'expected', header: C.expected, width: 16, value: (r) => amount(r.expected) },
      { key: 'settled', header: C.settled, width: 16, value: (r) => amount(r.settled) },
      { key: 'effective_date', header: C.effectiveDate, width: 14, value: (r) => (r.effective_date ? formatDate(r.effective_date) : '') },
      { key: 'difference', header: C.difference, width: 16, value: (r) => amount(r.difference) },
      { key: 'status', header: C.status, width: 18, value: (r) => STATUS[r.status] },
      { key: 'reason', header: C.reason, width: 36, value: (r) => reasonOf(r) },
    ],
  });
}

function reasonOf(r: { divergence_types: Divergence['type'][]; waiting_reason: ScheduleItem['waiting_reason']; differs?: ScheduleItem['differs']; see_agenda?: boolean }) {
  const parts: string[] = r.divergence_types.map((t) => M.divergenceTypes[t]);
  if (r.differs?.length) parts.push(r.differs.map((d) => M.differs[d]).join(', '));
  if (r.see_agenda) parts.push(M.seeAgenda);
  if (r.waiting_reason) parts.push(M.waitingReasons[r.waiting_reason]);
  return parts.join('; ');
}

const DAY = MESSAGES.reconciliationScreens.bank;
const isDay = (r: BankItem | BankDailyRow): r is BankDailyRow => !('id' in r);
const pickTotals = (t: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.flatMap((k) => (typeof t[k] === 'string' ? [[k, t[k]]] : [])));

/**
 * 'Por dia' as a list (spec 4 §2.4, unpaged: at most 92 days): its rows in date order and, as
 * its footer shows, the period's totals plus the sums of 'Diferença do dia' and 'Outros lançamentos'.
 */
async function dailyAsList(items: ItemReadsService, auth: AuthContext, q: ReconciliationBankQuery) {
  const daily = await items.bankDaily(auth, q);
  const sum = (k: 'day_difference' | 'other_entries') => centsToDecimal(daily.results.reduce((s, r) => s + parseCents(r[k]), 0));
  return {
    results: daily.results.slice(q.offset, q.offset + q.limit),
    metadata: { resultset: { count: daily.results.length } },
    totals: { ...daily.totals, day_difference: sum('day_difference'), other_entries: sum('other_entries') },
  };
}

export function bankExportSource(items: ItemReadsService) {
  return listExport<BankItem | BankDailyRow, ReconciliationBankQuery>({
    kind: 'reconciliation-bank',
    fileBaseName: 'conciliacao_bancaria',
    sheetName: M.bankSheet,
    url: '/reconciliation/bank/export',
    auth: perm(PERMISSIONS.conciliacao_bancaria, 'read'),
    tag: 'reconciliation: bank',
    params: reconciliationBankQuerySchema,
    list: (auth, q) => (q.view === 'dia' ? dailyAsList(items, auth, q) : items.bankList(auth, q)),
    totals: (t) => pickTotals(t, ['expected', 'settled', 'credited', 'day_difference', 'other_entries']),
    columns: [
      { key: 'date', header: C.date, width: 14, value: (r) => formatDate(r.date) },
      { key: 'creditor_name', header: C.supplier, width: 32, value: (r) => (isDay(r) ? '' : r.creditor_name) },
      { key: 'company', header: C.company, width: 32, value: (r) => (isDay(r) ? '' : r.company?.name ?? '') },
      { key: 'account', header: C.account, width: 40, value: (r) => (isDay(r) ? '' : r.account.label) },
      { key: 'acquirer', header: C.acquirer, width: 20, value: (r) => (isDay(r) ? '' : acquirerName(r.acquirer)) },
      { key: 'expected', header: C.expected, width: 16, value: (r) => amount(r.expected) },
      { key: 'settled', header: C.settled, width: 16, value: (r) => amount(r.settled) },
      { key: 'credited', header: C.credited, width: 16, value: (r) => amount(r.credited) },
      { key: 'credited_date', header: C.creditedDate, width: 14, value: (r) => (isDay(r) || !r.credited_date ? '' : formatDate(r.credited_date)) },
      { key: 'diff_settled', header: C.diffSettled, width: 16, value: (r) => (isDay(r) ? '' : amount(r.diff_settled)) },
      { key: 'diff_credited', header: C.diffCredited, width: 16, value: (r) => (isDay(r) ? '' : amount(r.diff_credited)) },
      { key: 'status', header: C.status, width: 18, value: (r) => (isDay(r) ? '' : STATUS[r.status]) },
      { key: 'reason', header: C.reason, width: 36, value: (r) => (isDay(r) ? '' : reasonOf(r)) },
      { key: 'match', header: C.match, width: 14, value: (r) => (isDay(r) ? '' : r.match ? M.matchKinds[r.match.kind] : r.suggestion ? M.matchKinds.sugerida : '') },
      // Tab 'Por dia' (view=dia): its own columns after the shared ones (date, expected, settled, credited).
      { key: 'day_difference', header: DAY.dayDifference, width: 16, value: (r) => (isDay(r) ? amount(r.day_difference) : '') },
      { key: 'running_difference', header: DAY.runningDifference, width: 16, value: (r) => (isDay(r) ? amount(r.running_difference) : '') },
      { key: 'other_entries', header: DAY.otherEntries, width: 16, value: (r) => (isDay(r) ? amount(r.other_entries) : '') },
      { key: 'closing_balance', header: DAY.closingBalance, width: 16, value: (r) => (isDay(r) && r.closing_balance !== null ? amount(r.closing_balance) : '') },
      { key: 'conciliated_percent', header: DAY.conciliatedPercent, width: 12, value: (r) => (isDay(r) && r.conciliated_percent !== null ? Number(r.conciliated_percent) : '') },
    ],
  });
}

export function divergencesExportSource(divergences: DivergencesService) {
  return listExport<Divergence, ReconciliationDivergenceQuery>({
    kind: 'reconciliation-divergences',
    fileBaseName: 'divergencias',
    sheetName: M.divergencesSheet,
    url: '/reconciliation/divergences/export',
    auth: perm(PERMISSIONS.conciliacao_divergencias, 'read'),
    tag: 'reconciliation: divergences',
    params: reconciliationDivergenceQuerySchema,
    list: (auth, q) => divergences.list(auth, q),
    totals: (t) => ({ expected: t.expected as string, found: t.found as string, difference: t.difference as string }),
    columns: [
      { key: 'age_days', header: C.age, width: 8, value: (r) => M.ageDays(r.age_days) },
      { key: 'reference_date', header: C.referenceDate, width: 14, value: (r) => formatDate(r.reference_date) },
      { key: 'creditor_name', header: C.supplier, width: 32, value: (r) => r.creditor_name },
      { key: 'type', header: C.type, width: 30, value: (r) => M.divergenceTypes[r.type] },
      { key: 'company', header: C.company, width: 32, value: (r) => r.company?.name ?? '' },
      { key: 'acquirer', header: C.acquirer, width: 20, value: (r) => acquirerName(r.acquirer) },
      { key: 'account', header: C.account, width: 40, value: (r) => r.account?.label ?? '' },
      { key: 'expected', header: C.expectedAmount, width: 16, value: (r) => amount(r.expected) },
      { key: 'found', header: C.found, width: 16, value: (r) => amount(r.found) },
      { key: 'difference', header: C.difference, width: 16, value: (r) => amount(r.difference) },
      { key: 'status', header: C.status, width: 14, value: (r) => M.divergenceStatuses[r.status] },
      { key: 'reason_code', header: C.reason, width: 28, value: (r) => (r.reason_code ? M.reasons[r.reason_code] : '') },
      { key: 'updated_by_name', header: C.updatedBy, width: 24, value: (r) => r.updated_by_name ?? M.system },
      { key: 'updated_at', header: C.updatedAt, width: 18, value: (r) => formatDateTime(r.updated_at) },
    ],
  });
}
