import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  MESSAGES,
  normaliseStatementHeader,
  parseStatementCsvRecord,
  spanOf,
  STATEMENT_CAPS,
  type StatementAccount,
  type StatementBalance,
  type StatementSummary,
} from '@lastro/domain';
import { ChunkWriter, rawPreview, type StatementSink } from './chunks';
import { StatementRefusedError } from './errors';

const M = MESSAGES.reconciliationStatements;
const SLICE = 1 << 20;

function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += SLICE) yield text.slice(i, i + SLICE);
}

interface ParsedRecord {
  record: Record<string, string>;
  info: { lines: number };
  raw: string;
}

/**
 * The product's CSV 'extrato' (spec 4 §5.4), streamed through csv-parse: ';', the header
 * normalised, unknown columns ignored, each record checked by the domain's rules. A record
 * above 10,000 characters refuses the file; a file without records is refused as empty.
 */
export function readCsvExtrato(text: string, sink: StatementSink): Promise<StatementSummary> {
  return readCsvExtratoPieces(slices(text), sink);
}

/** The same reading from the decoded text in pieces (a stream read from storage), never whole. */
export async function readCsvExtratoPieces(pieces: Iterable<string> | AsyncIterable<string>, sink: StatementSink): Promise<StatementSummary> {
  const out = new ChunkWriter(sink);
  const accounts = new Map<string, StatementAccount>();
  const closing = new Map<string, StatementBalance>();
  const parser = parse({
    delimiter: ';',
    record_delimiter: ['\r\n', '\n'],
    columns: (header: string[]) => header.map(normaliseStatementHeader),
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    raw: true,
    // Bytes, so a little above the 10,000 characters checked below: a bound on memory only.
    max_record_size: STATEMENT_CAPS.record * 4,
  });
  Readable.from(pieces).pipe(parser);
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<ParsedRecord>) {
      const lineNumber = info.lines;
      const line = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
      if (line.length > STATEMENT_CAPS.record) throw new StatementRefusedError(M.lineTooLong(lineNumber));
      const row = parseStatementCsvRecord(record);
      if (Array.isArray(row)) {
        for (const e of row) await out.error({ lineNumber, ...e, raw: rawPreview(line) });
        continue;
      }
      if (!accounts.has(row.account.raw)) {
        accounts.set(row.account.raw, row.account);
        await out.account(row.account);
      }
      if (row.closingBalance !== null)
        closing.set(`${row.account.raw}\n${row.postedDate}`, { account: row.account.raw, date: row.postedDate, kind: 'closing', amount: row.closingBalance });
      await out.line({
        lineNumber,
        account: row.account.raw,
        postedDate: row.postedDate,
        amount: row.amount,
        entryType: row.entryType,
        description: row.description,
        document: row.document,
        payerDocument: row.payerDocument,
        cnabCategory: null,
      });
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE')
      throw new StatementRefusedError(M.lineTooLong((error as CsvError & { lines: number }).lines));
    if (error instanceof CsvError) throw new StatementRefusedError(M.formatNotRecognised);
    throw error;
  } finally {
    parser.destroy();
  }
  if (out.linesRead === 0 && out.errorLineCount === 0) throw new StatementRefusedError(M.emptyFile);
  await out.flush();
  const balances = [...closing.values()];
  return {
    format: 'csv',
    accounts: [...accounts.values()],
    balances,
    warnings: [],
    period: spanOf(balances.map((b) => b.date), out.firstDate, out.lastDate),
    totals: { credits: out.credits, debits: out.debits },
    linesRead: out.linesRead,
    errorLines: out.errorLineCount,
  };
}
