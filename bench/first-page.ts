import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { AppDb, Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { medianOf, timeMs } from './sandbox-merchants';

/**
 * A drizzle handle on `pool` with caches of its own and no watch of the list versions: a list
 * repository built on it reads every page from the database (the app's pages and counts are
 * kept per handle), so what it sends for a page is the page's SQL, never a hit in memory.
 */
export const uncachedDb = (pool: pg.Pool): AppDb => drizzle(pool, { schema }) as unknown as AppDb;

/**
 * A write to `table` as the app hears one, touching no row: the statement trigger bumps the
 * list's version and announces it, so the next call counts again (a new filter set) and deep
 * pages read their anchors again. A bare bump of list_versions is one no write makes:
 * unannounced, it left the count kept in memory on the old version and the anchors on the new.
 */
export const announcedWrite = (database: Database, table: string) => () => database.query(`update ${table} set id = id where false`);

/** One statement as a repository sent it: text and parameters. */
export interface Statement {
  text: string;
  values: unknown[] | undefined;
}

/**
 * The statements `fn` sends through `pool` (drizzle's and the raw ones alike), in order. What a
 * list's repository emits for a page is captured by calling the repository itself, so the
 * baseline is its SQL exactly, parameters included.
 */
export async function captureStatements(pool: pg.Pool, fn: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const original = pool.query;
  const patched = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    captured.push(typeof first === 'string' ? { text: first, values: second } : { text: first.text, values: first.values ?? second });
    return (original as (...a: unknown[]) => unknown).apply(pool, args);
  };
  pool.query = patched as typeof pool.query;
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return captured;
}

/** The statements run one after the other, as the repository runs them. */
export const runStatements = async (pool: pg.Pool, statements: readonly Statement[]) => {
  for (const s of statements) await pool.query(s.text, s.values);
};

/**
 * Median times of the API call and of its SQL, timed in the same rounds one after the other (so
 * both see the same machine), `before` run untimed ahead of each. The rate is sql / api: the
 * share of the API's time that is its SQL.
 */
export async function apiAgainstSql(
  rounds: number,
  api: () => Promise<unknown>,
  sql: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<{ api: number; sql: number; rate: number }> {
  const times = { api: [] as number[], sql: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    if (before) await before();
    times.api.push(await timeMs(api));
    if (before) await before();
    times.sql.push(await timeMs(sql));
  }
  const [apiMs, sqlMs] = [medianOf(times.api), medianOf(times.sql)];
  return { api: apiMs, sql: sqlMs, rate: sqlMs / apiMs };
}

type Timed = { api: number; sql: number; rate: number };

/**
 * One line of a first-page table: the API's first page of `query` (after `warmUp` calls, as in
 * a running server) against what `repoPage` (the list's repository asked for the same page)
 * sends, run directly: with the count known, then for a new filter set (`invalidateCount`
 * before each call: the repository counts again). Returns both, and prints them after `label`.
 */
export async function firstPageAgainstSql(opts: {
  pool: pg.Pool;
  label: string;
  rounds: number;
  warmUp: number;
  api: () => Promise<unknown>;
  repoPage: () => Promise<unknown>;
  invalidateCount: () => Promise<unknown>;
}): Promise<{ steady: Timed; fresh: Timed }> {
  // Both paths warm, as in a server whose users page and change filters: every other warm-up
  // call follows a write, so the count is taken again. Warmed on the known count alone, the
  // first lines' new filter sets could run on code V8 had not compiled yet.
  for (let i = 0; i < opts.warmUp; i++) {
    if (i % 2) await opts.invalidateCount();
    await opts.api();
  }
  const known = await captureStatements(opts.pool, opts.repoPage);
  await opts.invalidateCount();
  const counting = await captureStatements(opts.pool, opts.repoPage);
  // A page answered from memory sends nothing: its SQL is then what reading it sends, the count aside.
  if (!known.length) known.push(...counting.filter((s) => !s.text.includes('list_versions')));
  const steady = await apiAgainstSql(opts.rounds, opts.api, () => runStatements(opts.pool, known));
  const fresh = await apiAgainstSql(opts.rounds, opts.api, () => runStatements(opts.pool, counting), opts.invalidateCount);
  const cells = (r: Timed) => `${r.api.toFixed(2).padStart(6)} ${r.sql.toFixed(2).padStart(6)} ${`${(r.rate * 100).toFixed(0)}%`.padStart(6)}`;
  console.log(`${opts.label} ${' '.repeat(12)}${cells(steady)} ${' '.repeat(16)}${cells(fresh)}`);
  return { steady, fresh };
}

/** The header of a first-page table, its first column `first` wide. */
export const firstPageHeader = (first: string) => console.log(`${first}count known: api    sql   rate    new filter set: api    sql   rate`);

/** The figure line: the worst rate against its budget. */
export const rateFigure = (label: string, rate: number, budget: number) =>
  console.log(
    `${label.padEnd(44)} ${`${(rate * 100).toFixed(0)}%`.padStart(10)} ${`>= ${budget * 100}%`.padStart(9)} ${(rate / budget).toFixed(2).padStart(8)}  ${rate >= budget ? 'met' : 'NOT MET'}`,
  );
