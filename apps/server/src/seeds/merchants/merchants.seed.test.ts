import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_CREDITOR_EMAIL, DEMO_PASSWORD, seedDemo } from '../access.seed';
import { DEMO_IF_CREDITOR_DOCUMENT, seedDemoMerchants } from './merchants.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT, seedDemoSchedules } from '../schedules.seed';
import { merchantOptins, merchants } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoMerchants(t.database.db, t.app.modules.services);
});
afterAll(async () => t?.close());

describe('demo merchants', () => {
  it('are forty across the three demo suppliers, in every state, origin and onboarding type, PF, PJ and alphanumeric', async () => {
    const rows = await t.database.db.select().from(merchants);
    expect(rows).toHaveLength(41);
    expect(new Set(rows.map((r) => r.creditorId)).size).toBe(3);
    expect(new Set(rows.map((r) => r.accountStatus))).toEqual(new Set(['pendente', 'ativo', 'inativo', 'reprovado']));
    expect(new Set(rows.map((r) => r.originAccount))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.map((r) => r.onboardingType))).toEqual(new Set([1, 2, 3]));
    expect(rows.some((r) => r.typePerson === 1 && r.documentNumber.length === 11)).toBe(true);
    expect(rows.some((r) => /[A-Z]/.test(r.documentNumber))).toBe(true);
    expect(rows.every((r) => r.contactEmail && r.addressZipCode && r.legalNatureDescription && r.cnaes.length > 0)).toBe(true);
    // The schedules seed's merchants, by the same documents.
    for (const document of [generateCnpj({ seed: 101 }), generateCpf({ seed: 104 }), generateCnpj({ seed: 202 })])
      expect(rows.map((r) => r.documentNumber)).toContain(document);
  });

  it('give the suppliers their parameters through the creditors module: the partner type and partnership follow', async () => {
    const services = t.app.modules.services('creditors');
    const ids = new Map((await t.database.db.query.creditors.findMany()).map((c) => [c.documentNumber, c.id]));
    const fi = await services.identityOf(ids.get(DEMO_IF_CREDITOR_DOCUMENT)!);
    expect(fi?.partner_type).toBe('if');
    const second = await services.identityOf(ids.get(DEMO_SECOND_CREDITOR_DOCUMENT)!);
    expect(second?.partnership).toBeTruthy();
    const rows = await t.database.db.select().from(merchants);
    expect(rows.filter((r) => r.creditorId === fi!.id).every((r) => r.partnerType === 'if')).toBe(true);
    expect(rows.filter((r) => r.creditorId === second!.id).every((r) => r.partnership === second!.partnership)).toBe(true);
  });

  it('is idempotent, and the schedules seed after it finds its merchants here (no new ones) and gives them opt-ins', async () => {
    await seedDemoMerchants(t.database.db, t.app.modules.services);
    expect(await t.database.db.$count(merchants)).toBe(41);
    await seedDemoSchedules(t.database.db, t.app.modules.services);
    expect(await t.database.db.$count(merchants)).toBe(41);
    expect(await t.database.db.$count(merchantOptins)).toBe(7);
    // The list's opt-in column follows them: the demo supplier's user sees its four.
    const token = await t.signIn(DEMO_CREDITOR_EMAIL, DEMO_PASSWORD);
    const list = await t.as(token, { method: 'GET', url: '/api/merchants', query: { optin_status: 'true' } });
    expect(list.json().metadata.resultset.count).toBe(4);
  });
});
