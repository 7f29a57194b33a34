import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { CSV_SEPARATOR, csvCell } from '@lastro/domain';
import type { ExportCell, ExportScope, ExportSource } from '../../lib/export-source';
import { createXlsxWriter } from './xlsx-writer';

export type ExportFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** 'xls' is what the export buttons call the spreadsheet; anything but CSV is xlsx. */
export const exportFormatOf = (requested: string | undefined): ExportFormat =>
  requested === 'csv' ? 'csv' : 'xlsx';

export interface ExportWriterColumn {
  header: string;
  width?: number;
}

/**
 * Writes rows to a stream (a file, or an HTTP response) as they come: memory stays flat
 * whatever the row count. Every cell goes through the formula-neutralising rule.
 */
export interface ExportWriter {
  addRows(rows: ExportCell[][]): Promise<void>;
  /** Ends the document and waits until the target has taken all of it. */
  finish(): Promise<void>;
  /** Gives up (error path): destroys the target; the caller removes any file. */
  abort(err?: Error): Promise<void>;
}

export function createExportWriter(
  format: ExportFormat,
  target: Writable,
  sheetName: string,
  columns: ExportWriterColumn[],
): ExportWriter {
  return format === 'csv' ? createCsvWriter(target, columns) : createXlsxWriter(target, sheetName, columns);
}

/** Plain CSV (';', UTF-8 with BOM so Excel reads the accents), honouring back-pressure. */
function createCsvWriter(target: Writable, columns: ExportWriterColumn[]): ExportWriter {
  const write = async (chunk: string) => {
    if (!target.write(chunk, 'utf8')) await once(target, 'drain');
  };
  let started = false;
  const header = '\ufeff' + columns.map((c) => csvCell(c.header)).join(CSV_SEPARATOR) + '\r\n';
  return {
    async addRows(rows) {
      if (!started) {
        started = true;
        await write(header);
      }
      let buf = '';
      for (const row of rows) buf += row.map(csvCell).join(CSV_SEPARATOR) + '\r\n';
      await write(buf);
    },
    async finish() {
      if (!started) await write(header);
      target.end();
      await once(target, 'finish');
    },
    async abort(err) {
      target.destroy(err);
    },
  };
}

export interface WriteSourceOptions {
  chunkSize: number;
  /** Stops after this many rows (streamed detail tables). */
  rowCap?: number;
  /** After each chunk: rows written so far. */
  onRows?(done: number): Promise<void>;
}

/** Reads a source chunk by chunk into a writer; returns the rows written. */
export async function writeSource<Row, Params>(
  source: ExportSource<Row, Params>,
  params: Params,
  scope: ExportScope,
  writer: ExportWriter,
  opts: WriteSourceOptions,
): Promise<number> {
  const cap = opts.rowCap ?? Number.POSITIVE_INFINITY;
  const chunkSize = Math.min(opts.chunkSize, cap);
  let done = 0;
  for await (const chunk of source.read(params, scope, chunkSize)) {
    const rows = chunk.slice(0, cap - done);
    await writer.addRows(rows.map((row) => source.columns.map((c) => c.value(row))));
    done += rows.length;
    await opts.onRows?.(done);
    if (done >= cap) break;
  }
  await writer.finish();
  return done;
}
