import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFigures, PERMISSIONS } from '@lastro/domain';
import { createCreditor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { creditorUserToken } from '../../creditors/testing';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { matchingFixture, type MatchingFixture } from '../matching/testing';
import { errorMessage } from '../testing';

let t: TestApp;
let f: MatchingFixture;
let user: string;

type Query = Record<string, string>;
interface Row { installment_id: string; deal_id: string; creditor_id: string; code: string; contract_amount: string; applied_to_settle: string; settled: string; debt: string; coverage_percent: string | null; min_percentage: string; situation: string; due_date: string; days_to_due: number; near_due: boolean }
interface Page { results: Row[]; metadata: { resultset: { count: number } }; totals: Record<string, string | number | null> }
interface Summary { coverage_bands: { band: string; count: number; debt: string }[]; expiry_weeks: { week_start: string; situation: string; count: number; debt: string }[] }

const cents = (v: string) => Math.round(Number(v) * 100);
const get = async <R>(token: string, url: string, query: Query = {}) => {
  const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/monitoring/${url}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};
async function allRows(token: string, query: Query) {
  const first = await get<Page>(token, 'contracts', { ...query, offset: '0', limit: '2' });
  const rows = [...first.results];
  for (let offset = 2; offset < first.metadata.resultset.count; offset += 2) rows.push(...(await get<Page>(token, 'contracts', { ...query, offset: String(offset), limit: '2' })).results);
  return { rows, first };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await matchingFixture(t);
  user = await creditorUserToken(t, f.creditor.id, [[PERMISSIONS.conciliacao_monitoramento_contratos, ['read']]]);
}, 180_000);
afterAll(async () => t?.close());

