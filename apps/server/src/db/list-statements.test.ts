import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { Binding, inline, type Bind } from './list-statements';
import { filteredTable } from './filtered-table';
import { likePrefix, nameContains, searchList, type ListDefinition, type ShapedList } from './paging';
import { banks } from './schema';

/**
 * A shaped list's first page and count (statements rendered once per filter shape, run with
 * each call's values) against the same list rendered on every call, on the banks of the test
 * database: one after the other, so a statement is reused with other values, and side by side.
 */
let t: TestApp;
let names: string[];
beforeAll(async () => {
  t = await createTestApp();
  // 120 banks, names with accents and shared words, codes 000 to 119.
  await t.database.exec(`
    insert into banks (bank_code, bank_ispb, bank_name)
    select lpad(g::text, 3, '0'), lpad((g * 7919)::text, 8, '0'),
           (array['Banco', 'Caixa', 'Cooperativa', 'Crédito'])[1 + g % 4] || ' ' ||
           (array['Alfa', 'Ítaca', 'Sul', 'Norte', 'Óptimo', 'Beta', 'Paraná'])[1 + g % 7] || ' ' || g
    from generate_series(0, 119) g`);
  names = (await t.database.query<{ bank_name: string }>('select bank_name from banks order by id')).map((r) => r.bank_name);
});
afterAll(async () => t?.close());

type SortKey = 'bankName' | 'bankCode';
interface Filters {
  name?: string | undefined;
  code?: string | undefined;
  bankNameOrder?: 'asc' | 'desc' | undefined;
  bankCodeOrder?: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

const whereOf = (f: Filters, bind: Bind = inline): SQL | undefined =>
  and(
    f.name ? nameContains(bind('name', f.name), banks.bankName) : undefined,
    f.code ? sql`${banks.bankCode} like ${bind('code', likePrefix(f.code))}` : undefined,
  );

const definition = (): ListDefinition<SortKey> => ({
  tables: ['banks'],
  sortable: { bankName: banks.bankName, bankCode: banks.bankCode },
  defaultOrder: [[banks.bankIspb, 'asc']],
  id: banks.id,
});
// Definitions of their own, so the two ways never share a count kept in memory, nor the
// rendering test a statement with the others.
const SHAPED = definition();
const RENDERED = definition();
const COUNTED = definition();

/** The list, shaped or rendered on every call; `built` counts the first page's renderings. */
function search(f: Filters, shapedOn: boolean, built?: { pages: number }) {
  const db = t.database.db;
  const { page, count, shaped } = filteredTable(db, banks, banks.id, () => db.select().from(banks).$dynamic(), (bind) => whereOf(f, bind));
  const counted: ShapedList<unknown> = {
    ...shaped,
    firstPage: (...args) => {
      if (built) built.pages++;
      return shaped.firstPage(...args);
    },
  };
  return searchList(db, built ? COUNTED : shapedOn ? SHAPED : RENDERED, { query: f, keyedByQuery: true, page, count, ...(shapedOn ? { shaped: counted } : {}) });
}

const both = async (f: Filters) => [await search(f, true), await search(f, false)] as const;

describe('list statements', () => {
  it('binds each name once, in order, its value kept apart; inline keeps the value', () => {
    const b = new Binding();
    expect(b.bind('code', '0%')).toMatchObject({ name: 'code' });
    b.bind('name', 'ita');
    expect(b.shape).toBe('code,name');
    expect(b.values).toEqual({ code: '0%', name: 'ita' });
    expect(() => b.bind('code', '1%')).toThrow(/twice/);
    expect(inline('code', '0%')).toBe('0%');
  });

  it('answers every filter set as the list rendered on every call does, a statement reused with new values', async () => {
    const filters = fc.record({
      name: fc.option(
        fc.oneof(
          fc.constantFrom(...names).chain((n) => fc.tuple(fc.nat(n.length - 1), fc.integer({ min: 1, max: 6 })).map(([at, len]) => n.slice(at, at + len))),
          fc.string({ maxLength: 3 }),
        ),
        { nil: undefined },
      ),
      code: fc.option(fc.stringMatching(/^[0-9]{0,3}$/), { nil: undefined }),
      sort: fc.constantFrom(undefined, ['bankNameOrder', 'asc'], ['bankNameOrder', 'desc'], ['bankCodeOrder', 'desc']),
      limit: fc.integer({ min: 1, max: 40 }),
    });
    let sets = 0;
    await fc.assert(
      fc.asyncProperty(filters, async ({ name, code, sort, limit }) => {
        const f: Filters = { name, code, offset: 0, limit, ...(sort ? { [sort[0]]: sort[1] } : {}) };
        const [shaped, rendered] = await both(f);
        expect(shaped).toEqual(rendered);
        if (shaped.count > 0) sets++;
      }),
      { numRuns: 60 },
    );
    // Not every set may come back empty: the comparison would then prove little.
    expect(sets).toBeGreaterThan(10);
  });

  it('runs one shape side by side with different values, each call answered with its own', async () => {
    const sets: Filters[] = ['0', '1', '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '001', '110'].map((code) => ({
      code,
      bankNameOrder: 'asc',
      offset: 0,
      limit: 5,
    }));
    const alone = [];
    for (const f of sets) alone.push(await search(f, false));
    const together = await Promise.all(sets.map((f) => search(f, true)));
    expect(together).toEqual(alone);
    expect(new Set(together.map((r) => JSON.stringify(r.rows))).size).toBeGreaterThan(12);
  });

  it('renders a first page once per shape and sort: a new value reuses it, a new filter or sort does not', async () => {
    const built = { pages: 0 };
    const ask = (f: Partial<Filters>) => search({ offset: 0, limit: 3, ...f, bankCodeOrder: f.bankNameOrder ? undefined : 'asc' }, true, built);
    await ask({ code: '9', name: 'a' });
    expect(built.pages).toBe(1);
    await ask({ code: '8', name: 'b' });
    await ask({ code: '0', name: 'banco' });
    expect(built.pages).toBe(1);
    await ask({ code: '0' });
    expect(built.pages).toBe(2);
    await ask({ code: '0', bankNameOrder: 'desc' });
    expect(built.pages).toBe(3);
    await ask({ code: '1', bankNameOrder: 'desc' });
    expect(built.pages).toBe(3);
  });
});
