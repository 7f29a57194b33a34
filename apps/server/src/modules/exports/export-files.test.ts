import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { buildApp, MODULES } from '../../app';
import { createModuleHost } from '../../lib/module';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { waitFor } from '../../jobs/testing/wait';
import { createTestDatabase } from '../../test/database';
import { createAccount, createCreditor, TEST_PASSWORD } from '../../test/fixtures';
import type { ExportSource } from '../../lib/export-source';
import { exportJobDefinition, exportStorageKey, type ExportJobData } from './export-job';
import { exportFileOf, runRetentionNow } from './testing/export-flow';

let database: Database;
let dispose: () => Promise<void>;
const cleanups: (() => Promise<unknown> | void)[] = [];
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => silent } as never;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await dispose?.();
});

function configFor(role: Config['role'], fileStorage: Config['fileStorage']) {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-files-'));
  cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
  return loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'multi-process-secret-multi-process-secret-00' },
    { role, fileStorage, filesDir, webDist: undefined, seedDemo: false, signInRateLimitPerMinute: 10_000 },
  );
}

const apps: FastifyInstance[] = [];
async function startApp(role: Config['role'], fileStorage: Config['fileStorage']) {
  const app = await buildApp({ config: configFor(role, fileStorage), database });
  await app.ready();
  apps.push(app);
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the README multi-process setup: ROLE=api and ROLE=worker on one database', () => {
  let token: string;
  // A test's workers would take the next test's jobs (and store them on their own kind of
  // storage), so each test's processes stop when it ends.
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  beforeAll(async () => {
    const admin = await createAccount(database.db, { type: 'Backoffice' });
    await createCreditor(database.db, { tradingName: 'Multi Processo' });
    const api = await startApp('api', 'database');
    const signIn = await api.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
    token = signIn.json().token;
  });

  it('with files in the database, a file written by the worker downloads from the API process', async () => {
    const api = await startApp('api', 'database');
    await startApp('worker', 'database');
    const fileId = await exportFileOf(api, token);
    const download = await api.inject({ method: 'GET', url: `/api/files/${fileId}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Multi Processo');
  });

  it('with each process on its own disk, the API process cannot find it (why the database is the default there)', async () => {
    const api = await startApp('api', 'disk');
    await startApp('worker', 'disk');
    const fileId = await exportFileOf(api, token);
    expect((await api.inject({ method: 'GET', url: `/api/files/${fileId}/download`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('the retention job (pg-boss schedule) removes files older than EXPORT_RETENTION_DAYS, keeps newer ones', async () => {
    const api = await startApp('api', 'database');
    const worker = await startApp('worker', 'database');
    const old = await exportFileOf(api, token);
    const recent = await exportFileOf(api, token);
    await database.query(`update files set created_at = now() - interval '8 days' where id = $1`, [old]);

    const schedules = (await database.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule')).map((s) => s.name);
    expect(schedules).toContain('lastro-scheduled.files-retention');

    const run = await runRetentionNow(worker);
    expect(run.output).toMatchObject({ removed: 1 });

    expect((await api.inject({ method: 'GET', url: `/api/files/${old}/download`, headers: bearer(token) })).statusCode).toBe(404);
    expect(await database.query('select 1 from files where id = $1', [old])).toEqual([]);
    expect((await api.inject({ method: 'GET', url: `/api/files/${recent}/download`, headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('files of jobs that fail or are killed half-way', () => {
  it('a failing job leaves no scratch file and no stored file, and tells the user once it gives up', { timeout: 120_000 }, async () => {
    const config = configFor('all', 'disk');
    const bg = createModuleHost({ modules: MODULES, config, database, log: silent, runner: { pollingIntervalSeconds: 0.5 } });
    cleanups.push(() => bg.stop());
    let runs = 0;
    const source: ExportSource<{ n: number }, Record<string, never>> = {
      kind: 'breaks',
      fileBaseName: 'quebra',
      sheetName: 'Quebra',
      params: { safeParse: () => ({ success: true, data: {} }), parse: () => ({}) } as never,
      columns: [{ header: 'N', value: (r) => r.n }],
      async *read() {
        runs++;
        yield [{ n: 1 }, { n: 2 }];
        throw new Error('database went away');
      },
    };
    // Its own job type first, with no wait between attempts (the exports module then adds none).
    bg.jobs.registry.register(
      exportJobDefinition('breaks', {
        sources: bg.exportSources,
        files: bg.services('files'),
        notifications: bg.services('notifications'),
        retryDelaySeconds: 0,
      }),
    );
    bg.exportSources.register(source);
    await bg.start();
    const account = await createAccount(database.db, { type: 'Backoffice' });
    const jobId = await bg.jobs.enqueue('export.breaks', account.id, {
      kind: 'breaks',
      format: 'xlsx',
      params: {},
      scope: { accountId: account.id, accountType: 'Backoffice', isAdmin: true, creditorId: null },
      requestedAt: new Date().toISOString(),
    } satisfies ExportJobData);
    // The job is marked failed first, then its final-failure hook tells the user.
    const notes = await waitFor(async () => {
      const [row] = await database.query<{ status: string }>('select status from jobs where id = $1', [jobId]);
      if (row?.status !== 'failed') return undefined;
      const found = await database.query<{ title: string }>('select title from notifications where dedupe_key like $1', [`job:${jobId}%`]);
      return found.length ? found : undefined;
    }, 'job given up', 90_000);
    expect(runs).toBe(4);
    const tmp = path.join(config.filesDir, 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
    expect(existsSync(path.join(config.filesDir, 'exports'))).toBe(false);
    expect(notes.map((n) => n.title)).toEqual([MESSAGES.notifications.exportFailedTitle]);
  });

  it('the final failure of a job whose worker was killed removes its scratch file and its half-stored file', async () => {
    const config = configFor('api', 'database');
    const bg = createModuleHost({ modules: MODULES, config, database, log: silent });
    const def = exportJobDefinition('creditors', {
      sources: bg.exportSources,
      files: bg.services('files'),
      notifications: bg.services('notifications'),
    });
    const account = await createAccount(database.db, { type: 'Backoffice' });
    const jobId = '00000000-0000-4000-8000-0000000000aa';
    const data: ExportJobData = {
      kind: 'creditors',
      format: 'csv',
      params: {},
      scope: { accountId: account.id, accountType: 'Backoffice', isAdmin: true, creditorId: null },
      requestedAt: '2026-03-04T10:00:00.000Z',
    };
    // What the killed worker left: its named scratch file and part of the stored file.
    const scratch = await bg.storage.scratchPath('csv', `job-${jobId}`);
    writeFileSync(scratch, 'metade');
    const half = await bg.storage.scratchPath('csv');
    writeFileSync(half, 'metade');
    await bg.storage.putFile(exportStorageKey(jobId, data), half);

    await def.onFinalFailure({ jobId, accountId: account.id, data, attempt: 4 });
    expect(existsSync(scratch)).toBe(false);
    expect(await bg.storage.exists(exportStorageKey(jobId, data))).toBe(false);
  });
});
