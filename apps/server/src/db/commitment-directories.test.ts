import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/database';
import type { AppDb } from './client';
import { createCreditor } from '../test/fixtures';
import { insertDeal } from '../modules/commitments/testing/deal-rows';
import { contractDirectory, effectDirectory } from './schema/commitments.views';

let db: AppDb;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const opened = await createTestDatabase();
  db = opened.database.db;
  dispose = opened.dispose;
});
afterAll(async () => dispose?.());

describe('the commitments directories the reconciliation reads (migration 0982)', () => {
  it('show each installment with its commitment, and each effect with its contract identifier', async () => {
    const creditor = await createCreditor(db);
    const deal = await insertDeal(db, {
      creditor,
      code: 'DIR-1',
      withDomicile: true,
      contractIdentifier: 'CTR-DIR-1',
      effects: [
        { acquirer: '01027058000191', arrangement: 'VCC', settlementDate: '2026-04-06', amountCents: 12_345 },
        { acquirer: '01027058000191', arrangement: 'MCC', settlementDate: '2026-04-07', amountCents: 500, settledCents: 500, settledOn: '2026-04-07' },
      ],
    });
    const contracts = await db.select().from(contractDirectory).where(eq(contractDirectory.creditorId, creditor.id));
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ dealId: deal.deal.id, code: 'DIR-1', contractIdentifier: 'CTR-DIR-1', installment: 1 });
    expect(contracts[0]!.bankAccountId).toBeTruthy();
    const effects = await db.select().from(effectDirectory).where(eq(effectDirectory.creditorId, creditor.id)).orderBy(effectDirectory.settlementDate);
    expect(effects.map((e) => [e.contractIdentifier, e.arrangement, e.effectAmount, e.effectiveSettlementAmount, e.effectiveSettlementDate])).toEqual([
      ['CTR-DIR-1', 'VCC', 12_345, 0, null],
      ['CTR-DIR-1', 'MCC', 500, 500, '2026-04-07'],
    ]);
    expect(effects.every((e) => e.bankAccountId === contracts[0]!.bankAccountId)).toBe(true);
  });
});

describe("the contracts' effect sums (migration 1000)", () => {
  /** The sums as the triggers keep them, beside the same sums computed from the effects. */
  async function sumsOf(installmentId: string) {
    const [kept] = await db.select().from(contractDirectory).where(eq(contractDirectory.installmentId, installmentId));
    const { rows } = (await db.execute(sql`
      select coalesce(sum(effect_amount) filter (where constituted and status = 'aplicado' and effective_settlement_date is null), 0)::int as applied,
             coalesce(sum(amount_onerate) filter (where status = 'solicitado' and not constituted), 0)::int as to_constitute
        from deal_effects where installment_id = ${installmentId}`)) as unknown as { rows: { applied: number; to_constitute: number }[] };
    return { kept: [kept!.effectsApplied, kept!.effectsToConstitute], computed: [rows[0]!.applied, rows[0]!.to_constitute] };
  }

  it('follow every insert, update and delete of the effects, in one statement or many', async () => {
    const creditor = await createCreditor(db);
    const { installment } = await insertDeal(db, {
      creditor,
      contractIdentifier: 'CTR-SUMS-1',
      effects: [
        { acquirer: '01027058000191', arrangement: 'VCC', settlementDate: '2026-04-06', amountCents: 10_000 },
        { acquirer: '01027058000191', arrangement: 'MCC', settlementDate: '2026-04-07', amountCents: 2_000, constituted: false },
        { acquirer: '01027058000191', arrangement: 'ECC', settlementDate: '2026-04-08', amountCents: 500, settledCents: 500, settledOn: '2026-04-08' },
      ],
    });
    const expectKept = async () => {
      const s = await sumsOf(installment.id);
      expect(s.kept).toEqual(s.computed);
      return s.kept;
    };
    expect((await expectKept())[0]).toBeGreaterThan(0);
    await db.execute(sql`update deal_effects set status = 'solicitado' where installment_id = ${installment.id} and arrangement = 'MCC'`);
    expect((await expectKept())[1]).toBeGreaterThan(0);
    // The UR a constituir is constituted and applied; the applied one is paid; then one is removed.
    await db.execute(sql`update deal_effects set constituted = true, status = 'aplicado' where installment_id = ${installment.id} and arrangement = 'MCC'`);
    await expectKept();
    await db.execute(sql`update deal_effects set effective_settlement_date = '2026-04-06', effective_settlement_amount = effect_amount where installment_id = ${installment.id} and arrangement = 'VCC'`);
    await expectKept();
    await db.execute(sql`delete from deal_effects where installment_id = ${installment.id} and arrangement = 'MCC'`);
    expect(await expectKept()).toEqual([0, 0]);
  });
});
