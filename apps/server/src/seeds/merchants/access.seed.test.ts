import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { merchantAccounts, merchants } from '../../db/schema';
import { DEMO_CREDITOR_DOCUMENT } from '../access.seed';
import { ONBOARDING_DEMO_MERCHANT, seedDemoMerchantAccess } from './access.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT } from '../schedules.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo access accounts', () => {
  it("gives the demo merchants' accounts every onboarding state, once", async () => {
    const db = t.database.db;
    const demo = await createCreditor(db, { documentNumber: DEMO_CREDITOR_DOCUMENT });
    const second = await createCreditor(db, { documentNumber: DEMO_SECOND_CREDITOR_DOCUMENT });
    const ensure = t.app.modules.services('merchants').ensure;
    const docs: [string, string][] = [
      [demo.id, generateCnpj({ seed: 101 })],
      [demo.id, generateCnpj({ seed: 102 })],
      [demo.id, generateCnpj({ seed: 103 })],
      [demo.id, generateCpf({ seed: 104 })],
      [demo.id, generateCnpj({ seed: 105 })],
      [second.id, generateCnpj({ seed: 201 })],
      [second.id, generateCnpj({ seed: 202 })],
    ];
    for (const [creditorId, documentNumber] of docs) await ensure({ creditorId, documentNumber, companyName: 'Demo Ltda', tradingName: 'Demo' });

    await seedDemoMerchantAccess(db, t.app.modules.services);
    await seedDemoMerchantAccess(db, t.app.modules.services);

    const accounts = await db.select().from(merchantAccounts);
    expect(accounts).toHaveLength(8);
    const stepsOf = (a: (typeof accounts)[number]) =>
      [a.checkedEmailDate, a.checkedPhoneNumberDate, a.checkedTermPartnershipDate, a.checkedTermPolicyDate, a.checkedSelfieDate].filter(Boolean).length;
    expect(accounts.map(stepsOf).sort()).toEqual([0, 0, 1, 2, 4, 4, 5, 5]);
    expect(accounts.filter((a) => a.lockedUntil && a.lockedUntil > new Date())).toHaveLength(1);
    const [tryOut] = await db.select().from(merchants).where(eq(merchants.documentNumber, ONBOARDING_DEMO_MERCHANT.document));
    expect(tryOut).toMatchObject({ creditorId: demo.id, contactEmail: 'helena@jardimsecreto.com.br', phoneNumber: '11987650106', accountStatus: 'pendente' });
    const [lead] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, tryOut!.leadAccountId!));
    expect(stepsOf(lead!)).toBe(0);
    // Each recorded step holds its client address, after the one before.
    const done = accounts.find((a) => stepsOf(a) === 5 && !a.lockedUntil)!;
    expect(done.checkedSelfieAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(done.checkedSelfieDate!.getTime()).toBeGreaterThan(done.checkedEmailDate!.getTime());
  });
});
