import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MESSAGES, formatDate } from '@lastro/domain';
import { neutraliseCell } from '../../../lib/spreadsheet-safety';

const M = MESSAGES.access;

export interface ExportedProfile {
  description: string;
  is_lastro: boolean;
  active: boolean;
  created_at: string;
  updated_at: string | null;
  count: number;
}

const COLUMNS: { header: string; width: number; value: (p: ExportedProfile) => string | number }[] = [
  // Only the free text can start like a formula; the dash of an empty date must stay as it is.
  { header: M.profileNameColumn, width: 32, value: (p) => neutraliseCell(p.description) ?? '' },
  { header: M.profileTypeColumn, width: 14, value: (p) => (p.is_lastro ? M.profileTypePlatform : M.profileTypeCreditor) },
  { header: M.activeColumn, width: 8, value: (p) => (p.active ? M.activeYes : M.activeNo) },
  { header: M.createdAtColumn, width: 16, value: (p) => formatDate(p.created_at) },
  { header: M.updatedAtColumn, width: 18, value: (p) => formatDate(p.updated_at) },
  { header: M.userCountColumn, width: 10, value: (p) => p.count },
];

/** The profiles list as an xlsx stream, written chunk by chunk as the rows are read. */
export function profilesWorkbook(chunks: AsyncIterable<ExportedProfile[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('profiles', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const rows of chunks) {
      for (const p of rows) sheet.addRow(COLUMNS.map((c) => c.value(p))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
