import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The one handle the app holds on its database, whichever engine is behind it.
 * Repositories use `db` (drizzle); infrastructure (migrations, pg-boss, LISTEN/NOTIFY)
 * uses the raw methods.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (PGlite refuses them through `query`). */
  exec(text: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string | undefined;
  /** A dump made by `dumpDataDir` to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.resolve(opts.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query<T>(text, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(text: string) {
      try {
        await client.exec(text);
      } catch (err) {
        // A failed multi-statement script may leave its explicit transaction open.
        await client.exec('rollback').catch(() => undefined);
        throw err;
      }
    },
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.close();
    },
  } as Database & { pglite: PGlite };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
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
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

export { schema };
