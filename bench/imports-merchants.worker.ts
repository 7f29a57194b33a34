import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import { normaliseHeader } from '@lastro/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { isRowError, type ImportBatchRow, type ImportScope } from '../apps/server/src/lib/import-source';

export interface ImportResult {
  path: string;
  ms: number;
  failed: number;
  peak: number;
  baseline: number;
}

/**
 * The server side of the merchant import benchmark, in a process of its own (its peak RSS is
 * the figure): the registration source fed from the streamed file as the import job feeds it.
 */
export async function importWorker(database: Database, creditorId: string, file: string): Promise<ImportResult> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', ROLE: 'api' },
    { seedDemo: false, webDist: undefined, signInRateLimitPerMinute: 1000 },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  const source = app.modules.importSources.get('merchants-registration')!;
  const scope: ImportScope = { accountId: randomUUID(), accountType: 'Backoffice', isAdmin: true, creditorId: null };
  const options = source.options.parse({ creditor_id: creditorId, function: '1' });
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let failed = 0;
  const batchSize = source.batchSize ?? 5_000;
  let batch: ImportBatchRow<unknown>[] = [];
  const flush = async () => {
    failed += (await source.writeBatch(batch, options, scope, 'bench')).size;
    batch = [];
  };
  const records = createReadStream(file).pipe(
    parse({ delimiter: ';', columns: (headers: string[]) => headers.map(normaliseHeader), encoding: 'latin1', bom: true }),
  );
  let line = 0;
  for await (const record of records as AsyncIterable<Record<string, string>>) {
    line++;
    const parsed = source.parseRow(record, options, scope);
    if (isRowError(parsed)) failed++;
    else batch.push({ line, row: parsed, raw: record });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await app.close();
  return { path: 'registration source, streamed file', ms, failed, peak, baseline };
}
