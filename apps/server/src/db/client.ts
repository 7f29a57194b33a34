import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { attachListVersionWatch, watchListVersions } from './list-versions';
import { createListener } from './listener';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The one handle the app holds on its database: always a PostgreSQL server, either the
 * embedded one this process runs or the server of DATABASE_URL. Repositories use `db`
 * (drizzle); infrastructure (migrations, pg-boss, LISTEN/NOTIFY) uses the raw methods.
 */
export interface Database {
  /** `embedded` when this process runs the server itself. */
  kind: 'embedded' | 'postgres';
  url: string;
  db: AppDb;
  pool: pg.Pool;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one round trip (a migration script). */
  exec(text: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Closes the pool and, when embedded, stops the server. */
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Without DATABASE_URL: the data folder whose `pg/` holds the embedded server's cluster. */
  dataDir?: string | undefined;
  log?: (line: string) => void;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  if (!opts.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data folder');
  const embedded = await startEmbeddedPostgres({ dir: path.join(path.resolve(opts.dataDir), 'pg'), log: opts.log });
  try {
    return await openPostgres(embedded.url, opts.poolSize, embedded);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}

async function openPostgres(url: string, poolSize = 10, embedded?: EmbeddedPostgres): Promise<Database> {
  const listener = createListener(url);
  const listVersions = watchListVersions(listener);
  // pg-pool awaits `onConnect` before handing a new connection out.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, onConnect: listVersions.onPooledConnect });
  pool.on('release', (_err, client) => listVersions.onPooledRelease(client));
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  attachListVersionWatch(db, listVersions);
  return {
    kind: embedded ? 'embedded' : 'postgres',
    url,
    db,
    pool,
    async query<T>(text: string, params?: unknown[]) {
      const res = await pool.query(text, params as unknown[] | undefined);
      return res.rows as T[];
    },
    async exec(text: string) {
      const conn = await pool.connect();
      try {
        await conn.query(text);
      } catch (err) {
        await conn.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload) => listener.subscribe(channel, { onPayload }),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all([listVersions.close(), listener.close()]);
      try {
        await pool.end();
      } finally {
        await embedded?.stop();
      }
    },
  };
}

export { schema };
