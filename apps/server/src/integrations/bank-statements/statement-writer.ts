import type { Cents } from '@lastro/domain';

/** One day's statement of one account, as the simulator writes it (spec 4 §9.1). */
export interface StatementToWrite {
  account: {
    /** COMPE code: 001, 033, 104, 237, 341 … */
    bank: string;
    agency: string;
    agencyDigit: string | null;
    account: string;
    accountDigit: string | null;
    holderDocument: string;
    holderName: string;
  };
  /** The day, YYYY-MM-DD. */
  date: string;
  openingBalance: Cents;
  lines: StatementLineToWrite[];
  /** CNAB file sequence (NSA); 1 when not given. */
  fileSequence?: number;
}

export interface StatementLineToWrite {
  /** Signed cents, credit positive; never 0. */
  amount: Cents;
  description: string;
  document: string | null;
  payerDocument?: string | null;
  /** CNAB category (222 for card receivables); CNAB only. */
  cnabCategory?: string | null;
}

export interface WrittenStatement {
  name: string;
  bytes: Uint8Array;
}

export const compactDate = (iso: string) => iso.replace(/-/g, '');
export const closingOf = (s: StatementToWrite) => s.lines.reduce((sum, l) => sum + l.amount, s.openingBalance);

/** Digits only, leading zeros dropped ('0' when nothing is left), as file names show them. */
export const plainNumber = (value: string) => value.replace(/\D/g, '').replace(/^0+(?=\d)/, '') || '0';
