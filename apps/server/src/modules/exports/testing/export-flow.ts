import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { runScheduledAndWait, waitFor } from '../../../jobs/testing/wait';
import type { TestApp } from '../../../test/app';

export type SheetRow = (string | number | null)[];

/** Rows of the first sheet of an xlsx, header first (cell values, empty cells null). */
export async function xlsxRows(payload: Buffer): Promise<{ sheetName: string; rows: SheetRow[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => {
    const values = row.values as SheetRow;
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i + 1] ?? null));
  });
  return { sheetName: sheet.name, rows };
}

/**
 * What a user goes through for a list export: asks for it (202 with the spec's message),
 * the job completes, a notification links the file, and the link downloads it.
 */
export async function exportThroughJob(t: TestApp, token: string, url: string) {
  const asked = await t.as(token, { method: 'GET', url });
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().message).toBe(MESSAGES.common.asyncExportSent);
  const jobId = asked.json().job_id as string;
  const job = await waitFor(async () => {
    const j = (await t.as(token, { method: 'GET', url: `/api/jobs/${jobId}` })).json();
    return j.status === 'completed' || j.status === 'failed' ? j : undefined;
  }, `job ${jobId}`);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  const fileId = job.result.fileId as string;
  const list = (await t.as(token, { method: 'GET', url: '/api/notifications' })).json();
  const notification = list.results.find(
    (r: { notification: { metadata: { id: unknown } } }) => r.notification.metadata.id === fileId,
  );
  expect(notification?.notification.title).toBe(MESSAGES.notifications.exportReadyTitle);
  const link = /href="([^"]+)"/.exec(notification.notification.metadata.notification_info as string)![1]!;
  const download = await t.as(token, { method: 'GET', url: link });
  expect(download.statusCode).toBe(200);
  return { job, fileId, download };
}

/**
 * An export of the creditors asked of the API process `api`, once a worker (this process or
 * another on the same database) has written it: the stored file's id.
 */
export async function exportFileOf(api: FastifyInstance, token: string, format: 'csv' | 'xlsx' = 'csv') {
  const headers = { authorization: `Bearer ${token}` };
  const asked = await api.inject({ method: 'GET', url: `/api/creditor?format=${format}`, headers });
  expect(asked.statusCode).toBe(202);
  const jobId = asked.json().job_id as string;
  const job = await waitFor(async () => {
    const j = (await api.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers })).json();
    return j.status === 'completed' || j.status === 'failed' ? j : undefined;
  }, 'export written by the worker');
  expect(job.status).toBe('completed');
  return job.result.fileId as string;
}

/** Runs the files' retention schedule now on the worker process `worker`; the finished run. */
export async function runRetentionNow(worker: FastifyInstance) {
  const run = await runScheduledAndWait(worker.modules.jobs, 'files-retention');
  expect(run.state).toBe('completed');
  return run;
}
