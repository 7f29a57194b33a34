import { CSV_SEPARATOR } from '../codes/limits';

/** What an exported cell may hold. */
export type SpreadsheetCell = string | number | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV/formula injection), when
 * something follows them: a lone '-' (the dash of an empty date) is no formula. By character
 * code: an export tests every cell, and a regular expression cost several times more.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0)));

/**
 * A text that a spreadsheet would run as a formula gets a leading quote; numbers (negative
 * ones too), empty cells and other texts pass unchanged. Every file the server writes for a
 * spreadsheet goes through it: the exports (CSV and xlsx) and the failed rows of an import.
 */
export function neutraliseCell<T extends SpreadsheetCell | undefined>(value: T): T | string {
  if (typeof value === 'string' && value.length > 1 && FORMULA_START.has(value.charCodeAt(0))) return `'${value}`;
  return value;
}

/** A cell that must be quoted in a CSV: it holds the separator, a quote or a line break. */
const NEEDS_QUOTES = new RegExp(`[${CSV_SEPARATOR}"\\r\\n]`);

/**
 * One CSV cell as Brazilian spreadsheets read it back (';' separated, decimal commas):
 * neutralised (neutraliseCell), numbers with a decimal comma, quoted when it holds the
 * separator, a quote or a line break. The exports' CSV and the import's failed-rows file.
 */
export function csvCell(value: SpreadsheetCell | undefined): string {
  const v = neutraliseCell(value);
  if (v === null || v === undefined) return '';
  const text = typeof v === 'number' ? String(v).replace('.', ',') : v;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
