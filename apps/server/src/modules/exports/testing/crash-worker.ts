/**
 * A worker process for the crash test: it runs queued jobs like the real app, but once an
 * export job has done all its effects (file stored, notification sent) it prints
 * EFFECTS_DONE and hangs, so the test can SIGKILL it before the job is marked complete.
 * Env: DATABASE_URL or PGLITE_DIR, FILES_DIR.
 */
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { createBackground } from '../../../background';
import { creditorsExportSource } from '../../creditors/creditors.export-source';

const config = loadConfig(
  { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'crash-worker-secret-crash-worker-secret-000' },
  { role: 'all', filesDir: process.env.FILES_DIR!, databaseUrl: process.env.DATABASE_URL || undefined },
);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: process.env.PGLITE_DIR });
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: object) => console.error(o),
  child: () => log,
} as never;
const background = createBackground({
  config,
  database,
  log,
  runner: { pollingIntervalSeconds: 0.5, heartbeatSeconds: 1 },
});

background.exportSources.register(creditorsExportSource(database.db));

const notify = background.notifications.notify.bind(background.notifications);
background.notifications.notify = async (...args: Parameters<typeof notify>) => {
  await notify(...args);
  console.log('EFFECTS_DONE');
  return new Promise<never>(() => undefined);
};
await background.start();
console.log('WORKER_READY');