describe("'Monitoramento dos Contratos' (spec 4 §2.9, §4.7)", () => {
  it('lists the creditor’s registered installments with the figures of contractFigures()', async () => {
    const { rows, first } = await allRows(user, {});
    expect(rows.length).toBeGreaterThan(0);
    expect(first.metadata.resultset.count).toBe(rows.length);
    const today = await t.app.modules.services('registry').today();
    for (const r of rows) {
      expect(r.creditor_id).toBe(f.creditor.id);
      const fig = contractFigures({ contractAmount: cents(r.contract_amount), appliedToSettle: cents(r.applied_to_settle), settled: cents(r.settled), minPercentage: Number(r.min_percentage), dueDate: r.due_date, today });
      expect({ debt: cents(r.debt), coverage: r.coverage_percent === null ? null : Number(r.coverage_percent), situation: r.situation, days: r.days_to_due, near: r.near_due }).toEqual({
        debt: fig.debt,
        coverage: fig.coverage,
        situation: fig.situation,
        days: fig.daysToDue,
        near: fig.nearDue,
      });
    }
  });

  it('sorts by coverage ascending by default, the quitados last, and both ways on any key', async () => {
    const { rows } = await allRows(f.admin, { creditor_id: f.creditor.id });
    const owing = rows.filter((r) => r.situation !== 'quitado' && r.coverage_percent !== null);
    expect(rows.slice(0, owing.length)).toEqual(owing);
    const covs = owing.map((r) => Number(r.coverage_percent));
    expect(covs).toEqual([...covs].sort((a, b) => a - b));
    const asc = (await allRows(f.admin, { creditor_id: f.creditor.id, debtOrder: 'asc' })).rows.map((r) => r.installment_id);
    const desc = (await allRows(f.admin, { creditor_id: f.creditor.id, debtOrder: 'desc' })).rows.map((r) => r.installment_id);
    expect(new Set(asc)).toEqual(new Set(desc));
  });

  it('totals = Σ rows of all pages = the summary bands, for random filter sets (§13 check 5)', async () => {
    const sets: Query[] = [{}, { situations: 'insuficiente,suficiente' }, { near_expiry: 'true' }, { coverage_below: '80' }, { strategy: '0' }, { deal_status: 'aprovado' }, { situations: 'quitado' }];
    for (const q of sets) {
      const { rows, first } = await allRows(user, q);
      const sum = (k: keyof Row) => rows.reduce((s, r) => s + cents(r[k] as string), 0);
      expect(cents(first.totals.debt as string), JSON.stringify(q)).toBe(sum('debt'));
      expect(cents(first.totals.applied_to_settle as string)).toBe(sum('applied_to_settle'));
      expect(first.totals.insufficient_count).toBe(rows.filter((r) => r.situation === 'insuficiente').length);
      const summary = await get<Summary>(user, 'contracts/summary', q);
      expect(summary.coverage_bands.map((b) => b.band)).toEqual(['0-50', '50-80', '80-100', '100-110', '110+']);
      expect(summary.coverage_bands.reduce((s, b) => s + cents(b.debt), 0)).toBe(sum('debt'));
      expect(summary.coverage_bands.reduce((s, b) => s + b.count, 0)).toBe(rows.filter((r) => cents(r.debt) > 0).length);
    }
  });

  it('exports the visible columns in order, in the sort, then the Total do filtro (§13 checks 5, 6)', async () => {
    const q = { debtOrder: 'desc' };
    const { rows: grid, first } = await allRows(user, q);
    const url = `/api/reconciliation/monitoring/contracts/export?${new URLSearchParams({ ...q, format: 'xlsx', columns: 'code,debt,situation' })}`;
    const { rows } = await xlsxRows((await exportThroughJob(t, user, url)).download.rawPayload);
    expect(rows[0]).toEqual(['Código', 'Saldo devedor', 'Situação']);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(grid.map((r) => r.code));
    expect(rows.slice(1, -1).reduce((s, r) => s + Math.round(Number(r[1]) * 100), 0)).toBe(cents(first.totals.debt as string));
    expect(rows.at(-1)).toEqual(['Total do filtro', Number(first.totals.debt), null]);
  });

  it("neutralises a formula: an external reference '=HYPERLINK(\"x\")' comes out as text (§13 check 6)", async () => {
    const row = (await get<Page>(user, 'contracts')).results[0]!;
    await t.database.query(`update deal_installments set external_reference = '=HYPERLINK("x")' where id = $1`, [row.installment_id]);
    const url = `/api/reconciliation/monitoring/contracts/export?${new URLSearchParams({ format: 'xlsx', columns: 'external_reference,code' })}`;
    const { rows } = await xlsxRows((await exportThroughJob(t, user, url)).download.rawPayload);
    expect(rows[0]).toEqual(['Referência externa', 'Código']);
    expect(rows.slice(1, -1).map((r) => r[0])).toContain(`'=HYPERLINK("x")`);
  });

  it('opens a contract with the URs it reaches, their agenda and bank items', async () => {
    const row = (await get<Page>(user, 'contracts')).results[0]!;
    const detail = await get<{ contract: Row; units: { settlement_date: string; arrangement: { code: string; name: string | null }; agenda: { id: string; status: string } | null }[] }>(user, `contracts/${row.installment_id}`);
    expect(detail.contract.installment_id).toBe(row.installment_id);
    expect(detail.units.length).toBeGreaterThan(0);
    // The arrangement named from the registers' table, not only its registry code.
    const [named] = await t.database.query<{ name: string }>('select brand_name as name from arrangements where payment_arrangement = $1', [detail.units[0]!.arrangement.code]);
    expect(detail.units[0]!.arrangement.name).toBe(named!.name);
    expect(detail.units.some((u) => u.agenda !== null)).toBe(true);
  });

  it("answers 404 to another creditor's user, replaces its creditor_id and 403 without the slug (§13 check 9)", async () => {
    const row = (await get<Page>(user, 'contracts')).results[0]!;
    const other = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, other.id, [[PERMISSIONS.conciliacao_monitoramento_contratos, ['read']]]);
    const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/monitoring/contracts/${row.installment_id}` });
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('Registro não encontrado');
    expect((await get<Page>(token, 'contracts', { creditor_id: f.creditor.id })).metadata.resultset.count).toBe(0);
    expect((await get<Page>(f.admin, 'contracts', { creditor_id: other.id })).metadata.resultset.count).toBe(0);
    const without = await creditorUserToken(t, f.creditor.id, [[PERMISSIONS.conciliacao_agenda, ['read']]]);
    for (const url of ['contracts', 'contracts/summary', `contracts/${row.installment_id}`, 'contracts/export?format=csv'])
      expect((await t.as(without, { method: 'GET', url: `/api/reconciliation/monitoring/${url}` })).statusCode, url).toBe(403);
  });

  it('counts the insufficient contracts per creditor for the report', async () => {
    const { rows } = await allRows(user, {});
    const counts = await t.app.modules.services('reconciliation').insufficientByCreditor([f.creditor.id]);
    expect(counts.get(f.creditor.id) ?? 0).toBe(rows.filter((r) => r.situation === 'insuficiente').length);
  });
});
