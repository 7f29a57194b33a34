/**
 * A worker process for the crash test: it runs queued jobs like the real app, but once an
 * export job has done all its effects (file stored, notification sent) it prints
 * EFFECTS_DONE and hangs, so the test can SIGKILL it before the job is marked complete.
 * Env: DATABASE_URL, FILES_DIR.
 */
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { createModuleHost, defineModule } from '../../../lib/module';
import { createCreditorsExportRepository } from '../../creditors/creditors-export.repository';
import { creditorsExportSource } from '../../creditors/creditors.export-source';
import exportsModule from '../exports.module';
import filesModule from '../../files/files.module';
import notificationsModule from '../../notifications/notifications.module';

const config = loadConfig(
  { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'crash-worker-secret-crash-worker-secret-000' },
  { role: 'all', filesDir: process.env.FILES_DIR!, databaseUrl: process.env.DATABASE_URL || undefined },
);
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: object) => console.error(o),
  child: () => log,
} as never;
// Only what runs an export: loading the whole app would slow this process's start under load.
const creditorsExport = defineModule({
  name: 'creditors-export',
  setup: ({ database: d }) => ({ exportSources: [creditorsExportSource(createCreditorsExportRepository(d.db))] }),
});
const background = createModuleHost({
  modules: [notificationsModule, filesModule, exportsModule, creditorsExport],
  config,
  database,
  log,
  runner: { pollingIntervalSeconds: 0.5, heartbeatSeconds: 1 },
});

const notifications = background.services('notifications');
const notify = notifications.notify.bind(notifications);
notifications.notify = async (...args) => {
  await notify(...args);
  console.log('EFFECTS_DONE');
  return new Promise<never>(() => undefined);
};
await background.start();
console.log('WORKER_READY');
