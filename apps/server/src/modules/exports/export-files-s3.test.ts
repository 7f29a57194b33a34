import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { startTestS3Server, type TestS3Server } from '../../integrations/storage/testing/s3-server';
import { createTestDatabase } from '../../test/database';
import { createAccount, createCreditor, TEST_PASSWORD } from '../../test/fixtures';
import { exportFileOf, runRetentionNow } from './testing/export-flow';

// What the README promises for many API and worker processes: with FILE_STORAGE=s3 a file a
// worker wrote downloads from any API process, and its bytes are neither in the database nor
// on either process's disk.

const PREFIX = 'lastro/e2e/';
let database: Database;
let dispose: () => Promise<void>;
let s3: TestS3Server;
let bucket: S3Client;
const apps: FastifyInstance[] = [];
const filesDirs: string[] = [];

async function startApp(role: Config['role']) {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-files-'));
  filesDirs.push(filesDir);
  // Through the environment, as a deployment would set it.
  const config = loadConfig(
    { ...process.env, ...s3.env(PREFIX), LOG_LEVEL: 'silent', JWT_SECRET: 's3-process-secret-s3-process-secret-s3-proc' },
    { role, filesDir, webDist: undefined, seedDemo: false, signInRateLimitPerMinute: 10_000 },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  s3 = await startTestS3Server();
  const { region, endpoint, forcePathStyle, credentials } = s3.settings();
  bucket = new S3Client({ region, endpoint, forcePathStyle, credentials });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  bucket?.destroy();
  await s3?.close();
  await dispose?.();
  for (const dir of filesDirs) rmSync(dir, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inBucket = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: s3.settings().bucket, Key: PREFIX + key })).then(
    () => true,
    (err: { name?: string }) => (err.name === 'NotFound' ? false : Promise.reject(err)),
  );

describe('FILE_STORAGE=s3: ROLE=api and ROLE=worker sharing a bucket', () => {
  let api: FastifyInstance;
  let worker: FastifyInstance;
  let token: string;
  let fileId: string;
  let storageKey: string;

  beforeAll(async () => {
    const admin = await createAccount(database.db, { type: 'Backoffice' });
    await createCreditor(database.db, { tradingName: 'Credor no Balde' });
    api = await startApp('api');
    worker = await startApp('worker');
    const signIn = await api.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
    token = signIn.json().token;
  });

  it('an export the worker wrote downloads from the API process; its bytes live only in the bucket', async () => {
    fileId = await exportFileOf(api, token);

    const download = await api.inject({ method: 'GET', url: `/api/files/${fileId}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Credor no Balde');

    const [file] = await database.query<{ storage_key: string; size_bytes: number }>(
      'select storage_key, size_bytes from files where id = $1',
      [fileId],
    );
    storageKey = file!.storage_key;
    expect(await inBucket(storageKey)).toBe(true);
    expect(Number(file!.size_bytes)).toBe(download.rawPayload.length);
    expect(await database.query('select 1 from stored_file_chunks')).toEqual([]);
    // Not a file on either machine's disk (the worker's scratch file went once uploaded).
    for (const dir of filesDirs) expect(filesUnder(dir)).toEqual([]);
  });

  it('an object gone from the bucket answers 404, not a server error', async () => {
    await bucket.send(new DeleteObjectCommand({ Bucket: s3.settings().bucket, Key: PREFIX + storageKey }));
    const download = await api.inject({ method: 'GET', url: `/api/files/${fileId}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(404);
  });

  it('the retention job removes expired files from the bucket', async () => {
    const xlsxId = await exportFileOf(api, token, 'xlsx');
    const [file] = await database.query<{ storage_key: string }>('select storage_key from files where id = $1', [xlsxId]);
    expect(await inBucket(file!.storage_key)).toBe(true);
    await database.query(`update files set created_at = now() - interval '8 days'`);

    expect((await runRetentionNow(worker)).output).toMatchObject({ removed: 2 });
    expect(await inBucket(file!.storage_key)).toBe(false);
  });
});
