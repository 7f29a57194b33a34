import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { decodeWindows1252, detectSeparator, isSpreadsheetFile, normaliseHeader } from '@lastro/domain';

export type CsvEncoding = 'utf-8' | 'windows-1252';

export interface CsvInspection {
  sha256: string;
  bytes: number;
  /** Data rows (non-empty lines after the header); a quoted line break may make it a little high, the job counts exactly. */
  rows: number;
  encoding: CsvEncoding;
  separator: ';' | ',';
  /** Normalised headers of the first line. */
  headers: string[];
  /** An .xlsx, .ods or .xls (by its first bytes): refused, the imports read CSV. */
  spreadsheet: boolean;
}

const HEAD_BYTES = 64 * 1024;

/**
 * A pass-through the upload flows through on its way to disk: hashes it, counts its non-empty
 * lines and tells UTF-8 from Windows-1252 (what Excel in Portuguese saves) by decoding strictly
 * as it goes, so the whole file is never held in memory and the job knows how to read it.
 */
export function createCsvInspector() {
  const hash = createHash('sha256');
  const strict = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  let bytes = 0;
  let lines = 0;
  let lineHasContent = false;
  const head: Buffer[] = [];
  let headBytes = 0;

  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
        headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
      }
      if (utf8) {
        try {
          strict.decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
      }
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === 0x0a) {
          if (lineHasContent) lines++;
          lineHasContent = false;
        } else if (b !== 0x0d && b !== 0x20 && b !== 0x09) lineHasContent = true;
      }
      done(null, chunk);
    },
  });

  function result(): CsvInspection {
    if (utf8) {
      try {
        strict.decode();
      } catch {
        utf8 = false;
      }
    }
    const encoding: CsvEncoding = utf8 ? 'utf-8' : 'windows-1252';
    const total = lines + (lineHasContent ? 1 : 0);
    const headBytes = Buffer.concat(head);
    const text = encoding === 'utf-8' ? new TextDecoder('utf-8').decode(headBytes) : decodeWindows1252(headBytes);
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const separator = detectSeparator(firstLine);
    let headers: string[] = [];
    try {
      const parsed = parseSync(firstLine, { delimiter: separator, relax_quotes: true }) as string[][];
      headers = (parsed[0] ?? []).map(normaliseHeader);
    } catch {
      headers = firstLine.split(separator).map(normaliseHeader);
    }
    const spreadsheet = isSpreadsheetFile(headBytes);
    return { sha256: hash.digest('hex'), bytes, rows: Math.max(0, total - 1), encoding, separator, headers, spreadsheet };
  }

  return { stream, result };
}

/** Bytes -> text in the file's encoding, chunk by chunk (a character split across chunks is kept whole). */
function decoderStream(encoding: CsvEncoding) {
  if (encoding === 'windows-1252')
    return new Transform({
      transform(chunk: Buffer, _enc, done) {
        done(null, decodeWindows1252(chunk));
      },
    });
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * The file's records, streamed: decoded in its encoding, split on its separator, headers
 * normalised (spec 3 §5.5), empty lines (and Excel's rows of bare separators) skipped.
 */
export async function* readCsvRecords(
  file: Readable,
  encoding: CsvEncoding,
  separator: ';' | ',',
): AsyncGenerator<Record<string, string>> {
  const parser = parse({
    delimiter: separator,
    columns: (header: string[]) => header.map(normaliseHeader),
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    bom: true,
  });
  const decoded = file.pipe(decoderStream(encoding));
  file.on('error', (err) => decoded.destroy(err));
  decoded.on('error', (err) => parser.destroy(err));
  decoded.pipe(parser);
  for await (const record of parser) yield record as Record<string, string>;
}
