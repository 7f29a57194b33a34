import { parseCentsOrNull, type Cents } from '../calendar/money';
import { parseImportDate } from '../imports/csv-reading';
import { cleanTaxId, isValidDocument } from '../tax-id/document';
import { RECONCILIATION_STATEMENT_MESSAGES as M } from '../messages/reconciliation-statements';
import { capText, STATEMENT_CAPS, type StatementAccount } from './statement';

/** The CSV 'extrato' layout (spec 4 §5.4), in template order. */
export const STATEMENT_CSV_COLUMNS = [
  'banco',
  'agencia',
  'conta',
  'data_lancamento',
  'valor',
  'tipo',
  'descricao',
  'documento',
  'documento_pagador',
  'saldo_final_dia',
] as const;

export const STATEMENT_CSV_REQUIRED = ['banco', 'agencia', 'conta', 'data_lancamento', 'valor', 'tipo', 'descricao'] as const;

/** Header as compared: lower case, accents removed, every non-word character '_' ('Data Lançamento' -> 'data_lancamento'). */
export function normaliseStatementHeader(header: string): string {
  return header
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
}

/** The required columns a header lacks, in layout order. */
export function missingStatementColumns(headers: readonly string[]): string[] {
  const present = new Set(headers);
  return STATEMENT_CSV_REQUIRED.filter((c) => !present.has(c));
}

/** One CSV record, read: its account, the line and the day's closing balance when given. */
export interface StatementCsvRow {
  account: StatementAccount;
  postedDate: string;
  amount: Cents;
  entryType: 'C' | 'D';
  description: string;
  document: string | null;
  payerDocument: string | null;
  closingBalance: Cents | null;
}

export interface StatementCsvFieldError {
  field: string;
  message: string;
}

function parseAccount(banco: string, agencia: string, conta: string, errors: StatementCsvFieldError[]): StatementAccount {
  if (!/^\d{3}$/.test(banco)) errors.push({ field: 'banco', message: M.bankNotRegistered });
  if (!/^\d{1,5}$/.test(agencia)) errors.push({ field: 'agencia', message: M.invalidAgency });
  const account = /^(\d+)(?:-([0-9Xx]))?$/.exec(conta);
  const digits = account ? (account[1] ?? '') + (account[2] ?? '') : '';
  if (!account || digits.length > 13) errors.push({ field: 'conta', message: M.invalidAccount });
  return {
    raw: capText(`${banco}|${agencia}|${conta}`, STATEMENT_CAPS.rawIdentification),
    bank: banco,
    agency: agencia,
    agencyDigit: null,
    account: account?.[1] ?? conta,
    accountDigit: account?.[2]?.toUpperCase() ?? null,
  };
}

/**
 * One record (headers normalised) -> the row, or every field's error (§5.4, §6): empty required
 * fields 'Campo obrigatório', then each field's own rule. Whether the bank is registered needs
 * the database: the ingestion checks it; here a code that cannot be one is refused.
 */
export function parseStatementCsvRecord(record: Readonly<Record<string, string | undefined>>): StatementCsvRow | StatementCsvFieldError[] {
  const value = (field: string) => (record[field] ?? '').trim();
  const errors: StatementCsvFieldError[] = [];
  for (const field of STATEMENT_CSV_REQUIRED) if (value(field) === '') errors.push({ field, message: M.required });
  const missing = new Set(errors.map((e) => e.field));
  const check = (field: string, ok: boolean, message: string) => {
    if (!missing.has(field) && !ok) errors.push({ field, message });
  };
  const fieldErrors: StatementCsvFieldError[] = [];
  const account = parseAccount(value('banco'), value('agencia'), value('conta'), fieldErrors);
  for (const e of fieldErrors) check(e.field, false, e.message);
  const postedDate = parseImportDate(value('data_lancamento'));
  check('data_lancamento', postedDate !== null, M.invalidDate);
  const amount = parseCentsOrNull(value('valor'));
  check('valor', amount !== null && amount > 0 && !/^[+-]/.test(value('valor')), M.invalidAmount);
  const type = value('tipo').toUpperCase();
  check('tipo', type === 'C' || type === 'D', M.invalidEntryType);
  const payer = value('documento_pagador');
  if (payer !== '' && !isValidDocument(payer)) errors.push({ field: 'documento_pagador', message: M.invalidDocument });
  const balanceText = value('saldo_final_dia');
  const closingBalance = balanceText === '' ? null : parseCentsOrNull(balanceText);
  if (balanceText !== '' && closingBalance === null) errors.push({ field: 'saldo_final_dia', message: M.invalidAmount });
  if (errors.length > 0 || postedDate === null || amount === null) return errors;
  const entryType = type === 'D' ? 'D' : 'C';
  const document = value('documento');
  return {
    account,
    postedDate,
    amount: entryType === 'D' ? -amount : amount,
    entryType,
    description: capText(value('descricao'), STATEMENT_CAPS.description),
    document: document === '' ? null : capText(document, STATEMENT_CAPS.document),
    payerDocument: payer === '' ? null : cleanTaxId(payer),
    closingBalance,
  };
}
