import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
