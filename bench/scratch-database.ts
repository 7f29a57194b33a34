import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';

/**
 * A scratch database for one benchmark: a new database on the server of DATABASE_URL, or a
 * throw-away embedded server (the app's default engine). `close` removes it.
 */
export async function openScratchDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-'));
    const database = await openDatabase({ dataDir: dir, poolSize: 10 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    };
    return database;
  }
  const name = `lastro_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await admin(`drop database if exists ${name} with (force)`);
  };
  return database;
}
