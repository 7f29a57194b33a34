import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { LIST_SORTS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../test/fixtures';

/**
 * Deep pages read from anchors (page-anchors.ts) against the plain limit/offset result of the
 * same order, at a size that spans several anchors (one every 1,000 rows): in every order the
 * creditors and commitments lists offer, on keys full of ties and nulls, and after writes made
 * through the API, by another connection, or hidden from the version the anchors were taken at.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const profileId = (await createProfile(t.database.db, { isLastro: true })).id;
  const acc = await createAccount(t.database.db, { type: 'Backoffice', profileId });
  admin = await t.signIn(acc.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const ROWS = 2600;
const LIMIT = 10;

const ids = async (url: string): Promise<{ ids: string[]; count: number }> => {
  const res = await t.as(admin, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  // The deals list answers under `data`, as specified.
  const rows = (body.results ?? body.data) as { id: string }[];
  return { ids: rows.map((r) => r.id), count: body.metadata.resultset.count as number };
};

/** The ids of the plain limit/offset query, for each page asked. */
async function expectPagesLikeOffset(url: string, from: string, order: string, offsets: number[]) {
  const all = (await t.database.query<{ id: string }>(`select id from ${from} order by ${order}`)).map((r) => r.id);
  const sep = url.includes('?') ? '&' : '?';
  for (const offset of offsets) {
    const page = await ids(`${url}${sep}offset=${offset}&limit=${LIMIT}`);
    expect(page.count, `${url} ${offset}`).toBe(all.length);
    expect(page.ids, `${url} ${offset}`).toEqual(all.slice(offset, offset + LIMIT));
  }
}

const deepOffsets = (count: number) => [0, 5, 995, 996, 1000, 1001, 1499, 1995, 2000, 2004, count - 15, count - LIMIT, count - 3];

describe('creditors: deep pages from anchors', () => {
  const filter = `creditors where trading_name ilike '%Ancora%' or company_name ilike '%Ancora%'`;
  const url = (order: string) => `/api/creditors?name=Ancora${order}`;
  const columns: Record<(typeof LIST_SORTS.creditors)[number], string> = {
    documentNumber: 'document_number',
    tradingName: 'trading_name',
    companyName: 'company_name',
    active: 'active',
    createdAt: 'created_at',
  };

  beforeAll(async () => {
    // Seven names, two states and thirteen instants: the id decides most of every order.
    await t.database.exec(`
      insert into creditors (document_number, trading_name, company_name, active, created_at)
      select 'ANC' || lpad(g::text, 11, '0'), 'Ancora ' || (g % 7), 'Ancora ' || (g % 5) || ' Ltda', g % 3 <> 0,
             timestamptz '2024-01-01' + (g % 13) * interval '1 hour'
      from generate_series(1, ${ROWS}) g`);
  });

  it('every order, both directions: each page is the limit/offset slice of the same order', async () => {
    await expectPagesLikeOffset(url(''), filter, 'created_at desc, id desc', deepOffsets(ROWS));
    for (const [key, column] of Object.entries(columns)) {
      for (const direction of ['asc', 'desc']) {
        await expectPagesLikeOffset(url(`&${key}Order=${direction}`), filter, `${column} ${direction}, id ${direction}`, deepOffsets(ROWS));
      }
    }
  });

  it('after writes through the API, from another connection, and past the version the anchors were read at', async () => {
    const order = 'trading_name asc, id asc';
    const sorted = url('&tradingNameOrder=asc');
    await expectPagesLikeOffset(sorted, filter, order, [1500, 2000]);
    // Rows that sort before every anchor move every page.
    for (let i = 0; i < 3; i++) await createCreditor(t.database.db, { tradingName: `Ancora 0 novo ${i}` });
    await expectPagesLikeOffset(sorted, filter, order, [1500, 2000, 2590]);

    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query(`delete from creditors where id in (select id from creditors where trading_name = 'Ancora 0' order by id limit 40)`);
      await other.query(`update creditors set trading_name = 'Ancora 9' where id in (select id from creditors where trading_name = 'Ancora 1' order by id limit 40)`);
    } finally {
      await other.end();
    }
    // Another process's write reaches this one's caches with its notice, a moment after its commit.
    const n = (await t.database.query<{ n: number }>(`select count(*)::int as n from ${filter}`))[0]!.n;
    for (let i = 0; i < 100 && (await ids(`${sorted}&offset=0&limit=${LIMIT}`)).count !== n; i++)
      await new Promise((r) => setTimeout(r, 50));
    await expectPagesLikeOffset(sorted, filter, order, [1000, 1500, 2000, 2540]);

    // An anchor's row gone while the version still says the anchors hold (as when the delete
    // commits between the version check and the read): the page is still the offset slice.
    const anchor = (await t.database.query<{ id: string }>(`select id from ${filter} order by ${order} offset 1000 limit 1`))[0]!.id;
    await t.database.exec(`alter table creditors disable trigger creditors_list_version`);
    try {
      await t.database.query(`delete from creditors where id = $1`, [anchor]);
      const all = (await t.database.query<{ id: string }>(`select id from ${filter} order by ${order}`)).map((r) => r.id);
      // The cached total is one too many now: the page holds what the slice does. (A window not
      // asked before: a page already served stays in memory until the write's notice, which
      // the disabled trigger never sends.)
      expect((await ids(`${sorted}&offset=1000&limit=${LIMIT + 1}`)).ids).toEqual(all.slice(1000, 1000 + LIMIT + 1));
    } finally {
      await t.database.exec(`alter table creditors enable trigger creditors_list_version`);
    }
  });
});

