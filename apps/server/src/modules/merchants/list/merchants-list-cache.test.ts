import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { creditors } from '../../../db/schema/creditors';
import { merchantOptins, merchants } from '../../../db/schema/merchants';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';

/**
 * The list's pages and counts are kept in memory (pageTables, keyed by the query's filters):
 * every filter and the caller's scope must be part of the key, and a write to any table a page
 * reads must reach the next call.
 */
let t: TestApp;
let admin: string;
let userA: string;
let creditorA: { id: string };
let creditorB: { id: string };
let ids: { one: string; two: string; three: string };

const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.as(token, { method: 'GET', url: '/api/merchants', query: { limit: '5', ...query } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { metadata: { resultset: { count: number } }; results: { id: string }[] };
  return [body.metadata.resultset.count, body.results.map((r) => r.id)];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditorA = await createCreditor(db, { companyName: 'Gama Fomento Ltda' });
  creditorB = await createCreditor(db, { companyName: 'Delta Crédito Ltda' });
  admin = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
  userA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA.id, profileId: profile.id })).email, TEST_PASSWORD);
  const at = (day: number) => new Date(Date.UTC(2025, 2, day, 12));
  const rows = await db
    .insert(merchants)
    .values([
      { creditorId: creditorA.id, documentNumber: generateCnpj({ seed: 7701 }), typePerson: 2, companyName: 'Cachê Um Ltda', tradingName: 'Cachê Um', createdAt: at(1) },
      { creditorId: creditorA.id, documentNumber: generateCnpj({ seed: 7702 }), typePerson: 2, companyName: 'Cachê Dois Ltda', tradingName: 'Cachê Dois', active: false, createdAt: at(2) },
      { creditorId: creditorB.id, documentNumber: generateCnpj({ seed: 7703 }), typePerson: 2, companyName: 'Cachê Três Ltda', tradingName: 'Cachê Três', accountStatus: 'ativo', createdAt: at(3) },
    ])
    .returning();
  const [one, two, three] = rows.map((r) => r.id) as [string, string, string];
  ids = { one, two, three };
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/merchants: pages and counts kept in memory', () => {
  it('keeps each filter and each scope its own cached page and count, in any order of calls', async () => {
    const { one, two, three } = ids;
    const doc = async (id: string) => (await t.database.db.select().from(merchants).where(eq(merchants.id, id)))[0]!.documentNumber;
    const unfiltered = await list(admin);
    for (let round = 0; round < 2; round++) {
      expect(await list(admin, { name: 'cache' })).toEqual([3, [three, two, one]]);
      expect(await list(userA, { name: 'cache' })).toEqual([2, [two, one]]);
      expect(await list(admin, { name: 'cache', creditor_id: creditorB.id })).toEqual([1, [three]]);
      expect(await list(admin, { name: 'cache', active: 'false' })).toEqual([1, [two]]);
      expect(await list(admin, { name: 'cache', account_status: 'ativo' })).toEqual([1, [three]]);
      expect(await list(admin, { document: await doc(one) })).toEqual([1, [one]]);
      expect(await list(admin, { name: 'cache', optin_status: 'true' })).toEqual([0, []]);
      expect(await list(admin, { name: 'cache', tradingNameOrder: 'asc' })).toEqual([3, [two, three, one]]);
      expect(await list(admin)).toEqual(unfiltered);
    }
  });

  it('shows a write to any table a page reads at the next call: the merchant, its opt-in, its supplier', async () => {
    const db = t.database.db;
    const { one } = ids;
    type Row = { id: string; trading_name: string; optin_status: boolean; creditor: { company_name: string } };
    const rowOf = async () => {
      const res = await t.as(admin, { method: 'GET', url: '/api/merchants', query: { name: 'cache', limit: '5' } });
      return (res.json() as { results: Row[] }).results.find((r) => r.id === one)!;
    };
    expect(await rowOf()).toMatchObject({ trading_name: 'Cachê Um', optin_status: false, creditor: { company_name: 'Gama Fomento Ltda' } });

    await db.update(merchants).set({ tradingName: 'Cachê Um Novo' }).where(eq(merchants.id, one));
    expect((await rowOf()).trading_name).toBe('Cachê Um Novo');

    const today = await t.app.modules.services('registry').today();
    await db.insert(merchantOptins).values({ merchantId: one, creditorId: creditorA.id, signatureDate: today, startDate: today, endDate: addDays(today, 30), status: 'ativo' });
    expect((await rowOf()).optin_status).toBe(true);
    expect(await list(admin, { name: 'cache', optin_status: 'true' })).toEqual([1, [one]]);

    await db.update(creditors).set({ companyName: 'Gama Renomeada Ltda' }).where(eq(creditors.id, creditorA.id));
    expect((await rowOf()).creditor.company_name).toBe('Gama Renomeada Ltda');
  });
});
