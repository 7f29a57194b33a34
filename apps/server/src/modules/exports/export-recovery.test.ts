import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { files, jobs, notifications, notificationUsers } from '../../db/schema';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage';
import { exportJobDefinition } from './export-job';
import type { ExportSource } from '../../lib/export-source';
import { createTestDatabase } from '../../test/database';
import { createAccount, createCreditor } from '../../test/fixtures';
import { MODULES } from '../../app';
import { createModuleHost, type ModuleHost } from '../../lib/module';
import { waitFor } from '../../jobs/testing/wait';

const here = path.dirname(fileURLToPath(import.meta.url));
const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
} as never;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function configFor(filesDir: string, role: Config['role'] = 'all') {
  return loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) },
    { role, filesDir, seedDemo: false },
  );
}

/** What a job left behind: its record, its files (rows and on disk), its notifications. */
async function effectsOf(database: Database, jobId: string, filesDir: string) {
  const [job] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
  const fileRows = await database.db.select().from(files).where(eq(files.jobId, jobId));
  const notes = await database.db
    .select({ id: notificationUsers.id, accountId: notificationUsers.accountId })
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
    .where(like(notifications.dedupeKey, `job:${jobId}%`));
  const exportsDir = path.join(filesDir, 'exports');
  const monthDirs = existsSync(exportsDir) ? readdirSync(exportsDir) : [];
  const onDisk = monthDirs.flatMap((m) =>
    readdirSync(path.join(filesDir, 'exports', m)).filter((f) => f.startsWith(jobId)),
  );
  return { job: job!, fileRows, notes, onDisk };
}

async function rowsOfXlsx(filesDir: string, storageKey: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(filesDir, ...storageKey.split('/')));
  return wb.worksheets[0]!.rowCount;
}

describe('restart recovery: a job in flight when its runner stops runs again, once', () => {
  it('completes exactly once with one file and one notification (runner stopped mid-export)', async () => {
    const { database, dispose } = await createTestDatabase();
    cleanups.push(dispose);
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-restart-'));
    cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
    const account = await createAccount(database.db, { type: 'Backoffice' });

    let runs = 0;
    let hangForever = true;
    // Two chunks; the first run hangs after writing the first, as if the process died there.
    const source: ExportSource<{ n: number }, Record<string, never>> = {
      kind: 'crashy',
      fileBaseName: 'teste',
      sheetName: 'Teste',
      params: {} as never,
      columns: [{ header: 'N', value: (r) => r.n }],
      count: async () => 4,
      async *read() {
        runs++;
        yield [{ n: 1 }, { n: 2 }];
        if (hangForever) await new Promise(() => undefined);
        yield [{ n: 3 }, { n: 4 }];
      },
    };
    source.params = { parse: () => ({}) } as never;

    const makeRunner = (): ModuleHost => {
      const bg = createModuleHost({
        modules: MODULES,
        config: configFor(filesDir),
        database,
        log: silent,
        storage: createLocalDiskStorage(filesDir),
        runner: { pollingIntervalSeconds: 0.5 },
      });
      // Its own job type first, with no wait between attempts (the exports module then adds none).
      bg.jobs.registry.register(
        exportJobDefinition('crashy', {
          sources: bg.exportSources,
          files: bg.services('files'),
          notifications: bg.services('notifications'),
          retryDelaySeconds: 0,
        }),
      );
      bg.exportSources.register(source);
      return bg;
    };

    const first = makeRunner();
    await first.start();
    const jobId = await first.jobs.enqueue('export.crashy', account.id, {
      kind: 'crashy',
      format: 'xlsx',
      params: {},
      scope: { accountId: account.id, accountType: 'Backoffice', isAdmin: true, creditorId: null },
      requestedAt: new Date().toISOString(),
    });
    await waitFor(
      async () => (await effectsOf(database, jobId, filesDir)).job.done === 2,
      'first chunk written',
    );
    await first.stop();

    hangForever = false;
    const second = makeRunner();
    await second.start();
    cleanups.push(() => second.stop());
    const after = await waitFor(async () => {
      const e = await effectsOf(database, jobId, filesDir);
      return e.job.status === 'completed' ? e : undefined;
    }, 'job completed by the second runner');

    expect(runs).toBe(2);
    expect(after.job.attempts).toBe(2);
    expect(after.job.done).toBe(4);
    expect(after.fileRows).toHaveLength(1);
    expect(after.onDisk).toHaveLength(1);
    expect(after.notes).toEqual([{ id: expect.any(String), accountId: account.id }]);
    expect(await rowsOfXlsx(filesDir, after.fileRows[0]!.storageKey)).toBe(5);
  });
});

