import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';

const MIGRATION = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations/0600_registry.sql');

/** The statement of migration 0600 that gives the registry its first date. */
function clockInsert(): string {
  const found = /insert into registry\.clock[^;]*;/i.exec(readFileSync(MIGRATION, 'utf8'));
  if (!found) throw new Error('0600_registry.sql has no insert into registry.clock');
  return found[0];
}

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => dispose?.());

/**
 * Runs the migration's insert on a server in UTC whose clock reads `at`: now() is answered by a
 * function of a schema placed before pg_catalog on the search path, in a transaction rolled back.
 */
async function firstDateAt(at: string): Promise<string> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query("set local timezone = 'UTC'");
    await client.query('create schema frozen_clock');
    await client.query(`create function frozen_clock.now() returns timestamptz language sql as $$ select '${at}'::timestamptz $$`);
    await client.query('set local search_path = frozen_clock, pg_catalog, public');
    await client.query('delete from registry.clock');
    await client.query(clockInsert());
    const { rows } = await client.query<{ today: string }>('select today::text from registry.clock');
    return rows[0]!.today;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('the registry clock of a fresh database', () => {
  it("starts at São Paulo's date, not the server's: 23:30 UTC is still the same day there", async () => {
    // Dates long past, so the server's own date (what the old expression gave) never matches.
    expect(await firstDateAt('2025-06-14 23:30:00+00')).toBe('2025-06-14');
    expect(await firstDateAt('2025-06-15 02:59:00+00')).toBe('2025-06-14');
    expect(await firstDateAt('2025-06-15 03:00:00+00')).toBe('2025-06-15');
  });
});
