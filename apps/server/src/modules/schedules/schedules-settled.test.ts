import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, addDays, generateCnpj, type ScheduleRequest } from '@lastro/domain';
import { waitFor } from '../../jobs/testing/wait';
import { xlsxRows } from '../exports/testing/export-flow';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor } from '../../test/fixtures';
import { optInThroughApi } from '../../test/optins';

// A file of its own: it moves the registry's clock, which the other schedule tests read.
const M = MESSAGES.schedules;

let t: TestApp;
let adminToken: string;
let creditorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditorId = (await createCreditor(db)).id;
  const admin = await createAccount(db, { type: 'Backoffice' });
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const cents = (reais: number) => Math.round(reais * 100);

async function queryAgenda(merchantId: string): Promise<{ id: string; variant: NonNullable<ScheduleRequest['schedule_consolidated']> }> {
  const res = await t.as(adminToken, { method: 'POST', url: '/api/requests/create-consolidated', payload: { creditor_id: creditorId, merchant_id: merchantId } });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().id as string;
  const done = await waitFor(async () => {
    const d = (await t.as(adminToken, { method: 'GET', url: `/api/requests/${id}` })).json() as ScheduleRequest;
    return d.request_status.code !== '01' && d;
  }, 'schedule query job');
  expect(done.request_status.code, done.error_message ?? '').toBe('02');
  return { id, variant: done.schedule_consolidated! };
}

describe('the agenda after the registry settles URs', () => {
  it('shows the settled amount: total = committed + free + settled on every row, in the Resumo and in the summary file', async () => {
    const today = await t.app.modules.services('registry').today();
    const merchant = await t.app.modules
      .services('merchants')
      .ensure({ creditorId, documentNumber: generateCnpj({ seed: 9401 }), companyName: 'Loja Liquidada Ltda', tradingName: 'Liquidada' });
    const optIn = await optInThroughApi(t, adminToken, merchant.id, {
      creditor_id: creditorId,
      signature_date: today,
      start_date: today,
      end_date: addDays(today, 365),
    });
    expect(optIn.statusCode, optIn.body).toBe(201);

    // The first settlement date ahead: the registry pays it when its clock reaches it.
    const before = await queryAgenda(merchant.id);
    const due = before.variant.schedule_analytical.map((u) => u.settlement_date).filter((d) => d > today).sort()[0]!;
    expect(due).toBeTruthy();
    const tick = await t.as(adminToken, { method: 'POST', url: '/api/registry/tick', payload: { ate: due } });
    expect(tick.statusCode, tick.body).toBe(200);
    expect(tick.json().unidadesLiquidadas).toBeGreaterThan(0);

    const { id, variant } = await queryAgenda(merchant.id);
    const analytical = variant.schedule_analytical;
    expect(analytical.length).toBeGreaterThan(0);
    for (const u of analytical)
      expect(cents(u.amount_total), JSON.stringify(u)).toBe(cents(u.amount_committed) + cents(u.amount_available) + cents(u.amount_settled));
    const settledToday = analytical.filter((u) => u.settlement_date === due);
    expect(settledToday.length).toBeGreaterThan(0);
    for (const u of settledToday) expect(u, 'a UR paid on the reference date').toMatchObject({ amount_committed: 0, amount_available: 0, amount_settled: u.amount_total });
    expect(settledToday.some((u) => u.amount_settled > 0)).toBe(true);

    // The Resumo: each acquirer and arrangement's line is the sum of its URs, and adds up the same way.
    const lines = variant.summary.flatMap((s) => s.arrangements.map((a) => ({ ...a, acquirer_document: s.acquirer_document })));
    for (const line of lines) {
      const units = analytical.filter((u) => u.acquirer_document === line.acquirer_document && u.arrangement_code === line.arrangement_code);
      const sum = (f: (u: (typeof units)[number]) => number) => units.reduce((a, u) => a + cents(f(u)), 0);
      expect([line.amount_total, line.amount_committed, line.amount_available, line.amount_settled].map(cents)).toEqual([
        sum((u) => u.amount_total),
        sum((u) => u.amount_committed),
        sum((u) => u.amount_available),
        sum((u) => u.amount_settled),
      ]);
      expect(cents(line.amount_total)).toBe(cents(line.amount_committed) + cents(line.amount_available) + cents(line.amount_settled));
    }
    expect(lines.some((l) => l.amount_settled > 0)).toBe(true);

    // The summary file carries the columns, and each of its rows the same identity and the Resumo's amounts.
    const xlsx = await t.as(adminToken, { method: 'GET', url: `/api/requests/${id}/summary/export`, query: { format: 'xls' } });
    expect(xlsx.statusCode).toBe(200);
    const { rows } = await xlsxRows(xlsx.rawPayload);
    const header = rows[0] as string[];
    const at = (label: string) => {
      const i = header.indexOf(label);
      expect(i, label).toBeGreaterThanOrEqual(0);
      return i;
    };
    const [total, committed, free, settled] = [M.totalColumn, M.committedColumn, M.availableColumn, M.settledColumn].map(at) as [number, number, number, number];
    expect(header[settled]).toBe('Liquidado');
    const fileAmounts = rows.slice(1).map((r) => [r[total], r[committed], r[free], r[settled]].map((v) => cents(v as number)));
    expect(fileAmounts).toEqual(lines.map((l) => [l.amount_total, l.amount_committed, l.amount_available, l.amount_settled].map(cents)));
    for (const [tot, com, fre, set] of fileAmounts) expect(tot).toBe(com! + fre! + set!);

    const csv = await t.as(adminToken, { method: 'GET', url: `/api/requests/${id}/summary/export`, query: { format: 'csv' } });
    expect(csv.statusCode).toBe(200);
    const [csvHeader, ...csvRows] = csv.body.replace(/^\ufeff/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(csvHeader).toEqual(header);
    const csvCents = (v: string) => cents(Number(v.replace(',', '.')));
    expect(csvRows.map((r) => [r[total]!, r[committed]!, r[free]!, r[settled]!].map(csvCents))).toEqual(fileAmounts);
  });
});
