import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, generateCnpj } from '@lastro/domain';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../test/fixtures';
import { banks, creditors } from './schema';

let t: TestApp;
let admin: string;
let profileId: number;
beforeAll(async () => {
  t = await createTestApp();
  profileId = (await createProfile(t.database.db, { isLastro: true })).id;
  const acc = await createAccount(t.database.db, { type: 'Backoffice', profileId });
  admin = await t.signIn(acc.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const list = async (url: string): Promise<{ rows: Row[]; count: number }> => {
  const res = await t.as(admin, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { rows: body.results as Row[], count: body.metadata.resultset.count as number };
};
const sep = (url: string) => (url.includes('?') ? '&' : '?');

/** Every list route, with one of the keys it sorts by. */
const LIST_ROUTES: [url: string, key: string][] = [
  ['/api/creditors', 'companyName'],
  ['/api/domains/banks', 'bankName'],
  ['/api/domains/banks/search', 'bankCode'],
  ['/api/domains/acquirers/search', 'acquirerName'],
  ['/api/domains/arrangements/search', 'brandName'],
  ['/api/domains/parameters', 'label'],
  ['/api/partners', 'companyName'],
  ['/api/creditors/partnerships', 'partnerName'],
  ['/api/users/search?type=Backoffice', 'email'],
  ['/api/accounts/search', 'name'],
  ['/api/domains/profiles', 'description'],
  ['/api/domains/profiles/accounts?profile_id=PROFILE', 'name'],
  ['/api/mail/outbox', 'createdAt'],
];

describe('list sorting contract', () => {
  it.each(LIST_ROUTES)('%s answers 400 in Portuguese for an unknown key, a bad direction or two sorts', async (route, key) => {
    const url = route.replace('PROFILE', String(profileId));
    for (const query of ['colunaInexistenteOrder=asc', `${key}Order=cima`, `${key}Order=asc&createdAtOrder=desc&idOrder=asc`]) {
      const res = await t.as(admin, { method: 'GET', url: `${url}${sep(url)}${query}` });
      expect(res.statusCode, `${url} ${query}`).toBe(400);
      expect(res.json().errors.message[0]).toMatch(
        new RegExp(`${MESSAGES.validation.invalidSort}|${MESSAGES.validation.singleSort}`),
      );
    }
    const ok = await t.as(admin, { method: 'GET', url: `${url}${sep(url)}${key}Order=desc` });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('sorts creditors by each shown column both ways, equal values ordered by id in the sort’s direction', async () => {
    const db = t.database.db;
    // Two creditors share a trading name: the id decides between them, and descending is ascending reversed.
    for (const name of ['Bravo', 'Alfa', 'Charlie', 'Alfa']) await createCreditor(db, { tradingName: `Ordem ${name}` });
    const byTrading = async (direction: string) =>
      (await list(`/api/creditors?name=Ordem&limit=50&tradingNameOrder=${direction}`)).rows.map((r) => [r.trading_name, r.id] as [string, string]);
    const asc = await byTrading('asc');
    const desc = await byTrading('desc');
    expect(asc.map(([n]) => n)).toEqual(['Ordem Alfa', 'Ordem Alfa', 'Ordem Bravo', 'Ordem Charlie']);
    expect(desc.map(([n]) => n)).toEqual(['Ordem Charlie', 'Ordem Bravo', 'Ordem Alfa', 'Ordem Alfa']);
    const [first, second] = asc;
    expect(first![1] < second![1]).toBe(true);
    expect(desc).toEqual([...asc].reverse());
  });

  it.each<[string, ...(readonly [string, string])[]]>([
    ['/api/creditors?limit=200', ['documentNumber', 'document_number'], ['companyName', 'company_name'], ['createdAt', 'created_at']],
    ['/api/domains/banks/search?limit=200', ['bankName', 'bank_name'], ['bankCode', 'bank_code'], ['bankIspb', 'bank_ispb']],
    ['/api/domains/profiles?limit=200', ['description', 'description'], ['createdAt', 'created_at'], ['count', 'count']],
    ['/api/users/search?limit=200', ['email', 'email'], ['phoneNumber', 'phone_number'], ['name', 'name']],
    ['/api/domains/parameters?limit=200', ['key', 'key'], ['label', 'label'], ['sortOrder', 'sort_order']],
  ])('%s follows the asked order', async (url, ...keys) => {
    const db = t.database.db;
    await db.insert(banks).values([
      { bankName: 'Banco Zeta', bankCode: '901', bankIspb: '90100000' },
      { bankName: 'Banco Alfa', bankCode: '902', bankIspb: '90200000' },
    ]).onConflictDoNothing();
    await createProfile(db, { isLastro: true, description: 'Perfil Ordenado' });
    await createAccount(db, { type: 'Backoffice' });
    for (const [key, field] of keys) {
      for (const direction of ['asc', 'desc'] as const) {
        const { rows } = await list(`${url}&${key}Order=${direction}`);
        expect(rows.length).toBeGreaterThan(1);
        const values = rows.map((r) => r[field] as string | number);
        expect(values, `${url} ${key} ${direction}`).toEqual(await databaseOrder(values, direction));
      }
    }
  });
});

/** The values in the database's own order (its collation for text), as ORDER BY sorts a column. */
async function databaseOrder(values: (string | number)[], direction: 'asc' | 'desc') {
  if (values.every((v) => typeof v === 'number')) {
    return [...values].sort((a, b) => ((a as number) - (b as number)) * (direction === 'asc' ? 1 : -1));
  }
  const res = (await t.database.db.execute(
    sql`select v from jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb) as v order by v ${direction === 'asc' ? sql`asc` : sql`desc`}`,
  )) as unknown as { rows: { v: string }[] };
  return res.rows.map((r) => r.v);
}

describe('paging and the reused count', () => {
  it('every page, read from either end, is the slice of the whole list', async () => {
    const db = t.database.db;
    for (let i = 0; i < 23; i++) await createCreditor(db, { tradingName: `Pagina ${String(i % 5)}` });
    for (const order of ['', '&tradingNameOrder=asc', '&tradingNameOrder=desc']) {
      const all = (await list(`/api/creditors?name=Pagina&limit=100${order}`)).rows.map((r) => r.id);
      expect(all).toHaveLength(23);
      for (const [offset, limit] of [[0, 5], [5, 5], [10, 5], [15, 5], [20, 5], [18, 4], [22, 10], [11, 1]] as const) {
        const page = await list(`/api/creditors?name=Pagina&offset=${offset}&limit=${limit}${order}`);
        expect(page.count).toBe(23);
        expect(page.rows.map((r) => r.id), `${offset}/${limit}${order}`).toEqual(all.slice(offset, offset + limit));
      }
      expect((await list(`/api/creditors?name=Pagina&offset=23&limit=5${order}`)).rows).toEqual([]);
    }
  });

  it('shallow pages (plain limit), deep pages (index of ids) and pages read from the end meet without gap or overlap', async () => {
    // 900 rows with repeated timestamps and names: the id tiebreak decides most of the order.
    await t.database.exec(`
      insert into creditors (document_number, trading_name, company_name, created_at)
      select 'PROF' || lpad(g::text, 10, '0'), 'Profundo ' || (g % 7), 'Profundo Ltda',
             timestamptz '2024-01-01' + (g % 13) * interval '1 hour'
      from generate_series(1, 900) g`);
    for (const [order, sqlOrder] of [
      ['', 'created_at desc, id desc'],
      ['&tradingNameOrder=asc', 'trading_name asc, id asc'],
      ['&tradingNameOrder=desc', 'trading_name desc, id desc'],
    ] as const) {
      const all = (
        await t.database.query<{ id: string }>(`select id from creditors where trading_name like 'Profundo%' order by ${sqlOrder}`)
      ).map((r) => r.id);
      expect(all).toHaveLength(900);
      for (const offset of [0, 190, 195, 199, 200, 201, 440, 445, 446, 450, 455, 700, 895]) {
        const page = await list(`/api/creditors?name=Profundo&offset=${offset}&limit=10${order}`);
        expect(page.count).toBe(900);
        expect(page.rows.map((r) => r.id), `${offset}${order}`).toEqual(all.slice(offset, offset + 10));
      }
    }
  });

  it('a write to the table, by the API or not, changes the count the next page reports', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i++) await createCreditor(db, { tradingName: `Contagem ${i}` });
    const url = '/api/creditors?name=Contagem&limit=1&offset=1';
    expect((await list(url)).count).toBe(3);
    expect((await list(url)).count).toBe(3);
    await createCreditor(db, { tradingName: 'Contagem 3' });
    expect((await list(url)).count).toBe(4);
    await db.delete(creditors).where(sql`${creditors.tradingName} in ('Contagem 0', 'Contagem 1')`);
    expect((await list(url)).count).toBe(2);
    // A write that rolls back leaves the cached count valid.
    await db
      .transaction(async (tx) => {
        await tx.insert(creditors).values({ documentNumber: generateCnpj({ seed: 77 }), tradingName: 'Contagem 9', companyName: 'X' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await list(url)).count).toBe(2);
  });
});

describe('cached session checks', () => {
  it('a sign-out or an inactivation in one app instance ends the session in another on the same database', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const acc = await createAccount(t.database.db, { type: 'Backoffice' });
      const inOther = async (token: string) =>
        (await other.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } })).statusCode;

      const token = await t.signIn(acc.email, TEST_PASSWORD);
      expect(await inOther(token)).toBe(200);
      expect(await inOther(token)).toBe(200);
      const out = await t.as(token, { method: 'POST', url: '/api/accounts/sign-out' });
      expect(out.statusCode).toBeLessThan(300);
      expect(await (await t.as(token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
      await expect.poll(() => inOther(token)).toBe(401);

      const second = await t.signIn(acc.email, TEST_PASSWORD);
      expect(await inOther(second)).toBe(200);
      await t.database.db.execute(sql`update accounts set status = 'inativo' where id = ${acc.id}`);
      await expect.poll(() => inOther(second)).toBe(401);
    } finally {
      await other.close();
    }
  });
});
