import { MESSAGES, missingStatementColumns, normaliseStatementHeader, STATEMENT_CSV_COLUMNS, type StatementFormat } from '@lastro/domain';
import { StatementRefusedError } from './errors';
import { textLines } from './decode';

const M = MESSAGES.reconciliationStatements;

/** CNAB 240 record width. */
export const CNAB_WIDTH = 240;

function looksLikeOfx(text: string): boolean {
  return /^\s*OFXHEADER:/i.test(text) || /<\?OFX/i.test(text.slice(0, 4096)) || /<OFX>/i.test(text);
}

/**
 * Every non-empty line 240 characters and record type '0' at 8: a CNAB 240 file. Whether it is a
 * statement (operation 'E', service '04' in its batch header) is the next question.
 */
function cnabShape(text: string): { isCnab: boolean; isStatement: boolean } {
  let first: string | null = null;
  let batchHeader: string | null = null;
  for (const { text: line } of textLines(text)) {
    if (line === '') continue;
    if (line.length !== CNAB_WIDTH) return { isCnab: false, isStatement: false };
    first ??= line;
    if (batchHeader === null && line[7] === '1') batchHeader = line;
  }
  if (first === null || first[7] !== '0') return { isCnab: false, isStatement: false };
  return { isCnab: true, isStatement: batchHeader !== null && batchHeader[8] === 'E' && batchHeader.slice(9, 11) === '04' };
}

/** The header's columns when the first line is a ';' header naming any column of the layout. */
function csvHeader(text: string): string[] | null {
  const first: string = (textLines(text).next().value as { text: string } | undefined)?.text ?? '';
  if (!first.includes(';')) return null;
  const headers = first.split(';').map((h) => normaliseStatementHeader(h.replace(/^"|"$/g, '')));
  return headers.some((h) => (STATEMENT_CSV_COLUMNS as readonly string[]).includes(h)) ? headers : null;
}

/**
 * What the file is, by its content only (spec 4 §5.1): OFX, CNAB 240 'Extrato para Conciliação
 * Bancária' or the CSV 'extrato'. Refuses a blank file, a CNAB 240 of another service, a CSV
 * without the required columns and anything else, with the spec's messages.
 */
export function recogniseStatement(text: string): StatementFormat {
  if (text.trim() === '') throw new StatementRefusedError(M.emptyFile);
  if (looksLikeOfx(text)) return 'ofx';
  const cnab = cnabShape(text);
  if (cnab.isCnab) {
    if (!cnab.isStatement) throw new StatementRefusedError(M.cnabNotStatement);
    return 'cnab240';
  }
  const headers = csvHeader(text);
  if (headers) {
    const missing = missingStatementColumns(headers);
    if (missing.length > 0) throw new StatementRefusedError(M.missingColumns(missing.join(', ')));
    return 'csv';
  }
  throw new StatementRefusedError(M.formatNotRecognised);
}
