import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ExportCell } from '../../lib/export-source';
import { neutraliseCell } from '../../lib/spreadsheet-safety';

export type ExportFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface ExportWriterColumn {
  header: string;
  width?: number;
}

/** Writes rows to a file as they come: memory stays flat whatever the row count. */
export interface ExportWriter {
  addRows(rows: ExportCell[][]): Promise<void>;
  finish(): Promise<void>;
  /** Gives up (error path): closes what is open; the caller removes the file. */
  abort(): Promise<void>;
}

export function createExportWriter(
  format: ExportFormat,
  path: string,
  sheetName: string,
  columns: ExportWriterColumn[],
): ExportWriter {
  return format === 'csv' ? createCsvWriter(path, columns) : createXlsxWriter(path, sheetName, columns);
}

/** exceljs's streaming writer: each committed row leaves memory; no shared-strings table. */
export function createXlsxWriter(
  path: string,
  sheetName: string,
  columns: ExportWriterColumn[],
): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(12, c.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async addRows(rows) {
      for (const row of rows) sheet.addRow(row.map(neutraliseCell)).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      await workbook.commit().catch(() => undefined);
    },
  };
}

const CSV_SEPARATOR = ';';

function csvField(value: ExportCell): string {
  const v = neutraliseCell(value);
  if (v === null || v === undefined) return '';
  // Brazilian spreadsheets read ';' separated files with decimal commas.
  const text = typeof v === 'number' ? String(v).replace('.', ',') : v;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Plain streamed CSV (';', UTF-8 with BOM so Excel reads the accents), honouring back-pressure. */
export function createCsvWriter(path: string, columns: ExportWriterColumn[]): ExportWriter {
  const out: WriteStream = createWriteStream(path, { encoding: 'utf8' });
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  let started = false;
  const header = '\ufeff' + columns.map((c) => csvField(c.header)).join(CSV_SEPARATOR) + '\r\n';
  return {
    async addRows(rows) {
      if (!started) {
        started = true;
        await write(header);
      }
      let buf = '';
      for (const row of rows) buf += row.map(csvField).join(CSV_SEPARATOR) + '\r\n';
      await write(buf);
    },
    async finish() {
      if (!started) await write(header);
      out.end();
      await once(out, 'finish');
    },
    async abort() {
      out.destroy();
    },
  };
}
