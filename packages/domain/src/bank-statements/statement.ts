import type { Cents } from '../calendar/money';

/**
 * What every bank statement reader gives, whatever the file's format (spec 4 §3.5, §5): the
 * accounts it names, its lines, balances, line errors and totals warnings.
 */
export type StatementFormat = 'ofx' | 'cnab240' | 'csv';
export type StatementEncoding = 'utf-8' | 'windows-1252';

/** Field caps (§5.6, §11): longer descriptions and documents are cut, never refused. */
export const STATEMENT_CAPS = {
  description: 200,
  document: 64,
  rawIdentification: 100,
  /** A single OFX value or CSV record above this refuses the file. */
  record: 10_000,
  /** Lines per chunk handed to the ingestion (§5.6). */
  chunkLines: 5_000,
} as const;

/** An account as the file identifies it; `raw` is the identification an alias remembers. */
export interface StatementAccount {
  raw: string;
  /** COMPE code, three digits. */
  bank: string;
  agency: string;
  agencyDigit: string | null;
  account: string;
  accountDigit: string | null;
}

export interface StatementLine {
  /** Line of the file where the entry is (1 = first line). */
  lineNumber: number;
  /** `raw` of its account. */
  account: string;
  /** YYYY-MM-DD. */
  postedDate: string;
  /** Signed integer cents, credit positive. */
  amount: Cents;
  entryType: 'C' | 'D';
  description: string;
  document: string | null;
  payerDocument: string | null;
  cnabCategory: string | null;
}

export interface StatementBalance {
  account: string;
  date: string;
  kind: 'opening' | 'closing';
  amount: Cents;
}

export interface StatementLineError {
  lineNumber: number;
  field: string;
  message: string;
  /** The first 200 characters of the line. */
  raw: string;
}

export interface StatementWarning {
  account: string | null;
  message: string;
}

/** One chunk handed to the ingestion as the reader goes. */
export interface StatementChunk {
  lines: StatementLine[];
  errors: StatementLineError[];
}

/** What is known once the whole file is read. */
export interface StatementSummary {
  format: StatementFormat;
  accounts: StatementAccount[];
  balances: StatementBalance[];
  warnings: StatementWarning[];
  period: { start: string; end: string } | null;
  /** Sums of the lines read (credits positive, debits as a positive sum). */
  totals: { credits: Cents; debits: Cents };
  linesRead: number;
  errorLines: number;
}

/** Cuts a text to `max` characters without splitting a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/** Posting-date span covering every given date (YYYY-MM-DD sorts as text). */
export function spanOf(dates: Iterable<string>, start: string | null = null, end: string | null = null) {
  let lo = start;
  let hi = end;
  for (const d of dates) {
    if (lo === null || d < lo) lo = d;
    if (hi === null || d > hi) hi = d;
  }
  return lo !== null && hi !== null ? { start: lo, end: hi } : null;
}
