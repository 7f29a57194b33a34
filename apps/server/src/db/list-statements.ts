import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppDb } from './client';
import { lruPer } from './lru';

/**
 * A filter's value as a list's statement takes it: a list's filter passes each of its values
 * through `bind(name, value)`. `inline` keeps the value in the statement, which is then
 * rendered for this call alone; a Binding puts a placeholder named `name` there and keeps the
 * value apart, so the statement is rendered once for its shape and run again with each call's
 * values. Rendering a page and its count cost a request about 0.1 ms, where a page answered
 * from memory takes 0.2-0.3 ms in all.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const inline: Bind = (_name, value) => value;

/**
 * The names and values one call's filter bound. A name is bound at one place of a filter (a
 * second bind of it throws), so the names bound, in order, say which statement the filter
 * renders: they key it.
 */
export class Binding {
  readonly names: string[] = [];
  readonly values: Record<string, unknown> = {};

  readonly bind: Bind = (name, value) => {
    if (name in this.values) throw new Error(`The list's filter binds '${name}' twice`);
    this.names.push(name);
    this.values[name] = value;
    return sql.placeholder(name);
  };

  get shape(): string {
    return this.names.join(',');
  }
}

/** A statement rendered once, run with each call's values (drizzle's prepared query). */
export interface Reusable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** A select whose rendering can be kept (a drizzle select builder). */
export interface Preparable<R> {
  prepare(name: string): Reusable<R>;
}

/** Statements per database handle; a shape's statement is a few kB of text and parameters. */
const statementsOf = lruPer<AppDb, Reusable<unknown>>(1000);

/**
 * Runs `key`'s statement with `values`, rendering it with `build` on first use. The statement
 * stays unnamed (the empty name): each run is planned for its own values, as a rendered one
 * is, so no generic plan is ever chosen for a shape whose filters select 1 row or 100,000.
 */
export function runShaped<T>(db: AppDb, key: string, build: () => Reusable<T>, values: Record<string, unknown>): Promise<T> {
  const statements = statementsOf(db);
  let statement = statements.get(key) as Reusable<T> | undefined;
  if (!statement) statements.set(key, (statement = build()));
  return statement.execute(values);
}

/** A select rendered for reuse (unnamed: see runShaped). */
export const reusableSelect = <R>(select: Preparable<R>): Reusable<R> => select.prepare('');

/** A raw statement rendered for reuse; it answers the driver's result, rows as objects. */
export function reusableRaw<T>(db: AppDb, statement: SQL): Reusable<{ rows: T[] }> {
  // execute() renders at once and runs only when awaited: this one is never awaited.
  const query = db.execute(statement).getQuery();
  return db._.session.prepareQuery(query, undefined, '', false) as unknown as Reusable<{ rows: T[] }>;
}
