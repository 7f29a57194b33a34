import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { creditorUserToken } from '../../creditors/testing';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { errorMessage } from '../testing';
import { b, matchingFixture, UNIDENTIFIED_CREDIT, type MatchingFixture } from './testing';

let t: TestApp;
let f: MatchingFixture;

type Query = Record<string, string>;
interface Page<R> { results: R[]; metadata: { resultset: { count: number } }; totals: Record<string, unknown> }
const get = async <R>(token: string, url: string, query: Query = {}) => {
  const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/${url}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};
const cents = (v: string) => Math.round(Number(v) * 100);

/** Every row of a list, page by page (size 3: several pages even for a small set). */
async function allRows<R>(token: string, url: string, query: Query): Promise<{ rows: R[]; first: Page<R> }> {
  const first = await get<Page<R>>(token, url, { ...query, offset: '0', limit: '3' });
  const rows = [...first.results];
  for (let offset = 3; offset < first.metadata.resultset.count; offset += 3) rows.push(...(await get<Page<R>>(token, url, { ...query, offset: String(offset), limit: '3' })).results);
  return { rows, first };
}

/** A small deterministic generator: the same filter sets on every run, each still able to fail. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}
const pickSome = <T>(r: () => number, xs: readonly T[]) => xs.filter(() => r() < 0.4);
const STATUSES = ['conciliada', 'divergente', 'nao_encontrada', 'aguardando', 'a_liquidar'] as const;

beforeAll(async () => {
  t = await createTestApp();
  f = await matchingFixture(t);
}, 180_000);
afterAll(async () => t?.close());

describe('Conciliação de Agenda (spec 4 §2.3)', () => {
  interface Row { id: string; settlement_date: string; status: string; expected: string; settled: string; difference: string; differs: string[]; divergence_types: string[]; contract: { identifier: string }; account: { label: string } | null }

  it('lists the creditor’s items by settlement date with the postponed one Divergente (Data), in the default order', async () => {
    const { rows, first } = await allRows<Row>(f.user, 'schedule', {});
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.settlement_date)).toEqual([...rows.map((r) => r.settlement_date)].sort());
    const late = rows.filter((r) => r.status === 'divergente');
    expect(late.map((r) => [r.settlement_date, r.differs, r.divergence_types])).toEqual([[b(2), ['data'], ['liquidado_diferente']]]);
    expect(rows.filter((r) => r.settlement_date > b(5)).every((r) => r.status === 'a_liquidar')).toBe(true);
    expect(first.totals.pending_divergences).toBe(1);
    expect(rows[0]!.account!.label).toMatch(/ · ag \d+ · cc .+ — /);
  });

  it('sorts by any column both ways, the id breaking ties', async () => {
    for (const [key, field] of [['expectedOrder', 'expected'], ['statusOrder', 'status'], ['settlementDateOrder', 'settlement_date']] as const) {
      const asc = (await allRows<Row>(f.user, 'schedule', { [key]: 'asc' })).rows;
      const desc = (await allRows<Row>(f.user, 'schedule', { [key]: 'desc' })).rows;
      const value = (r: Row) => (field === 'expected' ? Number(r.expected) : r[field]);
      expect(asc.map(value)).toEqual([...asc.map(value)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
      expect(desc.map((r) => r.id)).toEqual([...asc].reverse().map((r) => r.id));
    }
  });

  it('gives totals equal to the sum over every page, for random filter sets (§13 check 5)', async () => {
    const r = lcg(4242);
    for (let n = 0; n < 24; n++) {
      const q: Query = {};
      const statuses = pickSome(r, STATUSES);
      if (statuses.length) q.status = statuses.join(',');
      if (r() < 0.5) q.date_from = b(1 + Math.floor(r() * 4));
      if (r() < 0.5) q.date_to = b(4 + Math.floor(r() * 5));
      if (q.date_from && q.date_to && q.date_to < q.date_from) delete q.date_to;
      if (r() < 0.3) q.only_differences = 'true';
      if (r() < 0.3) q.account_id = f.accountId;
      const { rows, first } = await allRows<Row>(f.user, 'schedule', q);
      const sum = (k: 'expected' | 'settled') => rows.reduce((s, x) => s + cents(x[k]), 0);
      expect(first.metadata.resultset.count, JSON.stringify(q)).toBe(rows.length);
      expect(cents(first.totals.expected as string), JSON.stringify(q)).toBe(sum('expected'));
      expect(cents(first.totals.settled as string)).toBe(sum('settled'));
      expect(cents(first.totals.difference as string)).toBe(rows.filter((x) => x.settlement_date <= b(5)).reduce((s, x) => s + cents(x.difference), 0));
      if (statuses.length) expect(rows.every((x) => statuses.includes(x.status as (typeof STATUSES)[number]))).toBe(true);
      const charts = await get<{ by_status: { count: number }[] }>(f.user, 'schedule/charts', q);
      expect(charts.by_status.reduce((s, x) => s + x.count, 0)).toBe(rows.length);
    }
  });

  it('refuses a period over 92 days', async () => {
    const res = await t.as(f.user, { method: 'GET', url: '/api/reconciliation/schedule', query: { date_from: '2026-01-01', date_to: '2026-06-01' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('O período máximo é de 92 dias');
  });

  it('opens the drawer with the UR chain and the bank item the money reached', async () => {
    const { rows } = await allRows<Row>(f.user, 'schedule', { date_from: b(1), date_to: b(1) });
    const detail = await get<{ item: Row; chain: { unit: { key: string }; effects: unknown[]; other_effects: unknown }; bank_item: { date: string } | null }>(f.user, `schedule/${rows[0]!.id}`);
    expect(detail.item.id).toBe(rows[0]!.id);
    expect(detail.chain.effects.length).toBeGreaterThan(0);
    expect(detail.bank_item?.date).toBe(b(1));
    const asAdmin = await get<typeof detail>(f.admin, `schedule/${rows[0]!.id}`);
    expect([asAdmin.chain.effects.length, asAdmin.chain.other_effects]).toEqual([detail.chain.effects.length, null]);
  });
});

describe('Conciliação Bancária (spec 4 §2.4)', () => {
  interface Row { id: string; date: string; status: string; expected: string; settled: string; credited: string; suggestion: { line: { amount: string } } | null; match: { kind: string } | null; divergence_types: string[]; acquirer: { name: string } }

  it("lists days by account and acquirer, newest first, with the suggestion, the matches and 'Não identificada'", async () => {
    const { rows } = await allRows<Row>(f.user, 'bank', {});
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
    expect(rows.filter((r) => r.suggestion)).toHaveLength(1);
    expect(rows.filter((r) => r.match?.kind === 'automatica').length).toBeGreaterThan(0);
    const orphan = rows.find((r) => r.divergence_types.includes('credito_sem_origem'))!;
    expect([orphan.acquirer.name, cents(orphan.credited)]).toEqual(['Não identificada', UNIDENTIFIED_CREDIT]);
    const suggested = await get<Page<Row>>(f.user, 'bank', { match_type: 'sugerida' });
    expect(suggested.results.map((r) => r.id)).toEqual(rows.filter((r) => r.suggestion).map((r) => r.id));
  });

  it('gives totals equal to the sum over every page, for random filter sets (§13 check 5)', async () => {
    const r = lcg(777);
    for (let n = 0; n < 20; n++) {
      const q: Query = {};
      const statuses = pickSome(r, STATUSES);
      if (statuses.length) q.status = statuses.join(',');
      if (r() < 0.5) q.date_from = b(1 + Math.floor(r() * 4));
      if (r() < 0.3) q.only_differences = 'true';
      if (r() < 0.3) q.match_type = (['automatica', 'manual', 'sugerida'] as const)[Math.floor(r() * 3)]!;
      const { rows, first } = await allRows<Row>(f.user, 'bank', q);
      const sum = (k: 'expected' | 'settled' | 'credited') => rows.reduce((s, x) => s + cents(x[k]), 0);
      expect(first.metadata.resultset.count, JSON.stringify(q)).toBe(rows.length);
      for (const k of ['expected', 'settled', 'credited'] as const) expect(cents(first.totals[k] as string), `${k} ${JSON.stringify(q)}`).toBe(sum(k));
    }
  });

  it("gives 'Por dia' one row per day with the running difference, 'Outros lançamentos' and the balance only for one account", async () => {
    const q = { date_from: b(1), date_to: b(5) };
    const daily = await get<{ results: { date: string; settled: string; credited: string; day_difference: string; running_difference: string; other_entries: string; closing_balance: string | null }[]; totals: { settled: string } }>(f.user, 'bank/daily', q);
    expect(daily.results[0]!.date).toBe(b(1));
    expect(daily.results.at(-1)!.date).toBe(b(5));
    let running = 0;
    for (const row of daily.results) {
      expect(cents(row.day_difference)).toBe(cents(row.credited) - cents(row.settled));
      running += cents(row.day_difference);
      expect(cents(row.running_difference)).toBe(running);
      expect(row.closing_balance).toBeNull();
    }
    expect(cents(daily.results.find((x) => x.date === b(2))!.other_entries)).toBe(5_000 - 700);
    expect(daily.results.reduce((s, x) => s + cents(x.settled), 0)).toBe(cents(daily.totals.settled));
  });

  it('opens the drawer with Previsto, Liquidado and Creditado', async () => {
    const { rows } = await allRows<Row>(f.user, 'bank', { date_from: b(2), date_to: b(2) });
    const matched = rows.find((r) => r.match)!;
    const detail = await get<{ settled: { amount: string }[]; credited: { amount: string }[] }>(f.user, `bank/${matched.id}`);
    expect(detail.credited.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(matched.credited));
  });

  it("lists in the drawer exactly the Previsto and Liquidado rows the item's figures sum, for every item", async () => {
    const { rows } = await allRows<Row>(f.user, 'bank', { date_from: b(1), date_to: b(8) });
    const withMoney = rows.filter((r) => cents(r.expected) !== 0 || cents(r.settled) !== 0);
    expect(withMoney.length).toBeGreaterThan(3);
    for (const row of withMoney) {
      const detail = await get<{ expected: { amount: string }[]; settled: { amount: string }[] }>(f.user, `bank/${row.id}`);
      const sum = (xs: { amount: string }[]) => xs.reduce((s, x) => s + cents(x.amount), 0);
      expect([sum(detail.expected), sum(detail.settled)], row.id).toEqual([cents(row.expected), cents(row.settled)]);
      expect(detail.expected.length > 0, row.id).toBe(cents(row.expected) !== 0);
    }
  });
});

describe('Divergências (spec 4 §2.6)', () => {
  interface Row { id: string; type: string; status: string; difference: string; age_days: number }

  it('shows the pending queue by default, biggest |difference| first, with its summary and history', async () => {
    const { rows, first } = await allRows<Row>(f.user, 'divergences', {});
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.status === 'pendente')).toBe(true);
    const abs = rows.map((r) => Math.abs(cents(r.difference)));
    expect(abs).toEqual([...abs].sort((x, y) => y - x));
    expect(first.totals.abs_difference).toBe((abs.reduce((s, x) => s + x, 0) / 100).toFixed(2));
    const summary = await get<{ kpis: { pending_count: number }; aging: { count: number }[]; by_type: { count: number }[] }>(f.user, 'divergences/summary');
    expect(summary.kpis.pending_count).toBe(rows.length);
    expect(summary.aging[0]!.count).toBe(rows.length);
    expect(summary.by_type.reduce((s, x) => s + x.count, 0)).toBe(rows.length);
    const detail = await get<Row & { item: { id: string } | null }>(f.user, `divergences/${rows[0]!.id}`);
    expect(detail.item?.id).toBe((await t.database.query<{ item_id: string }>('select item_id from reconciliation_divergences where id = $1', [rows[0]!.id]))[0]!.item_id);
    const history = await get<{ event: string; text: string }[]>(f.user, `divergences/${rows[0]!.id}/history`);
    expect(history.at(-1)!.event).toBe('criada');
    const byType = await get<Page<Row>>(f.user, 'divergences', { types: 'credito_sem_origem' });
    expect(byType.results.map((r) => r.type)).toEqual(['credito_sem_origem']);
    const resolved = await get<Page<Row>>(f.user, 'divergences', { status: 'resolvida' });
    expect(resolved.results.every((r) => r.status === 'resolvida')).toBe(true);
  });
});

describe("another creditor's rows (§13 check 9)", () => {
  it("answers 404 'Registro não encontrado' to a creditor user and lists nothing of another creditor", async () => {
    const other = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, other.id, f.all);
    const item = (await get<Page<{ id: string }>>(f.user, 'schedule', {})).results[0]!;
    const bankItem = (await get<Page<{ id: string }>>(f.user, 'bank', {})).results[0]!;
    const divergence = (await get<Page<{ id: string }>>(f.user, 'divergences', {})).results[0]!;
    for (const url of [`schedule/${item.id}`, `bank/${bankItem.id}`, `divergences/${divergence.id}`, `divergences/${divergence.id}/history`]) {
      const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/${url}` });
      expect(res.statusCode, url).toBe(404);
      expect(errorMessage(res)).toBe('Registro não encontrado');
    }
    const listed = await get<Page<unknown>>(token, 'schedule', { creditor_id: f.creditor.id });
    expect(listed.metadata.resultset.count).toBe(0);
    const admin = await get<Page<unknown>>(f.admin, 'schedule', { creditor_id: f.creditor.id });
    expect(admin.metadata.resultset.count).toBeGreaterThan(0);
  });
});

describe("'Baixar tabela' (spec 4 §2.2 item 6, §13 check 5)", () => {
  it('exports the visible columns in their order, every filtered row in the sort, then the Total do filtro', async () => {
    const q = { date_from: b(1), date_to: b(8), expectedOrder: 'desc' };
    const { rows: grid, first } = await allRows<{ expected: string; status: string }>(f.user, 'schedule', q);
    const url = `/api/reconciliation/schedule/export?${new URLSearchParams({ ...q, format: 'xlsx', columns: 'expected,status' })}`;
    const { rows } = await xlsxRows((await exportThroughJob(t, f.user, url)).download.rawPayload);
    expect(rows[0]).toEqual(['Previsto', 'Situação']);
    const body = rows.slice(1, -1);
    expect(body.map((r) => Math.round(Number(r[0]) * 100))).toEqual(grid.map((r) => cents(r.expected)));
    expect(rows.at(-1)).toEqual([Number(first.totals.expected), 'Total do filtro']);
  });

  it("exports 'Por dia' (view=dia): its columns in order, the daily rows, then the daily totals", async () => {
    const q = { date_from: b(1), date_to: b(6), view: 'dia' };
    const daily = await get<{ results: { date: string; expected: string; settled: string; credited: string; day_difference: string; running_difference: string; other_entries: string }[]; totals: Record<string, string> }>(f.user, 'bank/daily', q);
    const columns = 'date,expected,settled,credited,day_difference,running_difference,other_entries,closing_balance,conciliated_percent';
    const url = `/api/reconciliation/bank/export?${new URLSearchParams({ ...q, format: 'xlsx', columns })}`;
    const { rows } = await xlsxRows((await exportThroughJob(t, f.user, url)).download.rawPayload);
    expect(rows[0]).toEqual(['Data', 'Previsto', 'Liquidado', 'Creditado', 'Diferença do dia', 'Diferença acumulada', 'Outros lançamentos', 'Saldo do extrato', '% conciliado']);
    const body = rows.slice(1, -1);
    expect(body.length).toBe(daily.results.length);
    const money = (v: unknown) => Math.round(Number(v) * 100);
    expect(body.map((r) => [money(r[1]), money(r[2]), money(r[3]), money(r[4]), money(r[5]), money(r[6])])).toEqual(
      daily.results.map((d) => [cents(d.expected), cents(d.settled), cents(d.credited), cents(d.day_difference), cents(d.running_difference), cents(d.other_entries)]),
    );
    const sum = (k: 'day_difference' | 'other_entries') => daily.results.reduce((s, d) => s + cents(d[k]), 0);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total do filtro');
    expect([money(total[1]), money(total[2]), money(total[3]), money(total[4]), money(total[6])]).toEqual([
      cents(daily.totals.expected!), cents(daily.totals.settled!), cents(daily.totals.credited!), sum('day_difference'), sum('other_entries'),
    ]);
  });

  it('exports the bank grid and the queue with their totals', async () => {
    const bankTotals = (await get<Page<unknown>>(f.user, 'bank', {})).totals;
    const bank = await xlsxRows((await exportThroughJob(t, f.user, '/api/reconciliation/bank/export?format=xlsx&columns=account,credited')).download.rawPayload);
    expect(bank.rows.at(-1)).toEqual(['Total do filtro', Number(bankTotals.credited)]);
    const queue = await get<Page<unknown>>(f.user, 'divergences', {});
    const divergences = await xlsxRows(
      (await exportThroughJob(t, f.user, '/api/reconciliation/divergences/export?format=xlsx&columns=type,expected,found,difference')).download.rawPayload,
    );
    expect(divergences.rows.length).toBe(queue.metadata.resultset.count + 2);
    // Each money column's total is the sum of the rows above it, as the grid's footer shows (check 5).
    const body = divergences.rows.slice(1, -1);
    const sum = (i: number) => body.reduce((s, r) => s + Math.round(Number(r[i]) * 100), 0) / 100;
    expect(divergences.rows.at(-1)).toEqual(['Total do filtro', sum(1), sum(2), sum(3)]);
    expect(queue.totals).toMatchObject({ expected: sum(1).toFixed(2), found: sum(2).toFixed(2), difference: sum(3).toFixed(2) });
  });
});
