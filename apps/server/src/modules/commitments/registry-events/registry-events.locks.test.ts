import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { lockForCopies, upsertEffectCopies } from '../effect-copies.repository';
import { insertDeal } from '../testing/deal-rows';
import { createRegistryEventsRepository } from './registry-events.repository';

/**
 * A deal's change rewrites its effects' copies of it (migration 0964) while the deal's row is
 * held. Every writer of effects holds their deals before them (then the installments): a batch
 * of the registry's events, which writes effects and then moves their deals, or a registration
 * writing effects row by row while a move rewrites them in another order, would otherwise wait
 * for what waits for it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Until another connection of this test's database waits for a row: the table of that row. */
async function someoneWaits(): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const [row] = await t.database.query<{ relation: string | null }>(
      `select (select l.relation::regclass::text from pg_locks l where l.pid = a.pid and l.locktype = 'tuple' limit 1) relation
       from pg_stat_activity a where a.datname = current_database() and a.wait_event_type = 'Lock'`,
    );
    if (row) return row.relation ?? '';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no connection came to wait for a lock');
}

const EFFECT = {
  acquirerDocument: '01027058000191',
  arrangement: 'VCC',
  settlementDate: '2026-05-04',
  constituted: true,
  effectOrder: 1,
  status: 'aplicado',
  amountOnerate: 20_000,
  effectAmount: 20_000,
  effectiveSettlementAmount: 0,
  effectiveSettlementDate: null,
};

const copiesOf = (dealId: string) =>
  t.database.query<{ status: number; copy: number; amount: string }>(
    'select d.status, e.deal_status copy, e.effect_amount amount from deals d join deal_effects e on e.deal_id = d.id where d.id = $1',
    [dealId],
  );

describe('registry events and the report copies', () => {
  it("a batch of copies and the deal's move at the same moment both commit, and the copies follow the last", async () => {
    const creditor = await createCreditor(t.database.db);
    const { deal, installment } = await insertDeal(t.database.db, {
      creditor,
      status: 7,
      effects: [{ acquirer: '01027058000191', arrangement: 'VCC', settlementDate: '2026-05-04', amountCents: 10_000 }],
    });
    const repo = createRegistryEventsRepository(t.database.db);
    let cancelled: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      const [found] = await repo.installments(tx, [installment.externalReference]);
      expect(found!.dealId).toBe(deal.id);
      await repo.saveEffects(tx, [{ installmentId: installment.id, dealId: deal.id, effect: EFFECT }]);
      // Another process cancels the deal meanwhile.
      cancelled = t.database.pool.query('update deals set status = 3 where id = $1', [deal.id]);
      await someoneWaits();
      expect(await repo.moveDeals(tx, [{ id: deal.id, from: 7, to: 2, statusMessage: null }])).toEqual([deal.id]);
    });
    await cancelled;
    expect(await copiesOf(deal.id)).toEqual([{ status: 3, copy: 3, amount: '20000' }]);
  });

  it("a registration's copies hold the deal: its move meanwhile waits for the deal, not for the effects", async () => {
    const creditor = await createCreditor(t.database.db);
    const { deal, installment } = await insertDeal(t.database.db, {
      creditor,
      effects: [{ acquirer: '01027058000191', arrangement: 'VCC', settlementDate: '2026-05-04', amountCents: 10_000 }],
    });
    let cancelled: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      await lockForCopies(tx, [installment.id]);
      await tx.execute(upsertEffectCopies([{ installmentId: installment.id, dealId: deal.id, effect: EFFECT }]));
      cancelled = t.database.pool.query('update deals set status = 3 where id = $1', [deal.id]);
      expect(await someoneWaits()).toBe('deals');
    });
    await cancelled;
    expect(await copiesOf(deal.id)).toEqual([{ status: 3, copy: 3, amount: '20000' }]);
  });
});
