import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { createDatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';

let database: Database;
let dispose: () => Promise<void>;
let s3: TestS3Server;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-storage-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await dispose?.();
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

async function scratchWith(storage: FileStorage, content: Buffer) {
  const file = await storage.scratchPath('bin');
  writeFileSync(file, content);
  return file;
}

let s3Storages = 0;
const backends: [string, () => FileStorage][] = [
  ['local disk', () => createLocalDiskStorage(tempDir())],
  ['database', () => createDatabaseStorage(database, path.join(tempDir(), 'tmp'))],
  // An S3-compatible server on loopback; each storage under its own key prefix, as installations sharing a bucket would be.
  ['s3', () => createS3Storage(s3.settings(`contract-${++s3Storages}/`), path.join(tempDir(), 'tmp'))],
];

describe.each(backends)('%s storage', (_name, make) => {
  it('stores a scratch file under a key and streams back the same bytes (several pieces)', async () => {
    const storage = make();
    // Over 2 MiB: more than one database piece.
    const content = randomBytes(2 * 1024 * 1024 + 12345);
    const scratch = await scratchWith(storage, content);
    expect(await storage.putFile('exports/2026-01/big.bin', scratch)).toEqual({ sizeBytes: content.length });
    expect(existsSync(scratch)).toBe(false);
    expect(await storage.exists('exports/2026-01/big.bin')).toBe(true);
    expect((await readAll(await storage.openRead('exports/2026-01/big.bin'))).equals(content)).toBe(true);
  });

  it('replaces what an earlier try stored under the same key, keeps an empty file, removes on request', async () => {
    const storage = make();
    await storage.putFile('exports/2026-01/again.csv', await scratchWith(storage, randomBytes(1024 * 1024 + 5)));
    await storage.putFile('exports/2026-01/again.csv', await scratchWith(storage, Buffer.from('segunda')));
    expect((await readAll(await storage.openRead('exports/2026-01/again.csv'))).toString()).toBe('segunda');

    await storage.putFile('exports/2026-01/empty.csv', await scratchWith(storage, Buffer.alloc(0)));
    expect(await storage.exists('exports/2026-01/empty.csv')).toBe(true);
    expect((await readAll(await storage.openRead('exports/2026-01/empty.csv'))).length).toBe(0);

    await storage.remove('exports/2026-01/again.csv');
    expect(await storage.exists('exports/2026-01/again.csv')).toBe(false);
    await expect(storage.openRead('exports/2026-01/again.csv')).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove('exports/2026-01/never.csv');
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = make();
    for (const key of ['../x.csv', 'exports/../../x.csv', '/etc/passwd', 'Exports/x.csv'])
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
  });

  it("names a job's scratch file after it and sweeps stale scratch files only", async () => {
    const storage = make();
    const named = await storage.scratchPath('xlsx', 'job-1234');
    expect(path.basename(named)).toBe('job-1234.xlsx');
    await expect(storage.scratchPath('xlsx', '../x')).rejects.toThrow();
    const stale = await scratchWith(storage, Buffer.from('velho'));
    const fresh = await scratchWith(storage, Buffer.from('novo'));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    expect(await storage.sweepScratch(86_400_000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
