import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/database';

/**
 * A scratch database for one benchmark: a new database on the server of DATABASE_URL, or a
 * throw-away embedded server (the app's default engine). `close` removes it.
 */
export async function openScratchDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { database, dispose } = await createScratchDatabase(serverUrl, { prefix: 'lastro_bench' });
    database.close = dispose;
    return database;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-'));
  const database = await openDatabase({ dataDir: dir, poolSize: 10 });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return database;
}
