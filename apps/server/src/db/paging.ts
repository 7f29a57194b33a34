import { and, inArray, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sortOf, type ListSort, type SortDirection } from '@lastro/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';
import { listVersionWatchOf } from './list-versions';
import { cachedPage } from './page-cache';
import { Binding, reusableRaw, reusableSelect, runShaped, type Bind, type Preparable } from './list-statements';
import { lruPer } from './lru';
import { anchorable, anchoredPage, sqlOrderOf, type AnchoredWindow, type PageSource } from './page-anchors';

/** Escapes LIKE wildcards so a user's text is matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likeContains = (value: string): string => `%${escapeLike(value)}%`;
export const likePrefix = (value: string): string => `${escapeLike(value)}%`;

/**
 * A name filter: `term` appears in one of `columns`, whatever the case and accents ('otica'
 * finds 'Ótica'). Both sides go through lastro_fold (migration 0971), the expression the name
 * filters' trigram indexes are built on, so a column indexed there is searched through its index.
 */
export function nameContains(term: string | Placeholder, ...columns: [SQLWrapper | AnyColumn, ...(SQLWrapper | AnyColumn)[]]): SQL {
  const pattern = sql`lastro_fold_contains(${term})`;
  const each = columns.map((column) => sql`lastro_fold(${column}) like ${pattern}`);
  return each.length === 1 ? each[0]! : sql`(${sql.join(each, sql` or `)})`;
}

/** The instant a São Paulo calendar day 'YYYY-MM-DD' begins (the screens' days), for filters on timestamps. */
export const dayStart = (day: string | Placeholder): SQL => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;

export type OrderTerm = readonly [SQLWrapper | AnyColumn, SortDirection];