describe('crash recovery: the worker process is killed (SIGKILL) after the effects, before completion', () => {
  it('a new runner on the same database finishes the job without a second file or notification', async () => {
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-crash-files-'));
    cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
    const made = await createTestDatabase();
    const database: Database = made.database;
    cleanups.push(made.dispose);
    const childEnv = { DATABASE_URL: made.url };

    const account = await createAccount(database.db, { type: 'Backoffice' });
    for (let i = 0; i < 3; i++) await createCreditor(database.db, { tradingName: `Crash ${i}` });
    // An API-only process queues the export; nobody here runs it.
    const api = createModuleHost({
      modules: MODULES,
      config: configFor(filesDir, 'api'),
      database,
      log: silent,
      storage: createLocalDiskStorage(filesDir),
    });
    await api.start();
    const jobId = await api.jobs.enqueue('export.creditors', account.id, {
      kind: 'creditors',
      format: 'xlsx',
      params: {},
      scope: { accountId: account.id, accountType: 'Backoffice', isAdmin: true, creditorId: null },
      requestedAt: new Date().toISOString(),
    });
    await api.stop();

    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/crash-worker.ts')],
      {
        cwd: path.resolve(here, '../../..'),
        env: { ...process.env, ...childEnv, FILES_DIR: filesDir, FILE_STORAGE: 'disk' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout!.on('data', (d) => (out += String(d)));
    child.stderr!.on('data', (d) => (out += String(d)));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await waitFor(
      () => out.includes('EFFECTS_DONE') || (child.exitCode !== null && Promise.reject(new Error(out))),
      'child effects',
      90_000,
    );
    child.kill('SIGKILL');
    await exited;

    const before = await effectsOf(database, jobId, filesDir);
    expect(before.job.status).toBe('running');
    expect(before.fileRows).toHaveLength(1);
    expect(before.notes).toHaveLength(1);

    const restarted = createModuleHost({
      modules: MODULES,
      config: configFor(filesDir),
      database,
      log: silent,
      storage: createLocalDiskStorage(filesDir),
      // A killed worker on a shared server is noticed once its heartbeat is stale.
      runner: { pollingIntervalSeconds: 0.5, heartbeatSeconds: 1, workerStaleSeconds: 2 },
    });
    await restarted.start();
    cleanups.push(() => restarted.stop());
    const after = await waitFor(
      async () => {
        const e = await effectsOf(database, jobId, filesDir);
        return e.job.status === 'completed' ? e : undefined;
      },
      'job completed after the crash',
      90_000,
    );

    expect(after.job.attempts).toBe(2);
    expect(after.fileRows).toHaveLength(1);
    expect(after.fileRows[0]!.id).toBe(before.fileRows[0]!.id);
    expect(after.onDisk).toHaveLength(1);
    expect(after.notes).toHaveLength(1);
    expect(after.job.result).toMatchObject({ fileId: before.fileRows[0]!.id, rows: 3 });
    expect(await rowsOfXlsx(filesDir, after.fileRows[0]!.storageKey)).toBe(4);
    const unread = await database.db
      .select()
      .from(notificationUsers)
      .where(and(eq(notificationUsers.accountId, account.id)));
    expect(unread).toHaveLength(1);
  });
});
