import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../prepare-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '../db/migrations');

/**
 * The sandbox registry's date in every test database. Tests build their windows from the
 * registry's today; a fixed day keeps them on the same calendar (the same holidays and
 * weekends) whatever day the suite runs, instead of landing wherever the real date puts them.
 */
// LASTRO_TEST_REGISTRY_TODAY runs the suite on another calendar (to check a test against it).
export const TEST_REGISTRY_TODAY = process.env.LASTRO_TEST_REGISTRY_TODAY || '2026-03-02';

/** Changes whenever a migration or a catalogue kept in the template changes, so it is rebuilt. */
function schemaFingerprint(): string {
  const h = createHash('sha256').update(TEST_REGISTRY_TODAY);
  for (const f of readdirSync(MIGRATIONS).sort()) h.update(f).update(readFileSync(path.join(MIGRATIONS, f)));
  for (const file of [
    '../../../../packages/domain/src/permissions/resources.ts',
    '../modules/parameters/parameter-definitions.seed.ts',
    '../../../../packages/domain/src/messages/registers.ts',
  ]) {
    const full = path.resolve(here, file);
    if (existsSync(full)) h.update(readFileSync(full));
  }
  return h.digest('hex').slice(0, 16);
}

const withDatabase = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * The migrated template every test database is copied from, built once per schema version
 * on the server. It is prepared under a temporary name and renamed when complete, so a run
 * beside this one never copies a half-migrated template.
 */
export async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = `lastro_tpl_${schemaFingerprint()}`;
  const exists = () =>
    admin(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${building}`));
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), poolSize: 2 });
  try {
    await prepareDatabase(database);
    await database.pool.query('update registry.clock set today = $1', [TEST_REGISTRY_TODAY]);
  } finally {
    await database.close();
  }
  try {
    await admin(serverUrl, (c) => c.query(`alter database ${building} rename to ${name}`));
  } catch (err) {
    await admin(serverUrl, (c) => c.query(`drop database if exists ${building} with (force)`));
    if (!(await exists())) throw err;
  }
  return name;
}

/** The server the tests use: the embedded one started by the global setup, or DATABASE_URL. */
export function testServerUrl(): string {
  const url = process.env.LASTRO_TEST_PG_URL || process.env.DATABASE_URL;
  if (!url) throw new Error('no test database server: run the server tests through vitest (its global setup starts one)');
  return url;
}

/**
 * A new database on the server of `serverUrl` (a copy of `template` when given), dropped by
 * `dispose`. The tests and the benchmarks both make theirs here.
 */
export async function createScratchDatabase(
  serverUrl: string,
  opts: { prefix: string; template?: string; poolSize?: number },
): Promise<{ database: Database; url: string; dispose: () => Promise<void> }> {
  const name = `${opts.prefix}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name}${opts.template ? ` template ${opts.template}` : ''}`));
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, ...(opts.poolSize ? { poolSize: opts.poolSize } : {}) });
  const close = database.close.bind(database);
  return {
    database,
    url,
    dispose: async () => {
      await close();
      await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh, migrated database for one test file, copied from the template (a copy costs
 * tens of milliseconds; migrating from scratch costs seconds), dropped by `dispose`.
 */
export async function createTestDatabase(): Promise<{ database: Database; url: string; dispose: () => Promise<void> }> {
  const serverUrl = testServerUrl();
  const template = process.env.LASTRO_TEST_TEMPLATE || (await ensureTemplate(serverUrl));
  return createScratchDatabase(serverUrl, { prefix: 'lastro_test', template });
}
