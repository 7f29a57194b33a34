import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createFileStorage, type FileStorage } from './integrations/storage';
import { ExportSources } from './modules/exports/export-source';
import { exportJobDefinition } from './modules/exports/export-job';
import { createExportsService } from './modules/exports/exports.service';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { filesRetentionJob } from './modules/files/files-retention';
import { filesRoutes } from './modules/files/files.routes';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createJobsService } from './modules/jobs/jobs.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createNotificationsHub } from './modules/notifications/notifications.hub';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { JobRegistry } from './jobs/job-definition';
import { createJobRunner, type JobRunnerOptions } from './jobs/job-runner';

export interface BackgroundOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The app's file storage; a throw-away folder when absent and config has none. */
  storage?: FileStorage;
  /** Tests shorten the wait between export attempts. */
  exportJobs?: { retryDelaySeconds?: number };
  runner?: Partial<
    Pick<
      JobRunnerOptions,
      'pollingIntervalSeconds' | 'heartbeatSeconds' | 'workerStaleSeconds' | 'concurrency'
    >
  >;
}

/**
 * Jobs, generated files, exports and notifications, wired once per app. Other modules use:
 *   background.notifications.notify(accountId, {title, description, type, metadata, dedupeKey})
 *   background.exportSources.register(source)   // makes GET merchant / deals export work
 *   background.jobs.registry.register(def); background.jobs.enqueue(type, accountId, data)
 */
export function createBackground({
  config,
  database,
  log,
  storage: given,
  runner: runnerOpts,
  exportJobs,
}: BackgroundOptions) {
  // Tests build apps without a data folder: their files go to a throw-away one.
  const tempFilesDir = given || config.filesDir ? null : mkdtempSync(path.join(os.tmpdir(), 'lastro-files-'));
  const storage = given ?? createFileStorage({ ...config, filesDir: config.filesDir ?? tempFilesDir! }, database);

  const hub = createNotificationsHub(database, log);
  const notifications = createNotificationsService(createNotificationsRepository(database.db), hub);
  const files = createFilesService(createFilesRepository(database.db), storage);
  const jobsRepository = createJobsRepository(database.db);
  const registry = new JobRegistry();
  const jobs = createJobRunner({
    database,
    store: jobsRepository,
    registry,
    log,
    work: config.role !== 'api',
    ...runnerOpts,
  });

  const exportSources = new ExportSources();
  // A list's source brings its job type with it; a streamed detail table needs none.
  exportSources.onRegister((source) => {
    if (!source.route?.stream)
      registry.register(exportJobDefinition(source.kind, { sources: exportSources, files, notifications, ...exportJobs }));
  });
  const exports = createExportsService(exportSources, jobs);
  registry.schedule(filesRetentionJob(files, config.exportRetentionDays));

  return {
    storage,
    notifications,
    files,
    jobs,
    exportSources,
    exports,
    /** Registers the routes inside the /api prefix. */
    routes: async (api: FastifyInstance) => {
      await api.register(jobsRoutes(createJobsService(jobsRepository)));
      await api.register(notificationsRoutes(notifications));
      await api.register(filesRoutes(files));
      await api.register(exportsRoutes(exports));
    },
    async start() {
      await jobs.start();
    },
    async stop() {
      await jobs.stop();
      await hub.close();
      if (tempFilesDir) rmSync(tempFilesDir, { recursive: true, force: true });
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}
