import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { ensureTemplate } from './database';

/**
 * One PostgreSQL server for the whole server test run: the embedded one (a throw-away
 * cluster) or the server of DATABASE_URL. Test files get their own databases on it, copied
 * from one migrated template. Workers read both through the environment they inherit.
 */
export default async function setup() {
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-test-pg-'));
    embedded = await startEmbeddedPostgres({ dir, database: 'postgres', durable: false });
    serverUrl = embedded.url;
  }
  process.env.LASTRO_TEST_PG_URL = serverUrl;
  process.env.LASTRO_TEST_TEMPLATE = await ensureTemplate(serverUrl);
  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
