import { parseBrDate, isIsoDate } from '../format/dates';

/**
 * How files reach us: Excel in Portuguese saves CSV as Windows-1252 with ';'; others send UTF-8
 * with or without a BOM. Bytes that are not valid UTF-8 are read as Windows-1252 (every byte is
 * a character there), so accents survive either way.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** What Windows-1252 puts at 0x80-0x9F (ISO-8859-1 has control codes there); undefined bytes stay as they are. */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Windows-1252 bytes -> text. Node's decoder reads 0x80-0x9F as ISO-8859-1 (control codes), so
 * '€', curly quotes and dashes Excel writes would be lost: those bytes are mapped here. A single-
 * byte encoding, so chunks of a stream may be decoded one by one.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * Text -> Windows-1252 bytes, the inverse of decodeWindows1252; a character the code page lacks
 * becomes '?' (what Windows itself writes).
 */
export function encodeWindows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const high = WINDOWS_1252_HIGH.indexOf(char);
    if (high >= 0) out[n++] = 0x80 + high;
    else if (code <= 0xff && (code < 0x80 || code > 0x9f)) out[n++] = code;
    else out[n++] = 0x3f;
  }
  return out.subarray(0, n);
}

/** Spec 3 §5.5: headers lowercased, every non-word character turned into '_' ('CNPJ / CPF' -> 'cnpj___cpf'). */
export function normaliseHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '_');
}

/** ';' unless the header line has more ',' than ';' outside quotes. */
export function detectSeparator(firstLine: string): ';' | ',' {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const semicolons = unquoted.split(';').length - 1;
  const commas = unquoted.split(',').length - 1;
  return commas > semicolons ? ',' : ';';
}

/** 'DD/MM/YYYY' (also D/M/YYYY) or 'YYYY-MM-DD' -> 'YYYY-MM-DD'; null for an impossible or unreadable date (never a guess). */
export function parseImportDate(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (isIsoDate(text)) return text;
  const short = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!short) return null;
  const [, d = '', m = '', y = ''] = short;
  return parseBrDate(`${d.padStart(2, '0')}/${m.padStart(2, '0')}/${y}`);
}

/** '1.234,56' / '1234,56' / '1234.56' -> 1234.56; null when not a number. */
export function parseImportDecimal(value: string | null | undefined): number | null {
  let text = (value ?? '').trim().replace(/^R\$\s*/, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
