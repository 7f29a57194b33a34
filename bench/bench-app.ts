import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';

/**
 * The app over a scratch database, for a benchmark that goes through its services or HTTP
 * stack. ROLE=api: no job worker or event consumer runs on its own, so the benchmark's own
 * calls are the only work measured. `close` removes the database and the app's files.
 * With `databaseUrl` (a child process of a benchmark) it opens that database, already
 * prepared, and `close` leaves it in place.
 */
export async function openBenchApp(
  opts: { databaseUrl?: string } = {},
): Promise<{ database: Database; app: FastifyInstance; filesDir: string; close(): Promise<void> }> {
  const database = opts.databaseUrl ? await openDatabase({ databaseUrl: opts.databaseUrl }) : await openScratchDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-files-'));
  if (!opts.databaseUrl) await prepareDatabase(database);
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
    { webDist: undefined, seedDemo: false, filesDir, role: 'api' },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    database,
    app,
    filesDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
