import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';
import { inline, type Bind, type Preparable } from './list-statements';
import type { AnchoredWindow, PageSource } from './page-anchors';
import { pageRows, shallowRows, type CountQuery, type ShapedList } from './paging';

/**
 * The usual list: `table`'s rows under one filter, read through `select` (a `$dynamic()` select
 * of `table` with the row's columns and joins) and paged by pageRows, counted over `table`. Its
 * `page`, `count` and `shaped` for a ListSearch; `where` passes every filter value through
 * `bind`, and `filtered` is the filter with the values in (a PageSource, for `from`).
 */
export function filteredTable<Q extends PgSelect, R = Q extends PromiseLike<(infer T)[]> ? T : never>(
  db: AppDb,
  table: PgTable,
  id: PgColumn,
  select: () => Q,
  where: (bind: Bind) => SQL | undefined,
) {
  let source: PageSource | undefined;
  const filtered = (): PageSource => (source ??= { table, id, where: where(inline) });
  const counting = (w: SQL | undefined): CountQuery => db.select({ n: count() }).from(table).where(w);
  const shaped: ShapedList<R> = {
    where,
    count: counting,
    // What pageRows reads at offset 0, its limit a placeholder.
    firstPage: (w, order, limit) => shallowRows(select(), w, order, limit) as unknown as Preparable<R[]>,
  };
  return {
    page: (order: SQL[], window: AnchoredWindow) => pageRows(db, select(), filtered(), order, window) as unknown as PromiseLike<R[]>,
    count: () => counting(filtered().where),
    shaped,
    filtered,
  };
}
