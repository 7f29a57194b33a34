import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createFileStorage, type FileStorage } from '../integrations/storage';
import { JobRegistry, type JobDefinition } from '../jobs/job-definition';
import { createJobRunner, type JobRunner, type JobRunnerOptions, type ScheduledJob } from '../jobs/job-runner';
import { createJobsRepository } from '../jobs/jobs.repository';
import { ExportSources, type ExportSource } from './export-source';
import { ImportSources, type ImportSource } from './import-source';

/**
 * The services each module offers the others, by module name. A module's entry file adds its
 * own entry by declaration merging (`declare module '../../lib/module'`), so a consumer reaches
 * it typed through `ctx.use(name)` without importing the other module's files.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** What a module's setup receives: the shared infrastructure and the other modules' services. */
export interface ModuleContext {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Files the app keeps (logos, pictures, exports). */
  storage: FileStorage;
  /** Queues jobs; handlers are the `jobs` modules contribute. */
  jobs: JobRunner;
  /** Every module's export sources (filled after every setup ran). */
  exportSources: ExportSources;
  /** Every module's import sources (filled after every setup ran). */
  importSources: ImportSources;
  /**
   * Another module's services. Call it when the service is used (in a port's function body),
   * not during setup: modules may then use each other whatever their order in the list.
   */
  use<N extends ModuleName>(name: N): ModuleServices[N];
}

/** Everything a module contributes to the app. */
export interface ModuleContribution<S> {
  /** Its HTTP routes, mounted under /api. */
  routes?: (api: FastifyInstance) => Promise<void>;
  /** What it offers other modules (see ModuleServices). */
  services?: S;
  /** Data sets it lets users export (the exports module runs them). */
  // Each source has its own row and filter types; the registry keeps them apart by kind.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  exportSources?: ExportSource<any, any>[];
  /** Kinds of bulk import it owns (the imports module runs them). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  importSources?: ImportSource<any, any>[];
  /** Background job types it handles. */
  jobs?: JobDefinition<never>[];
  /** Jobs run on a timetable by the workers. */
  schedules?: ScheduledJob[];
  /** Runs when the app starts (after the job runner) and stops (before it). */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

export interface ModuleDefinition<N extends string = string, S = unknown> {
  name: N;
  /** Modules whose services this one uses: the app refuses to start without them. */
  requires?: readonly ModuleName[];
  setup(ctx: ModuleContext): ModuleContribution<S>;
}

type ServicesOf<N extends string> = N extends ModuleName ? ModuleServices[N] : never;

/** The one shape of a server module: `export default defineModule({ name, requires, setup })` in `<m>.module.ts`. */
export function defineModule<N extends string>(def: ModuleDefinition<N, ServicesOf<N>>): ModuleDefinition<N, ServicesOf<N>> {
  return def;
}

export interface ModuleHostOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The app's file storage; a throw-away folder when absent and config has none. */
  storage?: FileStorage;
  runner?: Partial<Pick<JobRunnerOptions, 'pollingIntervalSeconds' | 'heartbeatSeconds' | 'workerStaleSeconds' | 'concurrency'>>;
  modules: readonly ModuleDefinition<string, unknown>[];
}

/** Sets up a list of modules over one job runner, export-source registry and storage. */
export function createModuleHost(opts: ModuleHostOptions) {
  const { config, database, log } = opts;
  // Tests build apps without a data folder: their files go to a throw-away one.
  const tempFilesDir = opts.storage || config.filesDir ? null : mkdtempSync(path.join(os.tmpdir(), 'lastro-files-'));
  const storage = opts.storage ?? createFileStorage({ ...config, filesDir: config.filesDir ?? tempFilesDir! }, database);

  const registry = new JobRegistry();
  const jobs = createJobRunner({
    database,
    store: createJobsRepository(database.db),
    registry,
    log,
    work: config.role !== 'api',
    ...opts.runner,
  });
  const exportSources = new ExportSources();
  const importSources = new ImportSources();
  const offered = new Map<string, unknown>();
  const use = <N extends ModuleName>(name: N): ModuleServices[N] => {
    if (!offered.has(name)) throw new Error(`module '${name}' offers no services (is it in the module list?)`);
    return offered.get(name) as ModuleServices[N];
  };
  const ctx: ModuleContext = { config, database, log, storage, jobs, exportSources, importSources, use };

  const contributions: ModuleContribution<unknown>[] = [];
  for (const m of opts.modules) {
    if (contributions.length !== offered.size && offered.has(m.name)) throw new Error(`module listed twice: ${m.name}`);
    const c = m.setup(ctx);
    if (c.services !== undefined) offered.set(m.name, c.services);
    contributions.push(c);
  }
  const names = new Set(opts.modules.map((m) => m.name));
  for (const m of opts.modules)
    for (const r of m.requires ?? [])
      if (!names.has(r)) throw new Error(`module '${m.name}' requires module '${r}', which is not in the list`);
  for (const c of contributions) {
    for (const s of c.exportSources ?? []) exportSources.register(s);
    for (const s of c.importSources ?? []) importSources.register(s);
    for (const j of c.jobs ?? []) registry.register(j);
  }
  for (const c of contributions) for (const s of c.schedules ?? []) jobs.addSchedule(s);

  return {
    storage,
    jobs,
    exportSources,
    importSources,
    services: use,
    /** Registers every module's routes (inside the /api prefix). */
    async routes(api: FastifyInstance) {
      for (const c of contributions) if (c.routes) await api.register(c.routes);
    },
    async start() {
      await jobs.start();
      for (const c of contributions) await c.start?.();
    },
    async stop() {
      for (const c of [...contributions].reverse()) await c.stop?.();
      await jobs.stop();
      if (tempFilesDir) rmSync(tempFilesDir, { recursive: true, force: true });
    },
  };
}

export type ModuleHost = ReturnType<typeof createModuleHost>;
