import type pg from 'pg';
import { medianOf, timeMs } from './sandbox-merchants';

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
