import { parseSync } from 'ofx-js';
import {
  capText,
  MESSAGES,
  parseCentsOrNull,
  spanOf,
  STATEMENT_CAPS,
  type StatementAccount,
  type StatementBalance,
  type StatementLineError,
  type StatementSummary,
} from '@lastro/domain';
import { ChunkWriter, rawPreview, type StatementSink } from './chunks';
import { StatementRefusedError } from './errors';

const M = MESSAGES.reconciliationStatements;

/**
 * ofx-js turns SGML into XML with a regular expression that takes time exponential in a tag
 * name's length when the name has no '.': no OFX tag is longer than this, so longer ones (which
 * only a hostile file holds) are renamed to a short one before it runs.
 */
const LONGEST_TAG = 20;

type Node = Record<string, unknown>;

const list = (value: unknown): Node[] =>
  value === undefined || value === null || value === '' ? [] : (Array.isArray(value) ? value : [value]).filter((v): v is Node => typeof v === 'object' && v !== null);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const digits = (value: unknown): string => text(value).replace(/\D/g, '');

/** 'YYYYMMDD…' (time and zone ignored) -> YYYY-MM-DD, null when not a calendar day. */
function ofxDate(value: unknown): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text(value));
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

function lineAt(source: string, index: number): number {
  let n = 1;
  for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) n++;
  return n;
}

/** Upper-cased tag names (lower-case tags are tolerated), over-long ones shortened; a value over 10,000 characters refuses the file. */
function prepare(source: string): string {
  const long = new RegExp(`>([^<]{${STATEMENT_CAPS.record + 1},})`).exec(source);
  if (long) throw new StatementRefusedError(M.lineTooLong(lineAt(source, long.index + 1)));
  return source.replace(/<(\/?)([A-Za-z][A-Za-z0-9_.]*)>/g, (_m, slash: string, name: string) =>
    `<${slash}${name.length > LONGEST_TAG ? 'LASTROLONGTAG' : name.toUpperCase()}>`,
  );
}

/** Where each STMTTRN starts, in file order: its line number and raw text for the line errors. */
function transactionPlaces(source: string): { line: number; raw: string }[] {
  const places: { line: number; raw: string }[] = [];
  const re = /<STMTTRN>/g;
  let line = 1;
  let from = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    for (let i = source.indexOf('\n', from); i >= 0 && i < m.index; i = source.indexOf('\n', i + 1)) line++;
    from = m.index;
    const block = source.slice(m.index, m.index + 1000);
    const closing = block.indexOf('</STMTTRN>');
    const end = closing > 0 ? closing : block.indexOf('<STMTTRN>', 1);
    places.push({ line, raw: rawPreview((end > 0 ? block.slice(0, end) : block).replace(/\s+/g, ' ').trim()) });
  }
  return places;
}

function statementsOf(ofx: Node): { rs: Node; from: Node }[] {
  const bank = list(ofx.BANKMSGSRSV1).flatMap((m) => list(m.STMTTRNRS)).flatMap((r) => list(r.STMTRS));
  const card = list(ofx.CREDITCARDMSGSRSV1).flatMap((m) => list(m.CCSTMTTRNRS)).flatMap((r) => list(r.CCSTMTRS));
  return [
    ...bank.map((rs) => ({ rs, from: list(rs.BANKACCTFROM)[0] ?? {} })),
    ...card.map((rs) => ({ rs, from: list(rs.CCACCTFROM)[0] ?? {} })),
  ];
}

function accountOf(from: Node): StatementAccount {
  const bankId = digits(from.BANKID);
  const branch = digits(from.BRANCHID);
  const account = digits(from.ACCTID);
  return {
    raw: capText(`${bankId}|${branch}|${account}`, STATEMENT_CAPS.rawIdentification),
    bank: bankId === '' ? '' : bankId.slice(-3).padStart(3, '0'),
    agency: branch,
    agencyDigit: null,
    account,
    accountDigit: null,
  };
}

function transactionErrors(trn: Node): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (text(trn.DTPOSTED) === '') errors.push({ field: 'DTPOSTED', message: M.required });
  else if (ofxDate(trn.DTPOSTED) === null) errors.push({ field: 'DTPOSTED', message: M.invalidDate });
  const amount = parseCentsOrNull(text(trn.TRNAMT));
  if (text(trn.TRNAMT) === '') errors.push({ field: 'TRNAMT', message: M.required });
  else if (amount === null || amount === 0) errors.push({ field: 'TRNAMT', message: M.invalidAmount });
  return errors;
}

/**
 * OFX 1.x (SGML, closing tags optional) and 2.x (XML) through ofx-js behind this adapter
 * (spec 4 §5.2, D32): the text is already decoded, values stay strings, amounts go through the
 * domain's parseCents and the sign gives credit or debit.
 */
export async function readOfx(source: string, sink: StatementSink): Promise<StatementSummary> {
  const prepared = prepare(source);
  let ofx: Node;
  try {
    ofx = parseSync(prepared).OFX as Node;
  } catch {
    throw new StatementRefusedError(M.formatNotRecognised);
  }
  if (typeof ofx !== 'object' || ofx === null) throw new StatementRefusedError(M.formatNotRecognised);
  const out = new ChunkWriter(sink);
  const places = transactionPlaces(prepared);
  const accounts = new Map<string, StatementAccount>();
  const balances: StatementBalance[] = [];
  const periodEnds: string[] = [];
  let index = 0;
  for (const { rs, from } of statementsOf(ofx)) {
    const account = accountOf(from);
    accounts.set(account.raw, account);
    await out.account(account);
    const tranList = list(rs.BANKTRANLIST)[0] ?? {};
    for (const end of [ofxDate(tranList.DTSTART), ofxDate(tranList.DTEND)]) if (end) periodEnds.push(end);
    const ledger = list(rs.LEDGERBAL)[0];
    const balance = ledger ? parseCentsOrNull(text(ledger.BALAMT)) : null;
    const asOf = ledger ? ofxDate(ledger.DTASOF) : null;
    if (balance !== null && asOf !== null) balances.push({ account: account.raw, date: asOf, kind: 'closing', amount: balance });
    for (const trn of list(tranList.STMTTRN)) {
      const place = places[index++] ?? { line: 0, raw: '' };
      const errors = transactionErrors(trn);
      if (errors.length > 0) {
        for (const e of errors) await out.error({ lineNumber: place.line, ...e, raw: place.raw } satisfies StatementLineError);
        continue;
      }
      const amount = parseCentsOrNull(text(trn.TRNAMT)) ?? 0;
      const document = text(trn.FITID) || text(trn.CHECKNUM);
      await out.line({
        lineNumber: place.line,
        account: account.raw,
        postedDate: ofxDate(trn.DTPOSTED) ?? '',
        amount,
        entryType: amount < 0 ? 'D' : 'C',
        description: capText([text(trn.NAME), text(trn.MEMO)].filter(Boolean).join(' '), STATEMENT_CAPS.description),
        document: document === '' ? null : capText(document, STATEMENT_CAPS.document),
        payerDocument: null,
        cnabCategory: null,
      });
    }
  }
  if (accounts.size === 0) throw new StatementRefusedError(M.formatNotRecognised);
  await out.flush();
  const period = periodEnds.length > 0 ? spanOf(periodEnds, out.firstDate, out.lastDate) : spanOf(balances.map((b) => b.date), out.firstDate, out.lastDate);
  return {
    format: 'ofx',
    accounts: [...accounts.values()],
    balances,
    warnings: [],
    period,
    totals: { credits: out.credits, debits: out.debits },
    linesRead: out.linesRead,
    errorLines: out.errorLineCount,
  };
}
