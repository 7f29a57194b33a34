import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { waitFor } from '../../../jobs/testing/wait';
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
