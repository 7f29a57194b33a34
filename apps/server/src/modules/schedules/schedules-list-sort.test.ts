import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, defaultDateRange, generateCnpj } from '@lastro/domain';
import { merchants } from '../../db/schema/merchants';
import { scheduleRequests } from '../../db/schema/schedules';
import { createTestApp, type TestApp } from '../../test/app';
import { allPages } from '../../test/pages';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';

/**
 * The schedule queries list sorted by merchant or creditor name (read along the names' indexes
 * of migration 0963) against the plain OFFSET query: names shared by several queries (and by
 * two creditors), pages from first to last, both directions, over the default period and a
 * longer one, for an administrator and for a creditor user.
 */
let t: TestApp;
let adminToken: string;
let userA: string;
let creditorA: string;

const COLUMNS = { merchantCompanyName: 'merchant_company_name', creditorCompanyName: 'creditor_company_name' } as const;

/** The ids of the plain query: the period's queries (and the creditor's), by the name, then the id. */
async function expected(key: keyof typeof COLUMNS, direction: 'asc' | 'desc', period: { startDate: string; endDate: string }, creditorId?: string) {
  const rows = await t.database.query<{ id: string }>(
    `select id::text from schedule_requests
     where created_at >= ($1::date::timestamp at time zone 'America/Sao_Paulo')
       and created_at < ($2::date::timestamp at time zone 'America/Sao_Paulo') + interval '1 day'
       and ($3::uuid is null or creditor_id = $3)
     order by ${COLUMNS[key]} ${direction}, id asc`,
    [period.startDate, period.endDate, creditorId ?? null],
  );
  return rows.map((r) => r.id);
}

async function paged(token: string, query: Record<string, string | number>, size: number) {
  const { rows, counts } = await allPages<{ id: string }>(t, token, '/api/requests', query, size);
  return { ids: rows.map((r) => r.id), counts };
}

const today = defaultDateRange();
const longer = { startDate: '2025-01-01', endDate: today.endDate };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await createCreditor(db, { companyName: 'Mesmo Nome Fomento Ltda' });
  const b = await createCreditor(db, { companyName: 'Mesmo Nome Fomento Ltda' });
  const c = await createCreditor(db, { companyName: 'Alfa Crédito Ltda' });
  creditorA = a.id;
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_agenda_consulta_agenda, ['read']]] });
  userA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: profile.id })).email, TEST_PASSWORD);

  const names = ['Padaria Sol Ltda', 'Mercado Lua Ltda', 'Padaria Sol Ltda', 'Açougue Estrela Ltda', 'mercado lua ltda', 'Zebra Calçados Ltda'];
  const creditorsOf = [a, b, c, a, a, b];
  const shops = await db
    .insert(merchants)
    .values(names.map((name, i) => ({ creditorId: creditorsOf[i]!.id, documentNumber: generateCnpj({ seed: 97100 + i }), typePerson: 2, companyName: name, tradingName: name })))
    .returning();
  // Several queries of each merchant (the same names many times), over the default period (now)
  // and months before it; a creditor renamed since keeps its old name on its old queries.
  const now = Date.now();
  await db.insert(scheduleRequests).values(
    Array.from({ length: 40 }, (_, i) => {
      const shop = shops[i % shops.length]!;
      const creditor = creditorsOf[i % shops.length]!;
      return {
        creditorId: creditor.id,
        merchantId: shop.id,
        creditorCompanyName: i % 7 === 0 ? 'Antigo Nome Ltda' : creditor.companyName,
        creditorDocumentNumber: creditor.documentNumber,
        partnerType: 'fornecedor',
        merchantCompanyName: shop.companyName,
        merchantDocumentNumber: shop.documentNumber,
        queryType: 'CONSOLIDATED',
        protocol: `p-${i}`,
        status: '02',
        createdAt: new Date(i % 3 === 0 ? now - 90 * 86_400_000 - i * 60_000 : now - i * 1000),
      };
    }),
  );
});
afterAll(async () => t?.close());

describe('GET /api/requests sorted by name', () => {
  it('pages as the plain query orders them, equal names by id, both ways, over the default and a longer period', async () => {
    for (const key of ['merchantCompanyName', 'creditorCompanyName'] as const)
      for (const direction of ['asc', 'desc'] as const)
        for (const period of [{}, longer]) {
          const want = await expected(key, direction, 'startDate' in period ? longer : today);
          expect(want.length).toBeGreaterThan(10);
          for (const size of [3, 7]) {
            const got = await paged(adminToken, { ...period, [`${key}Order`]: direction }, size);
            expect(got.ids, `${key} ${direction} ${JSON.stringify(period)} pages of ${size}`).toEqual(want);
            expect(got.counts).toEqual([want.length]);
          }
        }
  });

  it('keeps a creditor user (and the creditor filter) to its own queries in the same order', async () => {
    for (const key of ['merchantCompanyName', 'creditorCompanyName'] as const)
      for (const direction of ['asc', 'desc'] as const) {
        const want = await expected(key, direction, longer, creditorA);
        expect(want.length).toBeGreaterThan(3);
        expect((await paged(userA, { ...longer, [`${key}Order`]: direction }, 2)).ids).toEqual(want);
        expect((await paged(adminToken, { ...longer, creditor_id: creditorA, [`${key}Order`]: direction }, 2)).ids).toEqual(want);
      }
  });

  it('keeps each filter and each scope its own cached page and count (pages kept in memory), and shows a write at once', async () => {
    const list = async (token: string, query: Record<string, string>) => {
      const body = (await t.as(token, { method: 'GET', url: '/api/requests', query: { limit: '4', ...query } })).json() as {
        metadata: { resultset: { count: number } };
        results: { id: string }[];
      };
      return [body.metadata.resultset.count, body.results.map((r) => r.id)];
    };
    const byMerchant = { ...longer, merchantCompanyNameOrder: 'asc' };
    const cases: [string, Record<string, string>][] = [
      [adminToken, {}],
      [adminToken, byMerchant],
      [userA, byMerchant],
      [adminToken, { ...byMerchant, creditor_id: creditorA }],
      [adminToken, { ...byMerchant, search: 'padaria' }],
      [adminToken, { ...byMerchant, search: 'mesmo', searchBy: 'creditor' }],
      [adminToken, { ...byMerchant, status: '01' }],
    ];
    const first = await Promise.all(cases.map(([token, query]) => list(token, query)));
    const counts = first.map(([count]) => count as number);
    // Each filter narrows the longer period's list (a filter left out of the key would answer its page).
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(first[2]).toEqual(first[3]);
    for (const i of [2, 4, 5]) expect(counts[i]).toBeLessThan(counts[1]!);
    expect(first[4]).not.toEqual(first[5]);
    expect(first[6]).toEqual([0, []]);
    for (let round = 0; round < 2; round++)
      for (const [i, [token, query]] of [...cases.entries()].reverse()) expect(await list(token, query)).toEqual(first[i]);

    const [, [top]] = first[1] as [number, string[]];
    await t.database.query(`update schedule_requests set status = '01' where id = $1`, [top]);
    expect((await list(adminToken, { ...byMerchant, status: '01' }))[1]).toContain(top);
  });
});
