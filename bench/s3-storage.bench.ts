/**
 * FILE_STORAGE=s3 in bounded memory: a file of SMALL and one of LARGE bytes stored with the S3
 * provider's putFile (multipart upload streamed from the scratch file) and read back through
 * openRead, against an S3-compatible server (s3rver) on loopback. Each size runs in a child
 * process of its own whose resident memory is sampled every 20 ms; its growth over the
 * process's warmed-up start (SDK loaded, connection open) must stay a small share of the
 * LARGE file (both sizes are printed, to show it does not follow the size; their difference
 * is GC timing, too noisy for a budget of its own).
 * Time is printed beside a plain stream of the same bytes to the local disk and back, for
 * scale only: the other end is a test server, not a store.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { S3Settings } from '../apps/server/src/config';
import { createS3Storage } from '../apps/server/src/integrations/storage/s3-storage';
import { startTestS3Server } from '../apps/server/src/integrations/storage/testing/s3-server';

const MB = 1024 * 1024;
const SMALL = Number(process.env.BENCH_S3_SMALL_MB ?? 64) * MB;
const LARGE = Number(process.env.BENCH_S3_LARGE_MB ?? 256) * MB;
const BUDGET_OF_SIZE = 0.125; // growth at LARGE over LARGE: 32 MB of 256

interface Result {
  bytes: number;
  putMs: number;
  getMs: number;
  putGrowth: number;
  getGrowth: number;
  diskMs: number;
}

/** Hashes a stream as it flows (the check that the bytes came back). */
async function drain(stream: Readable) {
  const hash = createHash('sha256');
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done();
      },
    }),
  );
  return hash.digest('hex');
}

async function worker(bytes: number, settings: S3Settings) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-s3-'));
  const storage = createS3Storage(settings, dir);
  const source = path.join(dir, 'source.bin');
  const written = createHash('sha256');
  await pipeline(
    Readable.from(
      (function* () {
        for (let left = bytes; left > 0; left -= MB) {
          const chunk = randomBytes(Math.min(MB, left));
          written.update(chunk);
          yield chunk;
        }
      })(),
    ),
    createWriteStream(source),
  );
  const sha = written.digest('hex');

  // Warm-up: the SDK loaded and a connection open before the baseline is taken.
  const warm = await storage.scratchPath('bin');
  writeFileSync(warm, 'aquecimento');
  await storage.putFile('bench/warm.bin', warm);
  await drain(await storage.openRead('bench/warm.bin'));

  const measure = async (work: () => Promise<unknown>) => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const out = await work();
    const ms = performance.now() - t0;
    clearInterval(sampler);
    return { ms, growth: Math.max(peak, process.memoryUsage().rss) - baseline, out };
  };

  // The local-disk yardstick: the same bytes streamed to a file and read back.
  const disk = await measure(async () => {
    const copy = path.join(dir, 'copy.bin');
    await pipeline(createReadStream(source), createWriteStream(copy));
    return drain(createReadStream(copy));
  });
  const scratch = await storage.scratchPath('bin');
  await pipeline(createReadStream(source), createWriteStream(scratch));
  const put = await measure(() => storage.putFile('bench/file.bin', scratch));
  const get = await measure(async () => drain(await storage.openRead('bench/file.bin')));
  if (get.out !== sha || disk.out !== sha) throw new Error('the bytes read back differ from those written');
  await storage.remove('bench/file.bin');
  rmSync(dir, { recursive: true, force: true });
  const result: Result = { bytes, putMs: put.ms, getMs: get.ms, putGrowth: put.growth, getGrowth: get.growth, diskMs: disk.ms };
  process.stdout.write(JSON.stringify(result) + '\n');
}

/** Asynchronously: the S3 server runs in this process and must keep answering meanwhile. */
async function runChild(bytes: number, settings: S3Settings): Promise<Result> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--worker', String(bytes)], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_S3_SETTINGS: JSON.stringify(settings), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    timeout: 300_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Result;
}

const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

if (process.argv[2] === '--worker') {
  await worker(Number(process.argv[3]), JSON.parse(process.env.BENCH_S3_SETTINGS!) as S3Settings);
} else {
  const server = await startTestS3Server();
  try {
    const settings = server.settings('bench/');
    const small = await runChild(SMALL, settings);
    const large = await runChild(LARGE, settings);
    console.log('FILE_STORAGE=s3 (s3rver on loopback): putFile and openRead, each size in a process of its own');
    console.log('size       put s   read s  disk s   put RSS growth  read RSS growth');
    for (const r of [small, large])
      console.log(
        `${mb(r.bytes).padEnd(9)} ${(r.putMs / 1000).toFixed(2).padStart(6)} ${(r.getMs / 1000).toFixed(2).padStart(7)} ${(r.diskMs / 1000).toFixed(2).padStart(6)}   ${mb(r.putGrowth).padStart(14)}  ${mb(r.getGrowth).padStart(15)}`,
      );
    // Bounded memory: a few parts, not the file (a buffered file would grow by 1x or more).
    const rows: [string, number, number][] = [
      [`write: RSS growth over the ${mb(LARGE)} file's size`, large.putGrowth / LARGE, BUDGET_OF_SIZE],
      [`read: RSS growth over the ${mb(LARGE)} file's size`, large.getGrowth / LARGE, BUDGET_OF_SIZE],
    ];
    for (const [label, value, budget] of rows)
      console.log(`${label}: ${value.toFixed(3)}x (budget <= ${budget}x) ${verdict(value <= budget)}`);
    console.log(
      `time, s3 put + read over the same bytes streamed to local disk and back (scale only, no budget): ${((large.putMs + large.getMs) / large.diskMs).toFixed(1)}x`,
    );
  } finally {
    await server.close();
  }
}
