import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, MESSAGES, monitoringReportQuerySchema, percentReconciled, VALIDATION_MESSAGES, type ItemStatus, type MonitoringReportResponse } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { waitFor } from '../../../jobs/testing/wait';
import { creditorUserToken } from '../../creditors/testing';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { errorMessage } from '../testing';
import { createMonitoringReportRepository } from './monitoring-report.repository';
import { createMonitoringReportService } from './monitoring-report.service';
import { insertBankItems, reportCreditor, reportFixture, type BankItemSeed } from './testing';

let t: TestApp;
let f: Awaited<ReturnType<typeof reportFixture>>;
let creditorUser: string;

const report = async (query: Record<string, string> = {}) => {
  const res = await t.as(f.admin, { method: 'GET', url: '/api/reconciliation/monitoring/report', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MonitoringReportResponse;
};
const cents = (v: string) => Math.round(Number(v) * 100);

beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
  creditorUser = await creditorUserToken(t, f.a.creditor.id, [['conciliacao_bancaria', ['read', 'edit']]]);
}, 180_000);
afterAll(async () => t?.close());

describe('Relatório de Monitoramento (spec 4 §2.10, §4.8)', () => {
  it('answers the hand-counted figures over the default period (the last 30 days to the registry’s date)', async () => {
    const r = await report();
    expect(r.period).toEqual({ date_from: '2026-02-01', date_to: '2026-03-02' });
    const [alfa, beta] = [f.a.creditor.id, f.b.creditor.id].map((id) => r.creditors.find((c) => c.creditor_id === id)!);
    expect(alfa).toMatchObject({ conciliated_percent: '52.6', pending_count: 2, pending_amount: '40.00', oldest_days: 10, failed_files: 2, insufficient_contracts: 0 });
    // 1 of 2000 is 0.05%: half to even, as percentReconciled rounds, gives 0.0 (half up would give 0.1).
    expect(beta).toMatchObject({ conciliated_percent: '0.0', pending_count: 1, pending_amount: '2.50', oldest_days: 40, failed_files: 1 });
    expect(r.kpis).toEqual({ conciliated_percent: '47.6', pending_count: 3, pending_amount: '42.50', oldest_days: 40, failed_files: 3, insufficient_contracts: 0 });
  });

  it('gives a point for every day of the period, null where nothing was decided', async () => {
    const r = await report({ date_from: '2026-02-19', date_to: '2026-02-26' });
    expect(r.daily).toEqual([
      { date: '2026-02-19', conciliated_percent: null },
      { date: '2026-02-20', conciliated_percent: '62.5' },
      { date: '2026-02-21', conciliated_percent: '0.0' },
      { date: '2026-02-22', conciliated_percent: null },
      { date: '2026-02-23', conciliated_percent: null },
      { date: '2026-02-24', conciliated_percent: null },
      { date: '2026-02-25', conciliated_percent: '0.0' },
      { date: '2026-02-26', conciliated_percent: null },
    ]);
  });

  it('filters by creditors and period, and keeps the cards the sums of the table (check 5)', async () => {
    const only = await report({ creditor_ids: f.b.creditor.id });
    expect(only.creditors.map((c) => c.creditor_id)).toEqual([f.b.creditor.id]);
    expect(only.kpis).toMatchObject({ conciliated_percent: '0.0', pending_count: 1, failed_files: 1 });
    expect(only.failed_files.map((x) => x.name)).toEqual(['confirmar.csv']);
    for (const query of <Record<string, string>[]>[{}, { date_from: '2026-01-01', date_to: '2026-01-31' }, { date_from: '2026-02-21', date_to: '2026-02-21' }, { creditor_ids: `${f.a.creditor.id},${f.b.creditor.id}` }]) {
      const r = await report(query);
      const sum = (k: 'pending_count' | 'failed_files' | 'insufficient_contracts') => r.creditors.reduce((s, c) => s + c[k], 0);
      expect(r.kpis.pending_count, JSON.stringify(query)).toBe(sum('pending_count'));
      expect(r.kpis.failed_files).toBe(sum('failed_files'));
      expect(r.kpis.insufficient_contracts).toBe(sum('insufficient_contracts'));
      expect(cents(r.kpis.pending_amount)).toBe(r.creditors.reduce((s, c) => s + cents(c.pending_amount), 0));
      const ages = r.creditors.flatMap((c) => (c.oldest_days === null ? [] : [c.oldest_days]));
      expect(r.kpis.oldest_days).toBe(ages.length ? Math.max(...ages) : null);
    }
    const january = await report({ date_from: '2026-01-01', date_to: '2026-01-31' });
    expect(january.kpis).toMatchObject({ conciliated_percent: '100.0', pending_count: 1, pending_amount: '77.77', oldest_days: 60 });
  });

  it('lists the failed files newest first with their creditor and message', async () => {
    const r = await report();
    expect(r.failed_files.map((x) => [x.name, x.status, x.creditor_name, x.message])).toEqual([
      ['confirmar.csv', 'aguardando_confirmacao', '=HYPERLINK("x") Beta Ltda', null],
      ['vinculo.ofx', 'aguardando_vinculo', 'Alfa Fornecedor Ltda', null],
      ['rejeitado.ofx', 'rejeitado', 'Alfa Fornecedor Ltda', 'Arquivo sem lançamentos.'],
    ]);
  });

  it('sorts the table by each column both ways', async () => {
    expect((await report()).creditors.map((c) => c.creditor_name)).toEqual(['=HYPERLINK("x") Beta Ltda', 'Alfa Fornecedor Ltda']);
    expect((await report({ creditorNameOrder: 'desc' })).creditors.map((c) => c.creditor_id)).toEqual([f.a.creditor.id, f.b.creditor.id]);
    expect((await report({ conciliatedPercentOrder: 'desc' })).creditors.map((c) => c.creditor_id)).toEqual([f.a.creditor.id, f.b.creditor.id]);
    expect((await report({ oldestDaysOrder: 'asc' })).creditors.map((c) => c.creditor_id)).toEqual([f.a.creditor.id, f.b.creditor.id]);
    expect((await report({ pendingAmountOrder: 'desc' })).creditors.map((c) => c.creditor_id)).toEqual([f.a.creditor.id, f.b.creditor.id]);
    const twice = await t.as(f.admin, { method: 'GET', url: '/api/reconciliation/monitoring/report', query: { pendingCountOrder: 'asc', failedFilesOrder: 'asc' } });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a period ending before it starts, or longer than 92 days, with the spec’s messages', async () => {
    const ask = (query: Record<string, string>) => t.as(f.admin, { method: 'GET', url: '/api/reconciliation/monitoring/report', query });
    const backwards = await ask({ date_from: '2026-02-10', date_to: '2026-02-01' });
    expect([backwards.statusCode, errorMessage(backwards)]).toEqual([400, VALIDATION_MESSAGES.endBeforeStart]);
    const long = await ask({ date_from: '2025-11-01', date_to: '2026-02-01' });
    expect([long.statusCode, errorMessage(long)]).toEqual([400, MESSAGES.monitoringReport.periodTooLong]);
    // Only 'De': 'Até' is the registry's date, and the period is checked the same.
    const fromOnly = await ask({ date_from: '2025-06-01' });
    expect([fromOnly.statusCode, errorMessage(fromOnly)]).toEqual([400, MESSAGES.monitoringReport.periodTooLong]);
    expect((await report({ date_from: '2026-02-28' })).period).toEqual({ date_from: '2026-02-28', date_to: '2026-03-02' });
    const exportLong = await t.as(f.admin, { method: 'GET', url: '/api/reconciliation/monitoring/report/export', query: { date_from: '2025-06-01' } });
    expect([exportLong.statusCode, errorMessage(exportLong)]).toEqual([400, MESSAGES.monitoringReport.periodTooLong]);
  });

  it('refuses malformed input with 400 and a Portuguese message, never a 5xx', async () => {
    for (const query of <Record<string, string>[]>[{ date_from: 'a\u0000b' }, { creditor_ids: 'nao-e-uuid' }, { creditor_ids: 'é'.repeat(2500) }, { date_to: '2026-02-30' }, { pendingCountOrder: 'up' }]) {
      const res = await t.as(f.admin, { method: 'GET', url: '/api/reconciliation/monitoring/report', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorMessage(res)).toMatch(/[a-zà-ú]/i);
    }
    for (const payload of [{}, { ate: 'amanhã' }, { ate: ['2026-03-03'] }]) {
      const res = await t.as(f.admin, { method: 'POST', url: '/api/reconciliation/monitoring/report/tick', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 403 to a creditor user on every call of the report (check 9)', async () => {
    for (const call of [
      { method: 'GET', url: '/api/reconciliation/monitoring/report' },
      { method: 'GET', url: '/api/reconciliation/monitoring/report/export' },
      { method: 'POST', url: '/api/reconciliation/monitoring/report/tick', payload: { ate: '2026-03-03' } },
    ] as const) {
      const res = await t.as(creditorUser, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('exports the table with the visible columns in order, the grid’s headers and sort, neutralised, then the cards as its total (checks 5 and 6)', async () => {
    const r = await report({ pendingCountOrder: 'desc' });
    const url = '/api/reconciliation/monitoring/report/export?format=xlsx&pendingCountOrder=desc&columns=creditor_name,pending_count,pending_amount,conciliated_percent,oldest_days,failed_files,insufficient_contracts';
    const { rows } = await xlsxRows((await exportThroughJob(t, f.admin, url)).download.rawPayload);
    const T = MESSAGES.monitoringReport.byCreditor;
    expect(rows[0]).toEqual([T.creditor, T.pending, T.pendingAmount, T.conciliated, T.oldest, T.failedFiles, T.insufficient]);
    expect(rows.slice(1, -1)).toEqual(
      r.creditors.map((c) => [
        c.creditor_name.startsWith('=') ? `'${c.creditor_name}` : c.creditor_name,
        c.pending_count,
        Number(c.pending_amount),
        c.conciliated_percent === null ? null : Number(c.conciliated_percent),
        c.oldest_days,
        c.failed_files,
        c.insufficient_contracts,
      ]),
    );
    expect(rows.at(-1)).toEqual(['Total do filtro', r.kpis.pending_count, Number(r.kpis.pending_amount), Number(r.kpis.conciliated_percent), r.kpis.oldest_days, r.kpis.failed_files, r.kpis.insufficient_contracts]);
    const body = rows.slice(1, -1);
    expect(body.reduce((s, x) => s + Number(x[1]), 0)).toBe(r.kpis.pending_count);
    expect(Math.round(body.reduce((s, x) => s + Number(x[2]) * 100, 0))).toBe(cents(r.kpis.pending_amount));
  });

  it('lists a creditor with insufficient contracts and no company, and counts them in the cards', async () => {
    const stranger = await createCreditor(t.database.db, { companyName: 'Gama Ltda' });
    const serviceWith = (insufficient: Map<string, number>) =>
      createMonitoringReportService({
        repo: createMonitoringReportRepository(t.database.pool),
        today: async () => '2026-03-02',
        sandboxEnabled: () => false,
        insufficientByCreditor: async () => insufficient,
      });
    const r = await serviceWith(new Map([[f.a.creditor.id, 2], [stranger.id, 1]])).report(monitoringReportQuerySchema.parse({}));
    expect(r.creditors.map((c) => [c.creditor_name, c.insufficient_contracts])).toEqual([['=HYPERLINK("x") Beta Ltda', 0], ['Alfa Fornecedor Ltda', 2], ['Gama Ltda', 1]]);
    expect(r.kpis.insufficient_contracts).toBe(3);
    expect(r.sandbox).toEqual({ enabled: false, today: '2026-03-02', next_day: null });
    // Filtered to other creditors, the stranger's contracts count nowhere.
    const only = await serviceWith(new Map([[stranger.id, 1]])).report(monitoringReportQuerySchema.parse({ creditor_ids: f.a.creditor.id }));
    expect([only.creditors.map((c) => c.creditor_id), only.kpis.insufficient_contracts]).toEqual([[f.a.creditor.id], 0]);
  });
});

describe('% conciliado in SQL agrees with percentReconciled (property, spec 4 §4.8)', () => {
  /** A small deterministic generator: the same cases every run, each still able to fail. */
  function lcg(seed: number) {
    let s = seed;
    return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  }
  const STATUSES: ItemStatus[] = ['conciliada', 'divergente', 'nao_encontrada', 'aguardando', 'a_liquidar'];

  it('per day and over the period, on random items (ties and negative amounts included)', async () => {
    const c = await reportCreditor(t, f.admin, 'Delta Propriedades Ltda');
    const r = lcg(20_260_302);
    const byDay = new Map<string, BankItemSeed[]>();
    for (let d = 0; d < 40; d++) {
      const date = `2025-0${5 + Math.floor(d / 28)}-${String((d % 28) + 1).padStart(2, '0')}`;
      // Small amounts make exact halves frequent; a few large ones test the range.
      const scale = r() < 0.7 ? 8 : 10_000_000;
      const amount = () => Math.floor(r() * scale) * (r() < 0.15 ? -1 : 1);
      const items = Array.from({ length: 1 + Math.floor(r() * 6) }, () => ({ date, status: STATUSES[Math.floor(r() * STATUSES.length)]!, expected: amount(), settled: amount(), credited: amount() }));
      byDay.set(date, items);
      await insertBankItems((sql, params) => t.database.query(sql, params), c.creditor.id, c.accountId, items);
    }
    const repo = createMonitoringReportRepository(t.database.pool);
    const days = [...byDay.keys()].sort();
    const scope = { dateFrom: days[0]!, dateTo: days.at(-1)!, creditorIds: [c.creditor.id] };
    const asText = (p: number | null) => (p === null ? null : p.toFixed(1));
    const daily = await repo.daily(scope);
    for (const point of daily) expect(point.conciliated_percent, point.date).toBe(asText(byDay.has(point.date) ? percentReconciled(byDay.get(point.date)!) : null));
    expect(daily.filter((p) => byDay.has(p.date)).length).toBe(byDay.size);
    const [row] = await repo.byCreditor({ ...scope, alsoCreditors: [] });
    expect(row!.conciliated_percent).toBe(asText(percentReconciled([...byDay.values()].flat())));
  });
});

describe('Executar processamento diário (spec 4 §2.10 item 5, §9.1)', () => {
  it('ticks the sandbox to the confirmed day as a job with progress, and tells the admin', async () => {
    const registry = t.app.modules.services('registry');
    const today = await registry.today();
    const before = await report();
    expect(before.sandbox).toEqual({ enabled: true, today, next_day: addBusinessDays(today, 1) });
    const res = await t.as(f.admin, { method: 'POST', url: '/api/reconciliation/monitoring/report/tick', payload: { ate: before.sandbox.next_day } });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().job_id as string;
    const job = await waitFor(async () => {
      const j = (await t.as(f.admin, { method: 'GET', url: `/api/jobs/${jobId}` })).json();
      return j.status === 'completed' || j.status === 'failed' ? j : undefined;
    }, `job ${jobId}`);
    expect([job.status, job.done, job.total, job.type]).toEqual(['completed', 3, 3, 'registry.tick-day']);
    expect(await registry.today()).toBe(before.sandbox.next_day);
    const list = (await t.as(f.admin, { method: 'GET', url: '/api/notifications' })).json();
    const [dd, mm, yyyy] = [before.sandbox.next_day!.slice(8), before.sandbox.next_day!.slice(5, 7), before.sandbox.next_day!.slice(0, 4)];
    expect(list.results.map((x: { notification: { description: string } }) => x.notification.description)).toContain(MESSAGES.monitoringReport.sandbox.done(`${dd}/${mm}/${yyyy}`));
    // The same confirmation again (a stale page) does not move the registry a second time.
    const again = await t.as(f.admin, { method: 'POST', url: '/api/reconciliation/monitoring/report/tick', payload: { ate: before.sandbox.next_day } });
    expect([again.statusCode, errorMessage(again)]).toEqual([400, MESSAGES.registry.tickDateNotAfter]);
    expect((await report()).sandbox.today).toBe(before.sandbox.next_day);
  });
});
