import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../seeds/access.seed';
import { seedDemoCommitments } from '../seeds/commitments.seed';
import { seedDemoMerchantDocuments } from '../seeds/merchants/documents.seed';
import { seedDemoMerchants } from '../seeds/merchants/merchants.seed';
import { seedDemoSchedules } from '../seeds/schedules.seed';
import { createTestApp, type TestApp } from './app';

/**
 * Every name filter of the product ignores case and accents (issue 25, point 8): a row renamed
 * to 'Ótica Ñandú …' is found by 'otica nandu' and by 'ÓTICA ÑANDÚ', and by nothing else.
 * Each list is asked on the demo data; the renamed row is the list's own first row, so the
 * filter is what is tested, not whether a row qualifies for the list.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemo(db);
  const services = t.app.modules.services;
  await seedDemoMerchants(db, services);
  await seedDemoSchedules(db, services);
  await seedDemoMerchantDocuments(db, services);
  await seedDemoCommitments(db, services);
  token = await t.signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
}, 120_000);
afterAll(async () => t?.close());

interface NameFilterCase {
  /** The list, unfiltered (its first row is renamed). */
  list: string;
  /** The query parameter of its name filter (added to `list`). */
  param: string;
  /** The renamed row's column and table, as `update <table> set <column> = $1 where <key> = $2`. */
  table: string;
  column: string;
  key?: string;
  /** The row's key in the list's answer (default `id`). */
  keyOf?: (row: Record<string, unknown>) => unknown;
}

const get = async (url: string) => {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json();
  return (body.results ?? body.data) as Record<string, unknown>[];
};
const join = (list: string, param: string, value: string) =>
  `${list}${list.includes('?') ? '&' : '?'}${param}=${encodeURIComponent(value)}`;

async function expectFoldedFilter(c: NameFilterCase, n: number) {
  const keyOf = c.keyOf ?? ((row) => row.id);
  const [first] = await get(c.list);
  expect(first, `${c.list} lists nothing on the demo data`).toBeDefined();
  const key = keyOf(first!);
  const name = `Ótica Ñandú Conceição ${n}`;
  await t.database.pool.query(`update ${c.table} set ${c.column} = $1 where ${c.key ?? 'id'} = $2`, [name, key]);
  for (const typed of [`otica nandu conceicao ${n}`, `ÓTICA ÑANDÚ CONCEIÇÃO ${n}`, `ótica ñandú`]) {
    const rows = await get(join(c.list, c.param, typed));
    expect(rows.map(keyOf), `${c.list} ${c.param}=${typed}`).toContain(key);
  }
  // The term still narrows: a name no row holds finds nothing.
  expect(await get(join(c.list, c.param, `otica nandu conceicao ${n}x`))).toEqual([]);
}

describe('name filters, whatever the case and accents', () => {
  const cases: [string, NameFilterCase][] = [
    ['merchants (Estabelecimentos)', { list: '/api/merchants', param: 'name', table: 'merchants', column: 'trading_name' }],
    ['merchants by company name', { list: '/api/merchants', param: 'name', table: 'merchants', column: 'company_name' }],
    ['merchants by partnership', { list: '/api/merchants', param: 'partnership', table: 'merchants', column: 'partnership' }],
    [
      'merchants pending documents',
      { list: '/api/checkids/pending', param: 'name', table: 'merchants', column: 'company_name', keyOf: (r) => r.merchant_id },
    ],
    ['creditors (Fornecedores)', { list: '/api/creditors', param: 'name', table: 'creditors', column: 'company_name' }],
    ['partners (Parceiros)', { list: '/api/partners', param: 'name', table: 'partners', column: 'trading_name' }],
    ['users', { list: '/api/users/search', param: 'name', table: 'accounts', column: 'name' }],
    ['profiles', { list: '/api/domains/profiles', param: 'name', table: 'profiles', column: 'description' }],
    ['schedule queries by merchant', { list: '/api/requests?searchBy=merchant', param: 'search', table: 'schedule_requests', column: 'merchant_company_name' }],
    ['schedule queries by creditor', { list: '/api/requests?searchBy=creditor', param: 'search', table: 'schedule_requests', column: 'creditor_company_name' }],
    ['banks', { list: '/api/domains/banks/search', param: 'name', table: 'banks', column: 'bank_name' }],
    ['acquirers', { list: '/api/domains/acquirers/search', param: 'name', table: 'acquirers', column: 'acquirer_name' }],
    ['arrangements', { list: '/api/domains/arrangements/search', param: 'name', table: 'arrangements', column: 'brand_name' }],
    ['parameter definitions', { list: '/api/domains/parameters', param: 'name', table: 'creditor_parameter_definitions', column: 'label', key: 'key', keyOf: (r) => r.key }],
    ['commitments by grouping', { list: '/api/deals', param: 'grouping', table: 'deals', column: 'title' }],
  ];
  cases.forEach(([label, c], n) => it(label, () => expectFoldedFilter(c, n)));

  it("the originators of a creditor (the creditor's 'Originadores' tab)", async () => {
    const [row] = await t.database.query<{ creditor_id: string }>('select creditor_id from creditor_originators limit 1');
    await expectFoldedFilter(
      { list: `/api/parceiro/originador?creditor_id=${row!.creditor_id}`, param: 'name', table: 'creditor_originators', column: 'razao_social' },
      100,
    );
  });

  it("a profile's users", async () => {
    const [row] = await t.database.query<{ profile_id: number }>(
      `select profile_id from accounts where status <> 'pendente' and profile_id is not null limit 1`,
    );
    await expectFoldedFilter(
      { list: `/api/domains/profiles/accounts?profile_id=${row!.profile_id}`, param: 'name', table: 'accounts', column: 'name' },
      101,
    );
  });

  it("a merchant's partners (Sócios)", async () => {
    const [merchant] = await t.database.query<{ id: string }>('select id from merchants order by created_at limit 1');
    await t.database.pool.query(
      `insert into merchant_partners (merchant_id, full_name, document_number) values ($1, 'Sócio Um', '52998224725')`,
      [merchant!.id],
    );
    await expectFoldedFilter(
      { list: `/api/merchants/${merchant!.id}/partners`, param: 'name', table: 'merchant_partners', column: 'full_name' },
      102,
    );
  });

  it('partnerships, by the partner name (read through partner_directory)', async () => {
    const [first] = await get('/api/creditors/partnerships');
    const [row] = await t.database.query<{ partner_id: string }>('select partner_id from creditor_partnerships where id = $1', [
      first!.id,
    ]);
    await t.database.pool.query('update partners set trading_name = $1 where id = $2', ['Ótica Ñandú Parceira', row!.partner_id]);
    const rows = await get('/api/creditors/partnerships?name=otica%20nandu%20parceira');
    expect(rows.map((r) => r.id)).toContain(first!.id);
  });

  it("a user's wildcards are literal, also those unaccent makes ('％' is '%')", async () => {
    expect(await get('/api/merchants?name=%25')).toEqual([]);
    expect(await get(`/api/merchants?name=${encodeURIComponent('％')}`)).toEqual([]);
    expect(await get(`/api/merchants?name=${encodeURIComponent('＿')}`)).toEqual([]);
  });

  it('the filter and its trigram index are one expression (the index serves the filter)', async () => {
    const client = await t.database.pool.connect();
    let plan: string;
    try {
      await client.query('set enable_seqscan = off');
      const res = await client.query(
        `explain select id from merchants where lastro_fold(trading_name) like lastro_fold_contains('ótica')`,
      );
      plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
    expect(plan).toContain('merchants_trading_name_fold_trgm_idx');
  });
});
