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
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
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
