import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ImportStatusReply } from '@lastro/domain';
import type { Database } from '../apps/server/src/db/client';
import { multipart } from '../apps/server/src/modules/creditors/testing';
import { openWorkerApp } from './worker-app';

export interface ImportResult {
  path: string;
  ms: number;
  failed: number;
  peak: number;
  baseline: number;
}

/**
 * The server side of the merchant import benchmark, in a process of its own (its peak RSS is
 * the figure): the whole app (API and job worker), the file uploaded to POST
 * users/upload-merchant as the page sends it, timed until GET imports/:id says completed.
 */
export async function importWorker(database: Database, creditorId: string, file: string): Promise<ImportResult> {
  const { app, headers, close } = await openWorkerApp(database);
  try {
    const body = multipart(
      { creditor_id: creditorId, function: '1' },
      { file: { filename: 'cadastro.csv', contentType: 'text/csv', data: readFileSync(file) } },
    );
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/users/upload-merchant',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    if (accepted.statusCode !== 202) throw new Error(`upload refused: ${accepted.statusCode} ${accepted.body}`);
    const id = accepted.json().process_id as string;
    let status: ImportStatusReply;
    for (;;) {
      status = (await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json();
      if (status.state === 'completed' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (status.state === 'failed') throw new Error(`import failed: ${status.error}`);
    return { path: 'upload -> job -> status', ms, failed: status.status.totalError, peak, baseline };
  } finally {
    await close();
  }
}
