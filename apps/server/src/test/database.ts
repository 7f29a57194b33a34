import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../prepare-database';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Changes whenever a migration or the permission catalogue changes, so the template is rebuilt. */
function schemaFingerprint(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS).sort()) h.update(f).update(readFileSync(path.join(MIGRATIONS, f)));
  const domainResources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/src/permissions/resources.ts');
  if (existsSync(domainResources)) h.update(readFileSync(domainResources));
  // The template also holds the seeded parameter catalogue.
  for (const seed of [
    '../modules/parameters/parameter-definitions.seed.ts',
    '../../../../packages/domain/src/messages/registers.ts',
  ]) {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), seed);
    if (existsSync(file)) h.update(readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * A fresh, migrated database for one test file: on PostgreSQL (DATABASE_URL) a new
 * database on that server, dropped afterwards; otherwise an in-memory PGlite loaded
 * from a migrated template dump (creating PGlite from scratch costs seconds).
 */
export async function createTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url);
  const template = await pgliteTemplate();
  const database = await openDatabase({ loadDataDir: new Blob([template]) });
  return { database, dispose: () => database.close() };
}

async function pgliteTemplate(): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), 'lastro-test-templates');
  const file = path.join(dir, `pglite-${schemaFingerprint()}.tar`);
  if (existsSync(file)) return readFileSync(file);
  const database = await openDatabase({});
  await prepareDatabase(database);
  const blob = await (database as Database & { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
  await database.close();
  const buf = Buffer.from(await blob.arrayBuffer());
  mkdirSync(dir, { recursive: true });
  // Write then rename: parallel workers never read a half-written template.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, buf);
  renameSync(tmp, file);
  return buf;
}

async function createPostgresDatabase(url: string) {
  const name = `lastro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  await prepareDatabase(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