/** What one list offers: its sort keys (the columns its screen shows) and its default order. */
export interface ListDefinition<K extends string> {
  /**
   * Tables whose writes change what the list counts, as named in `list_versions` (migration
   * 0500 bumps a table's version in the writing transaction itself).
   */
  tables: readonly string[];
  /** Sort key (camelCase of the response field) -> what it orders by. */
  sortable: Readonly<Record<K, SQLWrapper | AnyColumn>>;
  /** Order without a sort parameter. */
  defaultOrder: readonly OrderTerm[];
  /** Unique tiebreaker added after every order, so pages never overlap or skip a row. */
  id: SQLWrapper | AnyColumn;
  /**
   * Every table a page reads, when each bumps its version in `list_versions`: pages are then
   * answered from memory until one of them is written (page-cache.ts). Leave it out when a page
   * reads anything else (an untracked table, the clock).
   */
  pageTables?: readonly string[];
  /**
   * Equal values of a sort key ordered by id in the sort's own direction instead of ascending:
   * the descending order is then the ascending one reversed, one index on (key, id) serves both,
   * and deep pages can start from an anchor (ListSearch.from).
   */
  idFollowsSort?: boolean;
  /**
   * Fewest rows between a deep page's anchors (page-anchors.ts; 1,000 unless given): a page
   * skips fewer rows than this, each read from the order's index with the filters checked on
   * the table's row, so a list whose filters cost a heap read per row keeps it short.
   */
  minAnchorStep?: number;
  /**
   * The list's version when its one table only ever grows, by appends committed in the order of
   * their ids (audit events, appended under the chain's lock): a text expression read in the
   * count's snapshot (the newest id) instead of the tables' versions, which every write of the
   * table would then note, announce and bump at commit (0.14 ms of the audit append's 0.46 ms).
   * No notice tells of a new row, so counts and anchors are checked against it on every call,
   * and such a list keeps no pages in memory (no `pageTables`).
   */
  version?: SQL;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** A `select count(...) from ... where ...` builder: run as is, and its text keys the cache. */
export interface CountQuery extends SQLWrapper {
  toSQL(): { sql: string; params: unknown[] };
}

export interface ListSearch<R> {
  /** Paging and the parsed query string, whose `<key>Order` (if any) picks the sort. */
  query: PageWindow & object;
  /** The rows of `window` in `order` (each repository keeps its own columns and joins). */
  page: (order: SQL[], window: AnchoredWindow) => PromiseLike<R[]>;
  /** Built only when needed when given as a function (with `keyedByQuery`, a cached page needs none). */
  count: CountQuery | (() => CountQuery);
  /**
   * The list's table, id and filter, when `page` reads from `from.table` and honours
   * `window.start` (as pageRows does): deep pages then start from a cached anchor (page-anchors.ts).
   */
  from?: PageSource | (() => PageSource);
  /**
   * The count and the page read nothing but `query` (no scope or clock from elsewhere): the
   * caches are then keyed by its filters (every field but the paging and the sort) instead of
   * by the count's rendered SQL, so a page or count answered from memory builds no query. Keyed
   * by every field, a filter added later can never be left out of the key.
   */
  keyedByQuery?: boolean;
  /**
   * The filter written with `bind` (list-statements.ts), and the first page and the count on
   * it: these two are then rendered once per filter shape (and sort) and run with each call's
   * values, instead of rendered on every call as `page` and `count` are. For the pages a user
   * opens most: a list's first, on every filter changed.
   */
  shaped?: ShapedList<R>;
}

/**
 * A list's filter and the two statements built on it. Their renderings are kept by the list's
 * definition, sort and the names bound, so a definition serves one shaped list: its columns,
 * joins and count never change from call to call, and no value reaches them but through `bind`.
 */
export interface ShapedList<R> {
  where: (bind: Bind) => SQL | undefined;
  /** The first `limit` rows under `where` in `order`: what `page` reads at offset 0. */
  firstPage: (where: SQL | undefined, order: SQL[], limit: Placeholder) => Preparable<R[]>;
  /** What `count` counts, under `where`. */
  count: (where: SQL | undefined) => CountQuery;
}

interface CachedCount {
  version: string;
  count: number;
  /** The tables' notice stamp when the version was last read (see list-versions.ts). */
  stamp: string | undefined;
}

const countCacheOf = lruPer<AppDb, CachedCount>(2000);

function termsOf<K extends string>(list: ListDefinition<K>, sort: ListSort<K> | undefined, reversed: boolean): OrderTerm[] {
  const terms: OrderTerm[] = sort ? [[list.sortable[sort.key], sort.direction]] : [...list.defaultOrder];
  if (terms.at(-1)?.[0] !== list.id) terms.push([list.id, sort && list.idFollowsSort ? sort.direction : 'asc']);
  const flip = (d: SortDirection): SortDirection => (d === 'asc' ? 'desc' : 'asc');
  return reversed ? terms.map(([by, d]) => [by, flip(d)] as const) : terms;
}

/** The list's tables' versions in one text; equal texts mean no write committed in between. */
const versionsOf = (tables: readonly string[]) =>
  sql<string>`(select coalesce(string_agg(name || ':' || version, ',' order by name), '') from list_versions where name in (${sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )}))`;

type Rows<T> = { rows: T[] };

/** What says a list changed: its own version expression, or its tables' versions (built once per list: every call of it asks). */
const versions = new WeakMap<object, SQL>();
const versionOf = <K extends string>(list: ListDefinition<K>): SQL => {
  let version = versions.get(list);
  if (!version) versions.set(list, (version = list.version ?? versionsOf(list.tables)));
  return version;
};

type VersionsAndCount = { v: string; n: number | string };
const versionsAndCount = (version: SQL, count: SQLWrapper) => sql`select ${version} as v, (${count}) as n`;

/** A list's count and what keys the caches: its rendered text and parameters, or the list's filter key. */
interface Counted {
  tables: readonly string[];
  /** Whether notices of its tables' writes reach this process (not for a list on its own version). */
  watched: boolean;
  /** The list's versions and its total, read in one statement (one snapshot). */
  read: () => Promise<VersionsAndCount>;
  /** The list's version alone, its statement rendered once per list. */
  readVersion: () => Promise<string | undefined>;
  key: string;
}

/**
 * One call's filter of a shaped list, bound on first need (a page and count answered from
 * memory need none): shared by the count and the first page, which run side by side.
 */
interface ShapedCall<R> {
  list: ShapedList<R>;
  bound: () => { binding: Binding; where: SQL | undefined; limit: Placeholder };
}

function shapedCallOf<R>(list: ShapedList<R>, limit: number): ShapedCall<R> {
  let made: ReturnType<ShapedCall<R>['bound']> | undefined;
  return {
    list,
    bound: () => {
      if (made) return made;
      const binding = new Binding();
      const limitParam = binding.bind('limit', limit) as Placeholder;
      return (made = { binding, where: list.where(binding.bind), limit: limitParam });
    },
  };
}

/** A number per list definition: filter keys are only unique within their list. */
const listIds = new WeakMap<object, number>();
let listCount = 0;
const listIdOf = (list: object): number => {
  let id = listIds.get(list);
  if (id === undefined) listIds.set(list, (id = ++listCount));
  return id;
};

/** The query's filters as one text: every field but the paging and the sort, in name order. */
function filtersKeyOf(query: object): string {
  const entries = Object.entries(query).filter(([k, v]) => v !== undefined && k !== 'offset' && k !== 'limit' && !k.endsWith('Order'));
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

function countedOf<K extends string, R>(db: AppDb, list: ListDefinition<K>, search: ListSearch<R>, shaped: ShapedCall<R> | undefined): Counted {
  const tables = list.tables;
  const version = versionOf(list);
  const watched = !list.version;
  let built: CountQuery | undefined;
  const query = () => (built ??= typeof search.count === 'function' ? search.count() : search.count);
  const read = shaped
    ? async () => {
        const { binding, where } = shaped.bound();
        const statement = () => reusableRaw<VersionsAndCount>(db, versionsAndCount(version, shaped.list.count(where)));
        return (await runShaped(db, `${listIdOf(list)}\u0000count\u0000${binding.shape}`, statement, binding.values)).rows[0]!;
      }
    : async () => ((await db.execute(versionsAndCount(version, query()))) as unknown as Rows<VersionsAndCount>).rows[0]!;
  const readVersion = async () =>
    (await runShaped(db, `${listIdOf(list)}\u0000version`, () => reusableRaw<{ v: string }>(db, sql`select ${version} as v`), {})).rows[0]?.v;
  if (search.keyedByQuery) return { tables, watched, read, readVersion, key: `#${listIdOf(list)}\u0000${filtersKeyOf(search.query)}` };
  const { sql: text, params } = query().toSQL();
  return { tables, watched, read, readVersion, key: `${tables.join(',')}\u0000${text}\u0000${JSON.stringify(params)}` };
}

/**
 * The total of a filter set, counted once and reused while the user pages: a later call reads
 * nothing while no notice of a write to the list's tables has reached this process
 * (list-versions.ts), else only the tables' versions (primary-key rows), and counts again only
 * when a write committed since. Version and count are read in one
 * statement, so they always belong to the same snapshot.
 */
async function countOf(db: AppDb, counted: Counted): Promise<{ count: number; version: string }> {
  const { tables, watched, read, readVersion, key } = counted;
  const cache = countCacheOf(db);
  const cached = cache.get(key);
  // Taken before any read: a notice arriving during the read leaves the entry stale, never trusted.
  const stamp = watched ? listVersionWatchOf(db)?.stampOf(tables) : undefined;
  if (cached && stamp !== undefined && cached.stamp === stamp) return cached;
  // Without a watch, the versions say whether the entry still holds. With one, a notice since
  // the entry was read means a write changed the list: count again at once rather than ask the
  // versions first (a notice that came during the entry's own read costs one count too many).
  if (cached && stamp === undefined) {
    if ((await readVersion()) === cached.version) {
      cached.stamp = stamp;
      return cached;
    }
  }
  const row = await read();
  const entry = { version: row.v, count: Number(row.n), stamp };
  cache.set(key, entry);
  return entry;
}

/**
 * A page of a list in the asked sort (id always last) and the list's total. Deep pages cost
 * what shallow ones do: with `search.from`, a page starts from the nearest cached anchor
 * (page-anchors.ts); otherwise a page in the second half is read from the other end in the
 * reversed order (the total is known, and cached), so no page skips more than half the list.
 */
export async function searchList<K extends string, R>(
  db: AppDb,
  list: ListDefinition<K>,
  search: ListSearch<R>,
): Promise<{ rows: R[]; count: number }> {
  const { offset, limit } = search.query;
  const sort = sortOf(search.query, Object.keys(list.sortable) as K[]);
  const shaped = search.shaped && shapedCallOf(search.shaped, limit);
  const counted = countedOf(db, list, search, shaped);
  // A list read on its own version hears of no write: its pages are never kept.
  if (!list.pageTables || list.version) return readPage(db, list, search, sort, counted, shaped);
  const key = `${sort?.key ?? ''} ${sort?.direction ?? ''} ${offset} ${limit}\u0000${counted.key}`;
  const result = await cachedPage(db, list, [...list.tables, ...list.pageTables], key, async () => {
    const read = await readPage(db, list, search, sort, counted, shaped);
    // Shared by every caller while cached: a caller that changed a row would change it for all.
    for (const row of read.rows) Object.freeze(row);
    return read;
  });
  return { rows: [...result.rows], count: result.count };
}

async function readPage<K extends string, R>(
  db: AppDb,
  list: ListDefinition<K>,
  search: ListSearch<R>,
  sort: ListSort<K> | undefined,
  counted: Counted,
  shaped: ShapedCall<R> | undefined,
): Promise<{ rows: R[]; count: number }> {
  const { offset, limit } = search.query;
  const terms = termsOf(list, sort, false);
  const window = { offset, limit };
  if (offset === 0) {
    // The count runs beside the page (on another pooled connection): a filter set never seen
    // pays the longer of the two, not their sum. A first page shorter than the limit is the
    // whole list, and its count is then the page's length.
    const counting = countOf(db, counted);
    counting.catch(() => undefined);
    const rows = await (shaped ? shapedFirstPage(db, list, shaped, sort, terms) : search.page(sqlOrderOf(terms), window));
    return { rows, count: rows.length < limit ? rows.length : (await counting).count };
  }
  const from = typeof search.from === 'function' ? search.from() : search.from;
  if (from && anchorable(terms)) {
    const { rows, state } = await anchoredPage(db, {
      source: from,
      terms,
      window,
      page: search.page,
      state: () => countOf(db, counted),
      versionSql: versionOf(list),
      minStep: list.minAnchorStep,
    });
    return { rows, count: state.count };
  }
  const { count } = await countOf(db, counted);
  if (offset >= count) return { rows: [], count };
  if (offset <= (count - limit) / 2) return { rows: await search.page(sqlOrderOf(terms), window), count };
  const end = Math.min(offset + limit, count);
  const rows = await search.page(sqlOrderOf(termsOf(list, sort, true)), { offset: count - end, limit: end - offset });
  return { rows: rows.reverse(), count };
}

/** The first page of a shaped list: its statement rendered once per filter shape and sort. */
function shapedFirstPage<K extends string, R>(db: AppDb, list: ListDefinition<K>, shaped: ShapedCall<R>, sort: ListSort<K> | undefined, terms: readonly OrderTerm[]) {
  const { binding, where, limit } = shaped.bound();
  const key = `${listIdOf(list)}\u0000first page ${sort?.key ?? ''} ${sort?.direction ?? ''}\u0000${binding.shape}`;
  return runShaped(db, key, () => reusableSelect(shaped.list.firstPage(where, sqlOrderOf(terms), limit)), binding.values);
}

/**
 * `id in (the window's ids)`: the skipped rows are read from an index holding the order's
 * columns and the id (an index-only scan) instead of from the table, then only the page's
 * rows are fetched. For lists that reach hundreds of thousands of rows.
 */
export function idsOfPage(
  db: AppDb,
  from: PageSource,
  order: SQL[],
  window: PageWindow,
): SQL {
  const ids = db
    .select({ id: from.id })
    .from(from.table)
    .where(from.where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return inArray(from.id, ids);
}

/** Below this offset a page is read directly: there are too few rows to skip for the id trick to pay. */
const SHALLOW_OFFSET = 200;

/**
 * The rows of `window` from `select` (a `$dynamic()` select of `from.table`, with its own
 * columns and joins) in `order`, from `window.start` on when given. Shallow pages are one plain query (limit/offset); deeper ones
 * read the window's ids from an index first (see idsOfPage), so page 10,000 costs what page 1
 * does. The plain form matters for the first page, which every list opens on: the id subquery
 * would cost it an extra plan and join for nothing.
 */
export function pageRows<Q extends PgSelect>(
  db: AppDb,
  select: Q,
  source: PageSource,
  order: SQL[],
  window: AnchoredWindow,
): Q {
  const from = { ...source, where: and(source.where, window.start) };
  if (window.offset < SHALLOW_OFFSET) return shallowRows(select, from.where, order, window.limit, window.offset);
  return select.where(idsOfPage(db, from, order, window)).orderBy(...order);
}

/** A page read directly (limit/offset); its limit may be a placeholder (a shaped first page). */
export const shallowRows = <Q extends PgSelect>(select: Q, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset = 0): Q =>
  select
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
