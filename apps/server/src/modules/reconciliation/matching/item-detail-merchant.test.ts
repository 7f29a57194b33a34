import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BankItemDetail } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { merchantFreePartWorld } from '../testing';

// A file of its own: it sets the registry's clock back and moves it.
const D0 = '2026-06-01';

let t: TestApp;
let adminToken: string;
let creditorId: string;

const cents = (v: string) => Math.round(Number(v) * 100);
const get = async <R>(url: string, query: Record<string, string> = {}) => {
  const res = await t.as(adminToken, { method: 'GET', url: `/api/reconciliation/${url}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ creditorId, adminToken } = await merchantFreePartWorld(t, D0));
  await t.app.modules.services('reconciliation').reconcile(creditorId, { from: D0, to: addDays(D0, 10) });
}, 60_000);
afterAll(async () => t?.close());

describe("'Detalhe do pagamento' of a merchant account (spec 4 §2.4, §4.3)", () => {
  it('lists the free part behind Previsto and the titular’s settlements behind Liquidado, summing to the item', async () => {
    interface Row { id: string; expected: string; settled: string }
    const list = await get<{ results: Row[] }>('bank', { creditor_id: creditorId, date_from: D0, date_to: addDays(D0, 6), limit: '100' });
    const paid = list.results.filter((r) => cents(r.settled) > 0);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of list.results.filter((r) => cents(r.expected) !== 0 || cents(r.settled) !== 0)) {
      const d = await get<BankItemDetail>(`bank/${row.id}`);
      const sum = (xs: { amount: string }[]) => xs.reduce((s, x) => s + cents(x.amount), 0);
      expect([sum(d.expected), sum(d.settled)], row.id).toEqual([cents(row.expected), cents(row.settled)]);
      // The free part is no contract's.
      expect([...d.expected, ...d.settled].every((p) => p.contract_identifier === null)).toBe(true);
    }
  });
});
