import { CSV_SEPARATOR } from '@lastro/domain';

/** One exported column: its header and how a row gives its cell. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab / carriage return) as a formula:
 * such cells get a leading apostrophe so they stay text (CSV/formula injection).
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const cellText = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : neutralizeCell(String(value));

/** CSV with ';' separator, quoted where needed, CRLF lines and a UTF-8 BOM (Excel reads accents). */
export function buildCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const quote = (text: string) => (/[";\r\n]/.test(text) || text.includes(CSV_SEPARATOR) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [
    columns.map((c) => quote(neutralizeCell(c.header))).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((c) => quote(cellText(c.value(row)))).join(CSV_SEPARATOR)),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An Excel workbook (one sheet). exceljs is loaded only when someone exports. */
export async function buildWorkbook<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cellText(c.value(row))));
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(columns[index]!.header.length, ...rows.slice(0, 200).map((r) => cellText(columns[index]!.value(r)).length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves a blob as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'credenciadoras-2026-05-01-1430' style names. */
export function exportFileName(base: string, extension: 'xlsx' | 'csv', now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${base}-${stamp}.${extension}`;
}
