import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A connection to the database of the app global setup started: a new database on the server
 * of DATABASE_URL, or the embedded server in the run's DATA_DIR (its superuser password and
 * the port of its postmaster.pid). For rows no API writes yet on this branch.
 */
export async function appDatabase(): Promise<pg.Client> {
  const raw = process.env.LASTRO_E2E_SERVER_STATE;
  if (!raw) throw new Error('seeding needs the server global setup started (not E2E_BASE_URL)');
  const state = JSON.parse(raw) as { dataDir: string; databaseServerUrl?: string; databaseName?: string };
  let connectionString: string;
  if (state.databaseServerUrl && state.databaseName) {
    const url = new URL(state.databaseServerUrl);
    url.pathname = `/${state.databaseName}`;
    connectionString = url.toString();
  } else {
    const dir = path.join(state.dataDir, 'pg');
    const pidFile = path.join(dir, 'data', 'postmaster.pid');
    if (!existsSync(pidFile)) throw new Error(`the embedded database of ${state.dataDir} is not running`);
    // postmaster.pid: pid, data dir, start time, port, ...
    const port = readFileSync(pidFile, 'utf8').split('\n')[3]!.trim();
    const password = readFileSync(path.join(dir, 'secret'), 'utf8').trim();
    connectionString = `postgres://lastro:${encodeURIComponent(password)}@127.0.0.1:${port}/lastro`;
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}
