import { CNAB, type CnabField } from './cnab240-layout';
import { CNAB_WIDTH } from './recognise';
import { closingOf, compactDate, type StatementLineToWrite, type StatementToWrite, type WrittenStatement } from './statement-writer';

/** The five banks whose public layouts agree on the positions (spec 4 §5.3), with the name their headers carry. */
export const CNAB_BANKS: Readonly<Record<string, string>> = {
  '001': 'BANCO DO BRASIL S.A.',
  '033': 'BANCO SANTANDER (BRASIL) S.A.',
  '104': 'CAIXA ECONOMICA FEDERAL',
  '237': 'BANCO BRADESCO S.A.',
  '341': 'BANCO ITAU S.A.',
};

const FILE_LAYOUT = '030';
const BATCH_LAYOUT = '033';

/** ASCII upper case: CNAB files carry no accents, and one byte per position keeps 240 exact. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();

class Record240 {
  private chars = Array<string>(CNAB_WIDTH).fill(' ');

  alpha(field: CnabField, value: string): this {
    const [from, to] = CNAB[field];
    const width = to - from + 1;
    this.chars.splice(from - 1, width, ...ascii(value).slice(0, width).padEnd(width, ' '));
    return this;
  }

  num(field: CnabField, value: number | string): this {
    const [from, to] = CNAB[field];
    const width = to - from + 1;
    const text = String(value).replace(/\D/g, '');
    if (text.length > width) throw new RangeError(`${field} does not fit ${width} digits: ${text}`);
    this.chars.splice(from - 1, width, ...text.padStart(width, '0'));
    return this;
  }

  toString(): string {
    return this.chars.join('');
  }
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** History (25 characters) and complement (22) of a description, split at a space so a reader gives the description back. */
export function splitCnabDescription(description: string): { history: string; complement: string } {
  const text = ascii(description).replace(/\s+/g, ' ').trim();
  if (text.length <= 25) return { history: text, complement: '' };
  for (let i = Math.min(25, text.length - 1); i > 0; i--)
    if (text[i] === ' ' && text.length - i - 1 <= 22) return { history: text.slice(0, i), complement: text.slice(i + 1) };
  return { history: text.slice(0, 25), complement: text.slice(25, 47) };
}

/**
 * CNAB 240 'Extrato para Conciliação Bancária' (segment E) of one account and day: file header,
 * one batch (its header with the opening balance, one E per line, its trailer with the closing
 * balance, the record count and the sums) and the file trailer. Deterministic to the byte.
 */
export function writeCnab240Extrato(statement: StatementToWrite): WrittenStatement {
  const { account, date } = statement;
  const bankName = CNAB_BANKS[account.bank];
  if (!bankName) throw new RangeError(`no CNAB 240 variant for bank ${account.bank}`);
  const documentType = account.holderDocument.replace(/\D/g, '').length === 11 ? '1' : '2';
  const identify = (record: Record240, recordType: string, batch: string) =>
    record
      .num('bank', account.bank)
      .num('batch', batch)
      .alpha('recordType', recordType)
      .alpha('documentType', documentType)
      .alpha('document', account.holderDocument.replace(/\D/g, '').padStart(14, '0'))
      .num('agency', account.agency)
      .alpha('agencyDigit', account.agencyDigit ?? '')
      .num('account', account.account)
      .alpha('accountDigit', account.accountDigit ?? '');
  const balance = (record: Record240, cents: number) =>
    record.num('balanceDate', ddmmyyyy(date)).num('balance', Math.abs(cents)).alpha('balanceSign', cents < 0 ? 'D' : 'C').alpha('balancePosition', 'F');

  const header = identify(new Record240(), '0', '0000')
    .alpha('companyName', account.holderName)
    .alpha('bankName', bankName)
    .alpha('returnCode', '2')
    .num('generationDate', ddmmyyyy(date))
    .num('fileSequence', statement.fileSequence ?? 1)
    .num('fileLayout', FILE_LAYOUT);
  const batchHeader = balance(identify(new Record240(), '1', '0001').alpha('companyName', account.holderName).alpha('operation', 'E').num('service', '04').num('batchLayout', BATCH_LAYOUT), statement.openingBalance).alpha(
    'currency',
    'BRL',
  );
  const details = statement.lines.map((line: StatementLineToWrite, i) => {
    const { history, complement } = splitCnabDescription(line.description);
    const credit = line.amount > 0;
    return identify(new Record240(), '3', '0001')
      .alpha('companyName', account.holderName)
      .num('sequence', i + 1)
      .alpha('segment', 'E')
      .alpha('nature', 'DPV')
      .alpha('complement', complement)
      .num('accountingDate', ddmmyyyy(date))
      .num('postingDate', ddmmyyyy(date))
      .num('amount', Math.abs(line.amount))
      .alpha('entryType', credit ? 'C' : 'D')
      .num('category', line.cnabCategory ?? (credit ? '205' : '105'))
      .alpha('historyCode', credit ? '0205' : '0105')
      .alpha('history', history)
      .alpha('documentNumber', line.document ?? '');
  });
  const debits = statement.lines.reduce((s, l) => s + (l.amount < 0 ? -l.amount : 0), 0);
  const credits = statement.lines.reduce((s, l) => s + (l.amount > 0 ? l.amount : 0), 0);
  const batchTrailer = balance(identify(new Record240(), '5', '0001'), closingOf(statement))
    .num('batchRecords', details.length + 2)
    .num('debitSum', debits)
    .num('creditSum', credits);
  const fileTrailer = new Record240().num('bank', account.bank).num('batch', '9999').alpha('recordType', '9').num('fileBatches', 1).num('fileRecords', details.length + 4);
  const text = [header, batchHeader, ...details, batchTrailer, fileTrailer].map(String).join('\r\n') + '\r\n';
  return {
    name: `EXTRATO_${account.bank}_${account.agency}_${account.account}_${compactDate(date)}.RET`,
    bytes: new TextEncoder().encode(text),
  };
}
