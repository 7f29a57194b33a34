import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MonitoringContractsQuery } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { creditorWithDomicile } from '../../commitments/registration/testing/fixtures';
import { insertDeal } from '../../commitments/testing/deal-rows';
import { createMonitoringRepository } from './monitoring.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

// Few distinct values, so that sort keys tie and the installment id has to break the ties.
const contractArb = fc.record({
  amountCents: fc.constantFrom(100_000, 200_000),
  constituted: fc.boolean(),
  amountPercent: fc.constantFrom(50, 100, 150),
  // All, all but 3 cents (quitado, with a coverage) or nothing settled: nulls and values share the quitados' group.
  settled: fc.constantFrom('all', 'all-but-3', 'none'),
  dueIn: fc.constantFrom(-1, 10),
});
const SORTS = [{}, { coveragePercentOrder: 'desc' }, { debtOrder: 'desc' }, { debtOrder: 'asc' }, { dueDateOrder: 'asc' }, { situationOrder: 'desc' }, { merchantNameOrder: 'asc' }];

describe('monitoring deep pages (spec 4 §2.9)', () => {
  it('a page read in the reversed order, or by its ids first, holds the rows the forward read gives, for every window and sort', async () => {
    const today = await t.app.modules.services('registry').today();
    const repo = createMonitoringRepository(t.database.pool, { deepOffset: Infinity });
    // Every page deep: its ids found first, then its rows read whole.
    const deep = createMonitoringRepository(t.database.pool, { deepOffset: 0 });
    await fc.assert(
      fc.asyncProperty(fc.array(contractArb, { minLength: 3, maxLength: 7 }), async (contracts) => {
        const creditor = await creditorWithDomicile(t);
        for (const c of contracts) {
          const { installment, deal } = await insertDeal(t.database.db, {
            creditor,
            contractIdentifier: `CTR-PAGE-${Date.now()}-${Math.random()}`,
            effects: [{ acquirer: '01027058000191', arrangement: 'VCC', settlementDate: addDays(today, 1), constituted: c.constituted, amountCents: c.amountCents }],
          });
          const amount = Math.round((c.amountCents * c.amountPercent) / 100);
          const settled = c.settled === 'all' ? amount : c.settled === 'all-but-3' ? amount - 3 : 0;
          await t.database.query('update deal_installments set amount = $2, effective_settlement_amount = $3 where id = $1', [installment.id, amount, settled]);
          await t.database.query('update deals set expiration_date = $2 where id = $1', [deal.id, addDays(today, c.dueIn)]);
        }
        const scope = { creditorId: creditor.id, today };
        const count = await repo.count(scope, {});
        expect(count).toBe(contracts.length);
        expect(count).toBe((await repo.totals(scope, {})).count);
        for (const sort of SORTS)
          for (let limit = 1; limit <= 3; limit++)
            for (let offset = 0; offset <= contracts.length; offset++) {
              const q = { ...sort, offset, limit } as unknown as MonitoringContractsQuery;
              const ids = async (r: typeof repo, n?: number) => (await r.page(scope, q, n)).map((row) => row.installment_id);
              const forward = await ids(repo);
              const label = JSON.stringify({ sort, limit, offset });
              expect(await ids(repo, count!), label).toEqual(forward);
              expect(await ids(deep), label).toEqual(forward);
              expect(await ids(deep, count!), label).toEqual(forward);
            }
      }),
      { numRuns: 4 },
    );
  });

  it('counts without the figures only while no filter reads one', async () => {
    const repo = createMonitoringRepository(t.database.pool);
    const scope = { creditorId: null, today: await t.app.modules.services('registry').today() };
    expect(await repo.count(scope, { situations: ['insuficiente'] })).toBeNull();
    expect(await repo.count(scope, { near_expiry: true })).toBeNull();
    expect(await repo.count(scope, { coverage_below: 80 })).toBeNull();
    expect(await repo.count(scope, { code: 'x', strategy: 1 })).toBe((await repo.totals(scope, { code: 'x', strategy: 1 })).count);
  });
});
