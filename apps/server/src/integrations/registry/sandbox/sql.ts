import type pg from 'pg';

/** A query inside one transaction of the sandbox. */
export type Q = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs `work` in one transaction on a client of its own. Given several statements in one
 * text, `q` answers the rows of the one that returns rows (begin or savepoint return none).
 */
export async function inTx<T>(
  pool: pg.Pool,
  work: (q: Q, client: pg.PoolClient) => Promise<T>,
  /** The work's first query opens the transaction itself ('begin; ...': a round trip less). */
  opts: { workBegins?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  const q: Q = async <R>(text: string, params?: unknown[]) => {
    const res = (await client.query(text, params)) as pg.QueryResult | pg.QueryResult[];
    if (!Array.isArray(res)) return res.rows as R[];
    return (res.find((r) => r.fields.length)?.rows ?? []) as R[];
  };
  try {
    if (!opts.workBegins) await client.query('begin');
    const result = await work(q, client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

const MERCHANT_LOCK = 'pg_advisory_xact_lock(727600, hashtext($1))';

/**
 * Serialises every write touching one merchant (UFR), across processes: registrations,
 * cancellations and the tick of the same merchant queue here, so no two of them ever hold
 * some of its UR row locks while waiting for the others (no deadlock), and the free amount
 * one reads cannot be committed by another in the meantime (no over-commit).
 */
export async function lockMerchant(q: Q, ufr: string): Promise<void> {
  await q(`select ${MERCHANT_LOCK}`, [ufr]);
}

/**
 * lockMerchant and the registry's date in one round trip. The date is read as the statement
 * starts, before any wait for the lock, as a read just before lockMerchant would; what the
 * caller reads next (a new statement) sees every write of the merchant that came first.
 */
export async function clockLockingMerchant(q: Q, ufr: string): Promise<string> {
  const [row] = await q<{ today: string }>(`select today::text, ${MERCHANT_LOCK}::text from registry.clock`, [ufr]);
  if (!row) throw new Error('registry clock missing (migration 0600 not applied?)');
  return row.today;
}

/** Queries outside any transaction, each on whichever client the pool gives. */
export const poolQ =
  (pool: pg.Pool): Q =>
  async (text, params) =>
    (await pool.query(text, params)).rows;
