import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, contractFigures } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminToken } from '../../creditors/testing';
import { creditorWithDomicile } from '../../commitments/registration/testing/fixtures';
import { insertDeal } from '../../commitments/testing/deal-rows';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
}, 120_000);
afterAll(async () => t?.close());

const effect = fc.record({ amountCents: fc.integer({ min: 1, max: 2_000_000 }), constituted: fc.boolean(), settled: fc.boolean() });
const contractArb = fc.record({
  effects: fc.array(effect, { minLength: 1, maxLength: 4 }),
  /** The installment's amount against Σ effects, in percent. */
  amountPercent: fc.integer({ min: 50, max: 200 }),
  settledPercent: fc.constantFrom(0, 0, 50, 99, 100),
  minPercentage: fc.integer({ min: 1, max: 100 }),
  dueIn: fc.integer({ min: -10, max: 120 }),
});

describe('monitoring figures (spec 4 §4.7)', () => {
  it('each row equals contractFigures() of its commitment’s own data, for random commitments', async () => {
    const today = await t.app.modules.services('registry').today();
    await fc.assert(
      fc.asyncProperty(fc.array(contractArb, { minLength: 1, maxLength: 4 }), async (contracts) => {
        const creditor = await creditorWithDomicile(t);
        const expected = new Map<string, ReturnType<typeof contractFigures>>();
        for (const c of contracts) {
          const { installment, deal } = await insertDeal(t.database.db, {
            creditor,
            contractIdentifier: `CTR-PROP-${Date.now()}-${Math.random()}`,
            effects: c.effects.map((e, i) => ({
              acquirer: '01027058000191',
              arrangement: 'VCC',
              settlementDate: addDays(today, i + 1),
              constituted: e.constituted,
              amountCents: e.amountCents,
              ...(e.settled ? { settledCents: e.amountCents, settledOn: today } : {}),
            })),
          });
          const sum = c.effects.reduce((s, e) => s + e.amountCents, 0);
          const amount = Math.round((sum * c.amountPercent) / 100);
          const settled = Math.round((amount * c.settledPercent) / 100);
          await t.database.query('update deal_installments set amount = $2, effective_settlement_amount = $3 where id = $1', [installment.id, amount, settled]);
          await t.database.query('update deals set min_percentage = $2, expiration_date = $3 where id = $1', [deal.id, c.minPercentage, addDays(today, c.dueIn)]);
          const applied = c.effects.filter((e) => e.constituted && !e.settled).reduce((s, e) => s + e.amountCents, 0);
          expected.set(installment.id, contractFigures({ contractAmount: amount, appliedToSettle: applied, settled, minPercentage: c.minPercentage, dueDate: addDays(today, c.dueIn), today }));
        }
        const res = await t.as(admin, { method: 'GET', url: '/api/reconciliation/monitoring/contracts', query: { creditor_id: creditor.id, limit: '100' } });
        const rows = (res.json() as { results: { installment_id: string; debt: string; coverage_percent: string | null; situation: string; days_to_due: number; near_due: boolean }[] }).results;
        expect(rows.length).toBe(contracts.length);
        for (const r of rows) {
          const f = expected.get(r.installment_id)!;
          expect({ debt: Math.round(Number(r.debt) * 100), coverage: r.coverage_percent === null ? null : Number(r.coverage_percent), situation: r.situation, days: r.days_to_due, near: r.near_due }).toEqual({
            debt: f.debt,
            coverage: f.coverage,
            situation: f.situation,
            days: f.daysToDue,
            near: f.nearDue,
          });
        }
      }),
      { numRuns: 6 },
    );
  });
});
