import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { csvCell } from '@lastro/domain';
import type { ExportCell, ExportColumn } from '../../lib/export-source';

/*
 * The rows of an export's COPY (exports.repository.ts), in PostgreSQL's CSV: ';' between
 * cells, a cell quoted when it holds ';', a quote or a line break (quotes doubled), a null
 * unquoted and empty, an empty text quoted (""), a line feed after each row. That is the CSV
 * writer's quoting already; what differs is mended here byte by byte, without making strings
 * of the cells that pass as they are: a text that a spreadsheet would run as a formula gets
 * its leading quote, an empty text is no cell, a row ends in CR LF, and the cells the
 * database gives raw (numbers, values for a Node formatter) are written by csvCell.
 * Only complete rows are handled; the rest of a piece waits for the next one.
 */

const SEP = 0x3b;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const APOSTROPHE = 0x27;
const OUTPUT_SIZE = 1 << 17;

/** First bytes of a text that makes a spreadsheet run it as a formula (neutraliseCell of @lastro/domain). */
const FORMULA = new Uint8Array(256);
for (const c of '=+-@\t\r') FORMULA[c.charCodeAt(0)] = 1;

export type CopyCellReader = 'text' | NonNullable<ExportColumn<unknown>['copyCell']>;

export const copyCellReaders = (columns: readonly ExportColumn<unknown>[]): CopyCellReader[] =>
  columns.map((c) => c.copyCell ?? 'text');

/** Where the cells of one row lie in a piece: contents only, without their quotes. */
class RowBounds {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly quoted: Uint8Array;

  constructor(readonly width: number) {
    this.starts = new Int32Array(width);
    this.ends = new Int32Array(width);
    this.quoted = new Uint8Array(width);
  }

  /** A cell's text: null for a null, '' for an empty text, quotes undoubled. */
  text(buf: Buffer, i: number): string | null {
    const start = this.starts[i]!;
    const end = this.ends[i]!;
    if (!this.quoted[i]) return end === start ? null : buf.toString('utf8', start, end);
    const text = buf.toString('utf8', start, end);
    return text.includes('"') ? text.replaceAll('""', '"') : text;
  }

  /** A raw cell as the export's cell: a number read, or the stored text formatted. */
  read(buf: Buffer, i: number, reader: CopyCellReader): ExportCell {
    const text = this.text(buf, i);
    if (reader === 'text') return text;
    if (reader === 'number') return text === null ? null : Number(text);
    return reader(text);
  }
}

/**
 * Finds the complete rows of `buf`: calls `row(lineFeed)` for each, with `bounds` holding its
 * cells, and returns where the first incomplete row begins (buf.length when none is). Looks
 * for the next ';', quote and line feed with indexOf, which beats a loop over the bytes.
 */
function scanRows(buf: Buffer, bounds: RowBounds, row: (lineFeed: number) => void): number {
  const n = buf.length;
  let i = 0;
  let rowStart = 0;
  let cell = 0;
  let lineFeed = buf.indexOf(LF);
  for (;;) {
    if (cell === bounds.width) throw new Error(`an export row of more than ${bounds.width} cells`);
    let end: number;
    if (i < n && buf[i] === QUOTE) {
      let j = i + 1;
      for (;;) {
        j = buf.indexOf(QUOTE, j);
        if (j < 0 || j + 1 >= n) return rowStart;
        if (buf[j + 1] !== QUOTE) break;
        j += 2;
      }
      bounds.starts[cell] = i + 1;
      bounds.ends[cell] = j;
      bounds.quoted[cell] = 1;
      end = j + 1;
      // Line breaks inside the quotes are not the row's end.
      if (lineFeed >= 0 && lineFeed < end) lineFeed = buf.indexOf(LF, end);
    } else {
      // Without a line feed ahead, this row is not complete.
      if (lineFeed < 0) return rowStart;
      const sep = buf.indexOf(SEP, i);
      end = sep >= 0 && sep < lineFeed ? sep : lineFeed;
      bounds.starts[cell] = i;
      bounds.ends[cell] = end;
      bounds.quoted[cell] = 0;
    }
    cell++;
    i = end + 1;
    if (buf[end] === SEP) continue;
    if (buf[end] !== LF) throw new Error('an export row that is not CSV');
    if (cell !== bounds.width) throw new Error(`an export row of ${cell} cells for ${bounds.width} columns`);
    row(end);
    cell = 0;
    rowStart = i;
    if (i === n) return n;
    lineFeed = buf.indexOf(LF, i);
  }
}

