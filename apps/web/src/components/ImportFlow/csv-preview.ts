import Papa from 'papaparse';
import { decodeCsvBytes, detectSeparator, normaliseHeader } from '@lastro/domain';

export interface CsvPreview {
  headers: string[];
  rows: Record<string, string>[];
  encoding: 'utf-8' | 'windows-1252';
}

/**
 * The browser's reading of a chosen file, the same as the server's: UTF-8 (with or without a
 * BOM) or else Windows-1252, ';' unless the header line says ',', headers normalised, empty
 * lines and Excel's rows of bare separators skipped.
 */
export function parseCsvPreview(bytes: Uint8Array): CsvPreview {
  const { text, encoding } = decodeCsvBytes(bytes);
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const parsed = Papa.parse<Record<string, string>>(body, {
    delimiter: detectSeparator(firstLine),
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => normaliseHeader(h),
    transform: (v) => v.trim(),
  });
  const rows = parsed.data.filter((r) => Object.values(r).some((v) => typeof v === 'string' && v !== ''));
  return { headers: parsed.meta.fields ?? [], rows, encoding };
}
