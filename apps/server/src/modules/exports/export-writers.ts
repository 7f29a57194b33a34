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

const write = async (target: Writable, chunk: string) => {
  if (!target.write(chunk, 'utf8')) await once(target, 'drain');
};

/** The CSV's first line: UTF-8's byte order mark (so Excel reads the accents) and the headers. */
export const writeHeader = (target: Writable, columns: ExportWriterColumn[]) =>
  write(target, '\ufeff' + columns.map((c) => csvCell(c.header)).join(CSV_SEPARATOR) + '\r\n');

/** Plain CSV (';' between cells), honouring back-pressure. */
function createCsvWriter(target: Writable, columns: ExportWriterColumn[]): ExportWriter {
  let started = false;
  return {
    async addRows(rows) {
      if (!started) {
        started = true;
        await writeHeader(target, columns);
      }
      let buf = '';
      for (const row of rows) buf += row.map(csvCell).join(CSV_SEPARATOR) + '\r\n';
      await write(target, buf);
    },
    async finish() {
      if (!started) await writeHeader(target, columns);
      target.end();
      await once(target, 'finish');
    },
    async abort(err) {
      target.destroy(err);
    },
  };
}

export interface WriteRowsOptions {
  /** Stops after this many rows (streamed detail tables). */
  rowCap?: number;
  /** After each chunk: rows written so far. */
  onRows?(done: number): Promise<void>;
}

/** Writes chunks of rows of cells as they come, then ends the file; returns the rows written. */
export async function writeRows(chunks: AsyncIterable<ExportCell[][]>, writer: ExportWriter, opts: WriteRowsOptions): Promise<number> {
  const cap = opts.rowCap ?? Number.POSITIVE_INFINITY;
  let done = 0;
  for await (const chunk of chunks) {
    const rows = done + chunk.length > cap ? chunk.slice(0, cap - done) : chunk;
    await writer.addRows(rows);
    done += rows.length;
    await opts.onRows?.(done);
    if (done >= cap) break;
  }
  await writer.finish();
  return done;
}

export interface WriteSourceOptions extends WriteRowsOptions {
  chunkSize: number;
}

/** Reads a source chunk by chunk into a writer; returns the rows written. */
export async function writeSource<Row, Params>(
  source: ExportSource<Row, Params>,
  params: Params,
  scope: ExportScope,
  writer: ExportWriter,
  opts: WriteSourceOptions,
): Promise<number> {
  const chunkSize = Math.min(opts.chunkSize, opts.rowCap ?? Number.POSITIVE_INFINITY);
  async function* cells() {
    for await (const chunk of source.read(params, scope, chunkSize)) yield chunk.map((row) => source.columns.map((c) => c.value(row)));
  }
  return writeRows(cells(), writer, opts);
}
