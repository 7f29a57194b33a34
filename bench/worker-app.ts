import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { TEST_PASSWORD, createAccount } from '../apps/server/src/test/fixtures';

/**
 * The whole app (API and job worker, files on disk) in a benchmark's worker process, with a
 * signed-in admin's headers: the server whose time and peak memory an upload benchmark measures.
 */
export async function openWorkerApp(database: Database) {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-files-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', ROLE: 'all', FILE_STORAGE: 'disk' },
    { seedDemo: false, webDist: undefined, signInRateLimitPerMinute: 1000, filesDir },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  const admin = await createAccount(database.db, { type: 'Backoffice' });
  const signIn = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
  return {
    app,
    headers: { authorization: `Bearer ${signIn.json().token as string}` },
    async close() {
      await app.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
