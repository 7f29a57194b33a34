/** What an exported cell may hold. */
export type SpreadsheetCell = string | number | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV/formula injection), when
 * something follows them: a lone '-' (the dash of an empty date) is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r][\s\S]/;

/**
 * A text that a spreadsheet would run as a formula gets a leading quote; numbers (negative
 * ones too), empty cells and other texts pass unchanged. Every exported file goes through it.
 */
export function neutraliseCell<T extends SpreadsheetCell | undefined>(value: T): T | string {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}
