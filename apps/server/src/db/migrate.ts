import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the numbered SQL files of ./migrations in order, each in its own transaction, once. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'create table if not exists lastro_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const readDone = async () =>
    new Set((await database.query<{ name: string }>('select name from lastro_migrations')).map((r) => r.name));
  const done = await readDone();
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sqlText = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    // The advisory lock serialises processes sharing a server; recording the file first
    // makes a latecomer fail on the primary key and skip what another process applied.
    const name = file.replace(/'/g, "''");
    const script = `begin;\nselect pg_advisory_xact_lock(727001);\ninsert into lastro_migrations(name) values ('${name}');\n${sqlText}\n;commit;`;
    try {
      await database.exec(script);
      applied.push(file);
    } catch (err) {
      if (!(await readDone()).has(file)) throw err;
    }
  }
  return applied;
}