/**
 * The mended bytes of one piece, in one buffer that grows when it must. Copies go through
 * Uint8Array views: Buffer.copy costs twice as much per call, and there are a few per row.
 */
class Output {
  private bytes = new Uint8Array(OUTPUT_SIZE);
  private pos = 0;

  private room(n: number) {
    if (this.pos + n <= this.bytes.length) return;
    const larger = new Uint8Array(Math.max(this.bytes.length * 2, this.pos + n));
    larger.set(this.bytes.subarray(0, this.pos));
    this.bytes = larger;
  }

  copy(from: Uint8Array, start: number, end: number) {
    if (end <= start) return;
    this.room(end - start);
    this.bytes.set(from.subarray(start, end), this.pos);
    this.pos += end - start;
  }

  byte(b: number) {
    this.room(1);
    this.bytes[this.pos++] = b;
  }

  text(s: string) {
    this.room(s.length * 3);
    this.pos += textEncoder.encodeInto(s, this.bytes.subarray(this.pos)).written;
  }

  /** What was written, as a buffer of its own (the next piece writes into a new one). */
  take(): Buffer | null {
    if (this.pos === 0) return null;
    const taken = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.pos);
    this.bytes = new Uint8Array(Math.max(OUTPUT_SIZE, this.bytes.length));
    this.pos = 0;
    return taken;
  }
}

const textEncoder = new TextEncoder();

/** Holds the incomplete end of a piece until the next one completes it. */
class Pieces {
  private rest: Buffer | null = null;

  join(chunk: Buffer): Buffer {
    return this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
  }

  keep(buf: Buffer, from: number) {
    this.rest = from < buf.length ? buf.subarray(from) : null;
  }

  end() {
    if (this.rest) throw new Error('an export ended in the middle of a row');
  }
}

/** COPY's CSV into the export's CSV (see above); counts the rows. */
export class CopyCsv extends Transform {
  rows = 0;
  private readonly bounds: RowBounds;
  private readonly pieces = new Pieces();
  private readonly out = new Output();

  constructor(
    private readonly readers: readonly CopyCellReader[],
    private readonly onRows: (rows: number) => Promise<void>,
  ) {
    super();
    this.bounds = new RowBounds(readers.length);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const buf = this.pieces.join(chunk);
    const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
    const { bounds, readers, out } = this;
    // Bytes from `from` on are passed on as they are, up to the next change.
    let from = 0;
    const mended = scanRows(buf, bounds, (lineFeed) => {
      for (let i = 0; i < readers.length; i++) {
        const reader = readers[i]!;
        const start = bounds.starts[i]!;
        const end = bounds.ends[i]!;
        if (reader === 'text') {
          if (bounds.quoted[i] && end === start) {
            out.copy(bytes, from, start - 1);
            from = end + 1;
          } else if (end - start > 1 && FORMULA[bytes[start]!]) {
            out.copy(bytes, from, start);
            out.byte(APOSTROPHE);
            from = start;
          }
        } else {
          const quote = bounds.quoted[i]!;
          out.copy(bytes, from, start - quote);
          out.text(csvCell(bounds.read(buf, i, reader)));
          from = end + quote;
        }
      }
      out.copy(bytes, from, lineFeed);
      out.byte(CR);
      out.byte(LF);
      from = lineFeed + 1;
      this.rows++;
    });
    this.pieces.keep(buf, mended);
    const data = out.take();
    if (!data) return done();
    this.onRows(this.rows).then(() => done(null, data), done);
  }

  override _flush(done: TransformCallback) {
    try {
      this.pieces.end();
      done();
    } catch (err) {
      done(err as Error);
    }
  }
}

/** COPY's CSV as rows of cells (for the xlsx writer), piece by piece as they arrive. */
export async function* copyCells(stream: Readable, readers: readonly CopyCellReader[]): AsyncGenerator<ExportCell[][]> {
  const bounds = new RowBounds(readers.length);
  const pieces = new Pieces();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buf = pieces.join(chunk);
    const rows: ExportCell[][] = [];
    pieces.keep(
      buf,
      scanRows(buf, bounds, () => rows.push(readers.map((reader, i) => bounds.read(buf, i, reader)))),
    );
    if (rows.length) yield rows;
  }
  pieces.end();
}
