import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, generateCnpj, generateCpf } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor } from '../../test/fixtures';
import { merchantAcquirerArrangements, merchantAcquirers } from '../../db/schema/merchants.acquirers';
import { merchantPartners } from '../../db/schema/merchants.partners';
import { seedReferenceData } from '../reference-data.seed';
import { seedDemoMerchantLinks } from './links.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(async () => t?.close());

const tally = async () => {
  const db = t.database.db;
  const [p] = await db.select({ n: count() }).from(merchantPartners);
  const [l] = await db.select({ n: count() }).from(merchantAcquirers);
  const [a] = await db.select({ n: count() }).from(merchantAcquirerArrangements);
  return { partners: p!.n, links: l!.n, arrangements: a!.n };
};

describe('demo partners and acquirer links', () => {
  it('gives PJ merchants partners, every merchant links, the opted-in one discovered arranjos, and runs again without change', async () => {
    const db = t.database.db;
    const creditor = await createCreditor(db);
    const admin = await createAccount(db, { type: 'Backoffice' });
    const merchants = t.app.modules.services('merchants');
    const withOptIn = await merchants.ensure({
      creditorId: creditor.id,
      documentNumber: generateCnpj({ seed: 991 }),
      companyName: 'Demo Um Ltda',
      tradingName: 'Um',
    });
    const person = await merchants.ensure({
      creditorId: creditor.id,
      documentNumber: generateCpf({ seed: 992 }),
      companyName: 'Maria Demo',
      tradingName: 'Maria',
    });
    const today = await t.app.modules.services('registry').today();
    await merchants.registerOptIn(
      withOptIn.id,
      { creditor_id: creditor.id, signature_date: today, start_date: today, end_date: addDays(today, 90) },
      admin.id,
    );

    await seedDemoMerchantLinks(db, t.app.modules.services);
    const partnersOf = (id: string) =>
      db.select().from(merchantPartners).where(eq(merchantPartners.merchantId, id));
    expect((await partnersOf(withOptIn.id)).length).toBeGreaterThanOrEqual(2);
    expect(await partnersOf(person.id)).toEqual([]);
    const links = await db
      .select()
      .from(merchantAcquirers)
      .where(eq(merchantAcquirers.merchantId, person.id));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.advancementId !== null)).toBe(true);
    const discovered = await db
      .select({ code: merchantAcquirerArrangements.arrangementCode })
      .from(merchantAcquirerArrangements)
      .innerJoin(merchantAcquirers, eq(merchantAcquirers.id, merchantAcquirerArrangements.linkId))
      .where(eq(merchantAcquirers.merchantId, withOptIn.id));
    expect(discovered.length).toBeGreaterThan(0);
    const noArranjosWithoutOptIn = await db
      .select({ code: merchantAcquirerArrangements.arrangementCode })
      .from(merchantAcquirerArrangements)
      .innerJoin(merchantAcquirers, eq(merchantAcquirers.id, merchantAcquirerArrangements.linkId))
      .where(eq(merchantAcquirers.merchantId, person.id));
    expect(noArranjosWithoutOptIn).toEqual([]);

    const before = await tally();
    await seedDemoMerchantLinks(db, t.app.modules.services);
    expect(await tally()).toEqual(before);
  });
});
