import { CSV_SEPARATOR } from '@lastro/domain';

/** A cell that a spreadsheet would run as a formula gets a leading quote (DESIGN §4). */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string): string {
  const safe = neutralise(value);
  return /["\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text (';' separated, BOM so spreadsheets read UTF-8) of a header and rows. */
export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** Saves a text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
