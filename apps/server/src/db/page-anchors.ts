import { Column, asc, desc, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';
import type { OrderTerm, PageWindow } from './paging';

/** The rows a list pages through: its table, its id and its filter. */
export interface PageSource {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
}

/** Where a page starts, for lists whose pages are read from an anchor (see anchoredPage). */
export interface AnchoredWindow extends PageWindow {
  /** Only the rows from the anchor on, in the page's order. */
  start?: SQL | undefined;
}

/** The row at position `at` of the list, and whether its first order key is null. */
interface Anchor {
  at: number;
  id: unknown;
  keyNull: boolean;
}

interface CachedAnchors {
  version: string;
  anchors: Anchor[];
}

/** Anchors per cached list: deep pages skip at most one step of rows, whatever the list's size. */
const MAX_ANCHORS = 1000;
const MIN_STEP = 1000;
/** Lists (filter and order) whose anchors a process keeps, the least recently used dropped first. */
const CACHE_SIZE = 200;
const caches = new WeakMap<AppDb, Map<string, CachedAnchors | Promise<CachedAnchors>>>();

export const anchorStep = (count: number): number => Math.max(MIN_STEP, Math.ceil(count / MAX_ANCHORS));

export const sqlOrderOf = (terms: readonly OrderTerm[]): SQL[] =>
  terms.map(([by, direction]) => (direction === 'asc' ? asc(by) : desc(by)));

/**
 * Whether a page can start from an anchor: one direction for every term (so a row comparison
 * and one index on the terms serve it), and no null after the first term (a null in the first
 * is handled as its own stretch of the list, see startAt).
 */
export const anchorable = (terms: readonly OrderTerm[]): boolean =>
  terms.every(([, d]) => d === terms[0]![1]) && terms.slice(1).every(([by]) => is(by, Column) && by.notNull);

/** The list from the anchor's row on: its terms compared, as a row, with the anchor row's own. */
function startAt(source: PageSource, terms: readonly OrderTerm[], anchor: Anchor): SQL {
  const op = terms[0]![1] === 'asc' ? sql.raw('>=') : sql.raw('<=');
  // Read from the row itself: its values keep their type and precision (a timestamp's microseconds).
  const valueOf = (by: OrderTerm[0]) => sql`(select ${by} from ${source.table} where ${source.id} = ${anchor.id})`;
  const compared = anchor.keyNull ? terms.slice(1) : terms;
  const row = sql`(${sql.join(
    compared.map(([by]) => sql`${by}`),
    sql`, `,
  )}) ${op} (${sql.join(compared.map(([by]) => valueOf(by)), sql`, `)})`;
  // Nulls sort last ascending, first descending: a null anchor's stretch is the rows with a null key.
  return anchor.keyNull ? sql`(${terms[0]![0]}) is null and ${row}` : row;
}

async function buildAnchors(
  db: AppDb,
  source: PageSource,
  terms: readonly OrderTerm[],
  version: SQL,
  step: number,
): Promise<CachedAnchors> {
  const order = sql.join(sqlOrderOf(terms), sql`, `);
  const first = terms[0]![0];
  // One ordered pass (an index-only scan where an index holds the terms): every step-th row,
  // and the first row after the nulls of the first key begin or end.
  const res = (await db.execute(sql`
    select ranked.id, ranked.key_null, ranked.rn, ${version} as version from (
      select ${source.id} as id, (${first}) is null as key_null,
             row_number() over (order by ${order}) - 1 as rn,
             ((${first}) is null) is distinct from lag((${first}) is null) over (order by ${order}) as starts
      from ${source.table} where ${source.where ?? sql`true`}
    ) ranked
    where ranked.rn % ${step} = 0 or ranked.starts
    order by ranked.rn`)) as unknown as { rows: { id: unknown; key_null: boolean; rn: string | number; version: string | null }[] };
  return {
    version: res.rows[0]?.version ?? '',
    anchors: res.rows.map((r) => ({ at: Number(r.rn), id: r.id, keyNull: r.key_null })),
  };
}

export interface AnchoredPage<R> {
  source: PageSource;
  terms: readonly OrderTerm[];
  /** The list's version now, and the SQL that reads it (read with the anchors, in one snapshot). */
  version: { now: string; sql: SQL };
  count: number;
  window: PageWindow;
  /** The rows of `window` in `order`, only those from `window.start` on when given. */
  page: (order: SQL[], window: AnchoredWindow) => PromiseLike<R[]>;
}

/**
 * A page of a list at any depth for the cost of a first page: the list's every step-th row (its
 * anchors) is found once per version of its tables, in one ordered pass, and kept; a page then
 * starts from the nearest anchor before it (an index range from a row comparison) and skips less
 * than a step. The rows and their order are exactly those of limit/offset; when the list changed
 * between the version check and the read (an anchor gone), the page is read by limit/offset.
 */
export async function anchoredPage<R>(db: AppDb, p: AnchoredPage<R>): Promise<R[]> {
  const { offset, limit } = p.window;
  const order = sqlOrderOf(p.terms);
  const step = anchorStep(p.count);
  if (offset < step || !anchorable(p.terms)) return p.page(order, p.window);
  const { anchors } = await anchorsOf(db, p, step);
  const end = Math.min(offset + limit, p.count);
  const rows: R[] = [];
  let pos = offset;
  let from: Anchor | undefined;
  while (pos < end) {
    const anchor = anchors.findLast((a) => a.at <= pos);
    // No anchor, or the same one again: the list is not the one the anchors were taken from.
    if (!anchor || anchor === from) break;
    from = anchor;
    const got = await p.page(order, { offset: pos - anchor.at, limit: end - pos, start: startAt(p.source, p.terms, anchor) });
    rows.push(...got);
    pos += got.length;
    // A short read ended the anchor's stretch (the nulls of the first key begin or end there).
    if (got.length === 0) break;
  }
  if (pos < end) rows.push(...(await p.page(order, { offset: pos, limit: end - pos })));
  return rows;
}

async function anchorsOf<R>(db: AppDb, p: AnchoredPage<R>, step: number): Promise<CachedAnchors> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // The list's filter, order and version source, as the text and parameters of one query.
  const { sql: text, params } = db
    .select({ id: p.source.id, version: p.version.sql })
    .from(p.source.table)
    .where(p.source.where)
    .orderBy(...sqlOrderOf(p.terms))
    .toSQL();
  const key = `${step}\u0000${text}\u0000${JSON.stringify(params)}`;
  const cached = cache.get(key);
  const entry = cached && ('then' in cached ? await cached.catch(() => undefined) : cached);
  if (entry?.version === p.version.now) {
    // Most recently used last, so the oldest entry is the one evicted.
    cache.delete(key);
    cache.set(key, entry);
    return entry;
  }
  // Requests arriving while the anchors are read wait for the same read.
  const building = buildAnchors(db, p.source, p.terms, p.version.sql, step);
  cache.delete(key);
  cache.set(key, building);
  try {
    const built = await building;
    if (cache.get(key) === building) cache.set(key, built);
    return built;
  } catch (err) {
    if (cache.get(key) === building) cache.delete(key);
    throw err;
  } finally {
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
}
