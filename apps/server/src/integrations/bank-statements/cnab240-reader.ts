import { capText, MESSAGES, spanOf, STATEMENT_CAPS, type StatementAccount, type StatementBalance, type StatementSummary, type StatementWarning } from '@lastro/domain';
import { ChunkWriter, rawPreview, type StatementSink } from './chunks';
import { cnabCents, cnabDate, cnabField } from './cnab240-layout';
import { CNAB_WIDTH } from './recognise';
import { textLines, type TextLine } from './decode';
import { StatementRefusedError } from './errors';

const M = MESSAGES.reconciliationStatements;

interface Batch {
  account: StatementAccount;
  records: number;
  opening: number | null;
  debits: number;
  credits: number;
}

function accountOf(record: string): StatementAccount {
  const part = (field: Parameters<typeof cnabField>[1]) => cnabField(record, field).trim();
  const bank = part('bank');
  const agency = part('agency');
  const agencyDigit = part('agencyDigit');
  const account = part('account');
  const accountDigit = part('accountDigit');
  return {
    raw: capText(`${bank}|${agency}${agencyDigit}|${account}${accountDigit}`, STATEMENT_CAPS.rawIdentification),
    bank,
    agency,
    agencyDigit: agencyDigit || null,
    account,
    accountDigit: accountDigit || null,
  };
}

/** A balance of a batch header or trailer, signed by its 'D'/'C'. */
function balanceOf(record: string): { date: string; amount: number } | null {
  const date = cnabDate(cnabField(record, 'balanceDate'));
  const cents = cnabCents(cnabField(record, 'balance'));
  if (date === null || cents === null) return null;
  return { date, amount: cnabField(record, 'balanceSign') === 'D' ? -cents : cents };
}

function checkCount(informed: string, found: number): void {
  const n = Number(informed);
  if (!/^\d+$/.test(informed) || n !== found) throw new StatementRefusedError(M.incompleteFile(Number.isFinite(n) ? n : 0, found));
}

/**
 * CNAB 240 'Extrato para Conciliação Bancária', segment E (spec 4 §5.3), read in-house: no npm
 * package reads segment E [D33]. Each batch is one account. A record count that disagrees with
 * a trailer refuses the file; sums or opening ± entries ≠ closing only warn.
 */
export function readCnab240Extrato(text: string, sink: StatementSink): Promise<StatementSummary> {
  return readCnab240Lines(textLines(text), sink);
}

/** The same reading from the file's lines as they come (a stream read from storage). */
export async function readCnab240Lines(lines: Iterable<TextLine> | AsyncIterable<TextLine>, sink: StatementSink): Promise<StatementSummary> {
  const out = new ChunkWriter(sink);
  const accounts = new Map<string, StatementAccount>();
  const balances: StatementBalance[] = [];
  const warnings: StatementWarning[] = [];
  let records = 0;
  let batch: Batch | null = null;
  let fileTrailer: string | null = null;

  const detail = async (line: TextLine, current: Batch) => {
    const record = line.text;
    const date = cnabDate(cnabField(record, 'postingDate'));
    const cents = cnabCents(cnabField(record, 'amount'));
    const type = cnabField(record, 'entryType');
    if (type === 'D' && cents !== null) current.debits += cents;
    if (type === 'C' && cents !== null) current.credits += cents;
    const errors = [
      date === null && { field: 'data_lancamento', message: M.invalidDate },
      (cents === null || cents === 0) && { field: 'valor', message: M.invalidAmount },
      type !== 'C' && type !== 'D' && { field: 'tipo', message: M.invalidEntryType },
    ].filter((e) => e !== false);
    for (const e of errors) await out.error({ lineNumber: line.number, ...e, raw: rawPreview(record) });
    if (errors.length > 0 || date === null || cents === null) return;
    const description = [cnabField(record, 'history').trim(), cnabField(record, 'complement').trim()].filter(Boolean).join(' ');
    const document = cnabField(record, 'documentNumber').trim();
    const category = cnabField(record, 'category').trim();
    await out.line({
      lineNumber: line.number,
      account: current.account.raw,
      postedDate: date,
      amount: type === 'D' ? -cents : cents,
      entryType: type === 'D' ? 'D' : 'C',
      description: capText(description, STATEMENT_CAPS.description),
      document: document === '' ? null : capText(document, STATEMENT_CAPS.document),
      payerDocument: null,
      cnabCategory: category === '' ? null : category,
    });
  };

  const closeBatch = (record: string, current: Batch) => {
    checkCount(cnabField(record, 'batchRecords'), current.records);
    const closing = balanceOf(record);
    if (closing) balances.push({ account: current.account.raw, kind: 'closing', ...closing });
    const sumsAgree =
      cnabCents(cnabField(record, 'debitSum')) === current.debits && cnabCents(cnabField(record, 'creditSum')) === current.credits;
    const identityHolds = current.opening === null || closing === null || current.opening + current.credits - current.debits === closing.amount;
    if (!sumsAgree || !identityHolds) warnings.push({ account: current.account.raw, message: M.totalsDiffer });
  };

  for await (const line of lines) {
    const record = line.text;
    if (record === '') continue;
    // The upload recognised the file by its head (recognise.ts); a line of another width further on makes it no CNAB 240 either.
    if (record.length !== CNAB_WIDTH) throw new StatementRefusedError(M.formatNotRecognised);
    records++;
    if (batch) batch.records++;
    const type = cnabField(record, 'recordType');
    if (type === '1') {
      if (batch) throw new StatementRefusedError(M.incompleteFile(0, batch.records - 1));
      if (cnabField(record, 'operation') !== 'E' || cnabField(record, 'service') !== '04') throw new StatementRefusedError(M.cnabNotStatement);
      const account = accountOf(record);
      accounts.set(account.raw, account);
      await out.account(account);
      const opening = balanceOf(record);
      if (opening) balances.push({ account: account.raw, kind: 'opening', ...opening });
      batch = { account, records: 1, opening: opening?.amount ?? null, debits: 0, credits: 0 };
    } else if (type === '3' && batch && cnabField(record, 'segment') === 'E') {
      await detail(line, batch);
    } else if (type === '5' && batch) {
      closeBatch(record, batch);
      batch = null;
    } else if (type === '9') {
      if (batch) throw new StatementRefusedError(M.incompleteFile(0, batch.records - 1));
      fileTrailer = record;
    }
  }
  if (fileTrailer === null) throw new StatementRefusedError(M.incompleteFile(0, records));
  checkCount(cnabField(fileTrailer, 'fileRecords'), records);
  await out.flush();
  return {
    format: 'cnab240',
    accounts: [...accounts.values()],
    balances,
    warnings,
    period: spanOf(balances.map((b) => b.date), out.firstDate, out.lastDate),
    totals: { credits: out.credits, debits: out.debits },
    linesRead: out.linesRead,
    errorLines: out.errorLineCount,
  };
}
