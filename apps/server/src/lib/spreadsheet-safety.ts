import type { ExportCell } from './export-source';

/** Characters that make a spreadsheet read a cell as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that a spreadsheet would run as a formula gets a leading quote; other values pass. */
export function neutraliseCell(value: ExportCell): ExportCell {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}
