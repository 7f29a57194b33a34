import { isSpreadsheetFile } from '@lastro/domain';
import { parseCsvPreview, type CsvPreview } from './csv-preview';

/** A spreadsheet chosen instead of a CSV: read as text it would preview as blank rows. */
export class SpreadsheetFileError extends Error {}

/** Reads a chosen file in a web worker (on the page's thread where workers do not exist, as in tests). */
export async function readCsvFile(file: Blob): Promise<CsvPreview> {
  const bytes = await file.arrayBuffer();
  if (isSpreadsheetFile(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) throw new SpreadsheetFileError();
  if (typeof Worker === 'undefined') return parseCsvPreview(new Uint8Array(bytes));
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<CsvPreview>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<{ ok: true; preview: CsvPreview } | { ok: false; error: string }>) =>
        e.data.ok ? resolve(e.data.preview) : reject(new Error(e.data.error));
      worker.onerror = (e) => reject(new Error(e.message));
      worker.postMessage(bytes, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
