import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config';
import { createS3Storage } from './s3-storage';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';

// The contract every storage keeps is in storage.test.ts; here what only a bucket brings.

let s3: TestS3Server;
let scratchDir: string;
const clients: S3Client[] = [];

beforeAll(async () => {
  s3 = await startTestS3Server();
  scratchDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-s3-scratch-'));
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await s3?.close();
  rmSync(scratchDir, { recursive: true, force: true });
});

/** A client of our own, to see the bucket as another process (or an operator) would. */
function rawClient(settings: S3Settings) {
  const { region, endpoint, forcePathStyle, credentials } = settings;
  const client = new S3Client({ region, endpoint, forcePathStyle, credentials });
  clients.push(client);
  return client;
}

/** Hashes a stream as it flows, holding one chunk at a time. */
async function digestOf(stream: Readable) {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done();
      },
    }),
  );
  return { sha256: hash.digest('hex'), bytes };
}

describe('s3 storage', () => {
  it('streams a 20 MB generated file into a multipart upload and back, byte for byte', async () => {
    const settings = s3.settings('large/');
    const storage = createS3Storage(settings, scratchDir);
    const written = createHash('sha256');
    const size = 20 * 1024 * 1024 + 4321;
    async function* generated() {
      for (let left = size; left > 0; left -= 64 * 1024) {
        const chunk = randomBytes(Math.min(64 * 1024, left));
        written.update(chunk);
        yield chunk;
      }
    }
    const scratch = await storage.scratchPath('bin', 'job-large');
    await pipeline(Readable.from(generated()), createWriteStream(scratch));

    expect(await storage.putFile('exports/2026-03/large.bin', scratch)).toEqual({ sizeBytes: size });
    expect(existsSync(scratch)).toBe(false);
    expect(await digestOf(await storage.openRead('exports/2026-03/large.bin'))).toEqual({
      sha256: written.digest('hex'),
      bytes: size,
    });
    // Five 5 MB parts (the last one short), each its own request: the file never sat whole in memory.
    const parts = s3.requests.filter((r) => /^PUT \/lastro-test\/large\/exports\/2026-03\/large\.bin\?.*partNumber=\d+/.test(r));
    expect(parts).toHaveLength(5);
    const head = await rawClient(settings).send(new HeadObjectCommand({ Bucket: settings.bucket, Key: 'large/exports/2026-03/large.bin' }));
    expect(head.ContentLength).toBe(size);
  });

  it('reading a key never stored rejects as the other storages do (code ENOENT); exists says no', async () => {
    const storage = createS3Storage(s3.settings('missing/'), scratchDir);
    await expect(storage.openRead('exports/2026-03/never.csv')).rejects.toMatchObject({
      code: 'ENOENT',
      message: 'no stored file exports/2026-03/never.csv',
    });
    expect(await storage.exists('exports/2026-03/never.csv')).toBe(false);
  });

  it('keeps every object under its key prefix, so installations can share a bucket', async () => {
    const mine = createS3Storage(s3.settings('lastro/producao/'), scratchDir);
    const theirs = createS3Storage(s3.settings('lastro/homologacao/'), scratchDir);
    const scratch = await mine.scratchPath('csv');
    await pipeline(Readable.from([Buffer.from('a;b\n1;2\n')]), createWriteStream(scratch));
    await mine.putFile('exports/2026-03/shared.csv', scratch);

    const settings = s3.settings();
    const raw = await rawClient(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: 'lastro/producao/exports/2026-03/shared.csv' }),
    );
    expect(await raw.Body?.transformToString()).toBe('a;b\n1;2\n');
    expect(await theirs.exists('exports/2026-03/shared.csv')).toBe(false);
    await theirs.remove('exports/2026-03/shared.csv');
    expect(await mine.exists('exports/2026-03/shared.csv')).toBe(true);
  });

  it('a store that refuses the credentials is an error, never a missing file', async () => {
    const settings = { ...s3.settings(), credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'not-the-secret' } };
    const storage = createS3Storage(settings, scratchDir);
    await expect(storage.exists('exports/2026-03/any.csv')).rejects.toThrow();
    const error = await storage.openRead('exports/2026-03/any.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).not.toBe('ENOENT');
  });
});
