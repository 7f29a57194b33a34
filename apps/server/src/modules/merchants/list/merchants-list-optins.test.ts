import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { merchantOptins, merchants } from '../../../db/schema/merchants';
import { createTestApp, type TestApp } from '../../../test/app';
import { allPages } from '../../../test/pages';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';

/**
 * The optin_status of the list's rows (a sub-select per row of the page, where an `exists` was
 * planned as a hash of every active opt-in) against the plain `exists` over the same rows:
 * every opt-in state, each sort that reads it, pages from first to last, both scopes, and the
 * registry's date moving under the list.
 */
let t: TestApp;
let adminToken: string;
let userA: string;
let creditorA: string;
let creditorB: string;
let today: string;

interface Row {
  id: string;
  optin_status: boolean;
}

/** The same rows by the plain OFFSET query with `exists`, on the registry's date now. */
async function expected(order: 'default' | 'asc' | 'desc', filters: { creditorId?: string; optinStatus?: boolean } = {}) {
  const exists = `exists (select 1 from merchant_optins o where o.merchant_id = m.id and o.creditor_id = m.creditor_id and o.status = 'ativo'
                          and o.start_date <= c.today and o.end_date >= c.today)`;
  const where = [
    filters.creditorId ? `m.creditor_id = '${filters.creditorId}'` : 'true',
    filters.optinStatus === undefined ? 'true' : filters.optinStatus ? exists : `not ${exists}`,
  ].join(' and ');
  const orderBy = order === 'default' ? 'm.created_at desc, m.id desc' : `${exists} ${order}, m.id asc`;
  return t.database.query<Row>(
    `select m.id::text as id, ${exists} as optin_status from merchants m, registry.clock c where ${where} order by ${orderBy}`,
  );
}

/** Every row, page by page, with the totals the pages answered. */
async function paged(token: string, query: Record<string, string | number>, size: number) {
  const { rows, counts } = await allPages<Row>(t, token, '/api/merchants', query, size);
  return { rows: rows.map((r) => ({ id: r.id, optin_status: r.optin_status })), counts };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditorA = (await createCreditor(db)).id;
  creditorB = (await createCreditor(db)).id;
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
  userA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA, profileId: profile.id })).email, TEST_PASSWORD);
  today = await t.app.modules.services('registry').today();

  // Pairs of merchants created at the same instant: the id breaks the default order's ties too.
  const at = (i: number) => new Date(Date.UTC(2025, 5, 1 + Math.floor(i / 2), 12));
  const rows = await db
    .insert(merchants)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        creditorId: i % 4 === 3 ? creditorB : creditorA,
        documentNumber: generateCnpj({ seed: 96100 + i }),
        typePerson: 2,
        companyName: `Loja Opt-in ${i} Ltda`,
        tradingName: `Loja Opt-in ${i}`,
        createdAt: at(i),
      })),
    )
    .returning({ id: merchants.id, creditorId: merchants.creditorId });
  const optIn = (i: number, over: Partial<typeof merchantOptins.$inferInsert>) => ({
    merchantId: rows[i]!.id,
    creditorId: rows[i]!.creditorId,
    signatureDate: addDays(today, -30),
    startDate: addDays(today, -30),
    endDate: addDays(today, 30),
    status: 'ativo' as const,
    ...over,
  });
  await db.insert(merchantOptins).values([
    optIn(0, {}),
    optIn(1, { endDate: addDays(today, -1) }),
    optIn(2, { startDate: addDays(today, 1), endDate: addDays(today, 60) }),
    optIn(3, {}),
    optIn(4, { status: 'solicitado' }),
    optIn(5, { status: 'inativo' }),
    // Another supplier's opt-in on this supplier's merchant is not the row's.
    optIn(6, { creditorId: creditorB }),
    // Two opt-ins, one of them active: one row still.
    optIn(8, { status: 'inativo', endDate: addDays(today, -5) }),
    optIn(8, {}),
    // Two active ones: one row, true.
    optIn(9, {}),
    optIn(9, { startDate: addDays(today, -2) }),
    // Ending today and starting today both hold today.
    optIn(10, { endDate: today }),
    optIn(11, { startDate: today }),
    optIn(13, {}),
    optIn(14, { endDate: addDays(today, 2) }),
    optIn(17, {}),
    optIn(20, { endDate: addDays(today, 1) }),
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/merchants: optin_status of each row', () => {
  it('is the supplier’s opt-in active on the registry’s date, row by row, in every sort that reads it, page by page', async () => {
    const truths = (await expected('default')).filter((r) => r.optin_status).length;
    expect(truths).toBeGreaterThan(5);
    for (const [query, order] of [
      [{}, 'default'],
      [{ optinStatusOrder: 'desc' }, 'desc'],
      [{ optinStatusOrder: 'asc' }, 'asc'],
    ] as const) {
      const want = await expected(order);
      for (const size of [5, 7]) {
        const got = await paged(adminToken, query, size);
        expect(got.rows, `${JSON.stringify(query)} pages of ${size}`).toEqual(want);
        expect(got.counts).toEqual([want.length]);
      }
    }
  });

  it('filters by it, and keeps a creditor user to its own merchants', async () => {
    for (const optinStatus of [true, false]) {
      const want = await expected('default', { optinStatus });
      expect((await paged(adminToken, { optin_status: String(optinStatus) }, 4)).rows).toEqual(want);
      const own = await expected('default', { creditorId: creditorA, optinStatus });
      expect((await paged(userA, { optin_status: String(optinStatus) }, 4)).rows).toEqual(own);
    }
    const own = await expected('desc', { creditorId: creditorA });
    expect((await paged(userA, { optinStatusOrder: 'desc' }, 3)).rows).toEqual(own);
    expect((await paged(adminToken, { creditor_id: creditorA, optinStatusOrder: 'desc' }, 3)).rows).toEqual(own);
  });

  // Moves the registry's date: the last test of the file.
  it('follows the registry’s date from the first call after it moved', async () => {
    const before = await paged(adminToken, {}, 50);
    expect(before.rows).toEqual(await expected('default'));
    for (const day of [addDays(today, 1), addDays(today, 3), addDays(today, -31), today]) {
      await t.database.query('update registry.clock set today = $1', [day]);
      const now = await expected('default');
      expect((await paged(adminToken, {}, 50)).rows, day).toEqual(now);
      expect((await paged(userA, { optin_status: 'true' }, 50)).rows, day).toEqual(await expected('default', { creditorId: creditorA, optinStatus: true }));
    }
    expect((await paged(adminToken, {}, 50)).rows).toEqual(before.rows);
  });
});