describe('commitments (GET /api/deals): deep pages from anchors', () => {
  const columns: Record<(typeof LIST_SORTS.deals)[number], string> = {
    title: 'title',
    tradingName: 'creditor_trading_name',
    merchantTradingName: 'merchant_trading_name',
    merchantDocumentNumber: 'merchant_document_number',
    strategy: 'strategy',
    installment: 'installments',
    amount: 'amount',
    createdAt: 'created_at',
    expirationDate: 'expiration_date',
    status: 'status',
    executionDate: 'execution_date',
    executionDateEnd: 'execution_date_end',
    description: 'description',
    code: 'code',
    gcap: 'gcap',
  };
  const filter = 'deals where strategy = 0';
  let nulls = 0;

  beforeAll(async () => {
    const creditor = await createCreditor(t.database.db, { tradingName: 'Credor Profundo' });
    // Few distinct values per column, a tenth in the other modality, and half without an
    // expiration date (nulls sort last ascending, first descending; past the first anchor either way).
    await t.database.exec(`
      insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
      select '${creditor.id}', lpad((g * 7919)::text, 14, '0'), 2, 'Comercio ' || g, 'Loja ' || (g % 4)
      from generate_series(1, 6) g;
      insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                         merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                         type, contract_type, strategy, gcap, amount, installments, expiration_date,
                         execution_date, execution_date_end, status, created_at)
      select '${creditor.id}', m.id, 'Credor Ltda', 'Credor ' || (g % 3), '${creditor.documentNumber}',
             m.company_name, m.trading_name, m.document_number, 'Lote ' || (g % 9), 'Capital ' || (g % 11), 'C-' || (g % 1700),
             1 + g % 4, 1 + g % 2, case when g % 10 = 0 then 1 else 0 end, g % 4 = 0, 1000 + (g % 17) * 100, 1 + g % 12,
             case when g % 2 = 0 then null else date '2027-01-01' + (g % 19) end,
             date '2026-02-01' + (g % 23), date '2026-08-01' + (g % 29), 1 + g % 10,
             timestamptz '2025-01-01' + (g % 31) * interval '1 hour'
      from generate_series(1, ${Math.round(ROWS / 0.9)}) g
      join (select row_number() over (order by id) % 6 as n, * from merchants where creditor_id = '${creditor.id}') m on m.n = g % 6`);
    nulls = Number((await t.database.query<{ n: string }>(`select count(*) as n from ${filter} and expiration_date is null`))[0]!.n);
  });

  it('every order, both directions, including pages across the nulls of a key: the limit/offset slice', async () => {
    const count = Number((await t.database.query<{ n: string }>(`select count(*) as n from ${filter}`))[0]!.n);
    expect(count).toBeGreaterThan(2000);
    await expectPagesLikeOffset('/api/deals', filter, 'created_at desc, id desc', deepOffsets(count));
    for (const [key, column] of Object.entries(columns)) {
      for (const direction of ['asc', 'desc']) {
        // Where the nulls of the expiration date begin (ascending) or end (descending).
        const edge = direction === 'asc' ? count - nulls : nulls;
        const offsets = [...deepOffsets(count), edge - 4, edge, edge + 1].filter((o) => o >= 0 && o < count);
        await expectPagesLikeOffset(`/api/deals?${key}Order=${direction}`, filter, `${column} ${direction}, id ${direction}`, offsets);
      }
    }
  });
});
