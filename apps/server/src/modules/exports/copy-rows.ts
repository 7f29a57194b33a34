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
 * database gives raw (numbers, values for a Node formatter) are written by csvCell. For xlsx
 * the same walk reads every cell. Only complete rows are handled; the rest of a piece waits
 * for the next one. One loop does it all: a callback or a bounds table per row cost as much
 * again.
 */

const SEP = 0x3b;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const APOSTROPHE = 0x27;

/** First bytes of a text that makes a spreadsheet run it as a formula (neutraliseCell of @lastro/domain). */
const FORMULA = new Uint8Array(256);
for (const c of '=+-@\t\r') FORMULA[c.charCodeAt(0)] = 1;

export type CopyCellReader = 'text' | NonNullable<ExportColumn<unknown>['copyCell']>;

export const copyCellReaders = (columns: readonly ExportColumn<unknown>[]): CopyCellReader[] =>
  columns.map((c) => c.copyCell ?? 'text');

/** Short ASCII texts (documents, phones) decode as Latin-1 at a fraction of UTF-8's cost. */
function decode(buf: Buffer, start: number, end: number): string {
  for (let i = start; i < end; i++) if (buf[i]! >= 0x80) return buf.toString('utf8', start, end);
  return buf.toString('latin1', start, end);
}

/** A cell as the export's cell: null for a null, '' for an empty text, a number read, a stored text formatted. */
function cellOf(buf: Buffer, start: number, end: number, quoted: boolean, reader: CopyCellReader): ExportCell {
  let text: string | null = null;
  if (quoted) {
    text = decode(buf, start, end);
    if (text.includes('"')) text = text.replaceAll('""', '"');
  } else if (end > start) text = decode(buf, start, end);
  if (reader === 'text') return text;
  if (reader === 'number') return text === null ? null : Number(text);
  return reader(text);
}

/** Thrown when a piece's rows grow more than its slack: it is mended again with more. */
const NEED_ROOM = new Error('an export piece needs more room');

/**
 * One piece mended where it lies: `bytes` holds the input behind `base` bytes of slack, and
 * the output is written from the front with copyWithin (a view per copy, as set() needs,
 * cost more than the copy). The output stays behind what is still to be read as long as the
 * rows grow (a CR, an apostrophe, a mask's separators) by less than the slack; the writes
 * that grow it check, and throw NEED_ROOM when it would not.
 */
class Output {
  pos = 0;

  constructor(
    readonly bytes: Uint8Array,
    readonly base: number,
  ) {}

  /** Input bytes [start, end) pass as they are. */
  copy(start: number, end: number) {
    if (end <= start) return;
    this.bytes.copyWithin(this.pos, this.base + start, this.base + end);
    this.pos += end - start;
  }

  /** One byte more, the input being read up to `unread`. */
  byte(b: number, unread: number) {
    if (this.pos >= this.base + unread) throw NEED_ROOM;
    this.bytes[this.pos++] = b;
  }

  text(s: string, unread: number) {
    if (this.pos + s.length * 3 > this.base + unread) throw NEED_ROOM;
    const { bytes } = this;
    let pos = this.pos;
    // ASCII by hand (a formatted mask is); anything else through the encoder.
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      if (code >= 0x80) {
        this.pos += textEncoder.encodeInto(s, bytes.subarray(this.pos)).written;
        return;
      }
      bytes[pos++] = code;
    }
    this.pos = pos;
  }
}

const textEncoder = new TextEncoder();

/** Where the walk writes: the mended CSV and its row count, or the rows' cells for xlsx. */
type Walked = { out: Output; rows: number } | { cells: ExportCell[][] };

/**
 * Walks the complete rows of a piece into `into`. Returns where the first incomplete row
 * begins (buf.length when none is).
 */
function walkRows(buf: Buffer, readers: readonly CopyCellReader[], into: Walked): number {
  const out = 'out' in into ? into.out : null;
  const rows = 'cells' in into ? into.cells : null;
  const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
  const n = buf.length;
  const width = readers.length;
  let i = 0;
  let lineFeed = buf.indexOf(LF);
  while (i < n) {
    const rowStart = i;
    const mark = out ? out.pos : 0;
    // Bytes from `from` on pass as they are, up to the next change.
    let from = i;
    const cells: ExportCell[] | null = rows && [];
    for (let cell = 0; ; cell++) {
      if (cell === width) throw new Error(`an export row of more than ${width} cells`);
      let start = i;
      let end: number;
      const quoted = bytes[i] === QUOTE;
      if (quoted) {
        let j = i + 1;
        for (;;) {
          j = buf.indexOf(QUOTE, j);
          if (j < 0 || j + 1 >= n) {
            if (out) out.pos = mark;
            return rowStart;
          }
          if (bytes[j + 1] !== QUOTE) break;
          j += 2;
        }
        start = i + 1;
        end = j;
        i = j + 1;
        // Line breaks inside the quotes are not the row's end.
        if (lineFeed >= 0 && lineFeed < i) lineFeed = buf.indexOf(LF, i);
      } else {
        // Without a line feed ahead, this row is not complete.
        if (lineFeed < 0) {
          if (out) out.pos = mark;
          return rowStart;
        }
        const sep = buf.indexOf(SEP, i);
        end = i = sep >= 0 && sep < lineFeed ? sep : lineFeed;
      }
      // `i` is on the ';' or line feed after the cell.
      const reader = readers[cell]!;
      if (cells) cells.push(cellOf(buf, start, end, quoted, reader));
      else if (out && reader !== 'text') {
        const text = csvCell(cellOf(buf, start, end, quoted, reader));
        out.copy(from, quoted ? start - 1 : start);
        out.text(text, i);
        from = i;
      } else if (out && quoted && end === start) {
        out.copy(from, start - 1);
        from = i;
      } else if (out && end - start > 1 && FORMULA[bytes[start]!]) {
        out.copy(from, start);
        out.byte(APOSTROPHE, start);
        from = start;
      }
      const after = bytes[i++];
      if (after === SEP) continue;
      if (after !== LF) throw new Error('an export row that is not CSV');
      if (cell + 1 !== width) throw new Error(`an export row of ${cell + 1} cells for ${width} columns`);
      if (cells) rows!.push(cells);
      if (out) {
        out.copy(from, i - 1);
        out.byte(CR, i);
        out.byte(LF, i);
        (into as { rows: number }).rows++;
      }
      lineFeed = buf.indexOf(LF, i);
      break;
    }
  }
  return n;
}

/** Holds the incomplete end of a piece until the next one completes it. */
class Pieces {
  private rest: Buffer | null = null;

  /** The rest and the chunk in one buffer, behind `slack` free bytes. */
  join(chunk: Buffer, slack = 0): Buffer {
    if (!this.rest && !slack) return chunk;
    const joined = Buffer.allocUnsafe(slack + (this.rest?.length ?? 0) + chunk.length);
    if (this.rest) this.rest.copy(joined, slack);
    chunk.copy(joined, slack + (this.rest?.length ?? 0));
    return joined;
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
  private readonly pieces = new Pieces();

  constructor(
    private readonly readers: readonly CopyCellReader[],
    private readonly onRows: (rows: number) => Promise<void>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    // A sixteenth of the piece is room for a few bytes more per row; rare rows that grow
    // more are mended again with more.
    for (let slack = Math.max(4096, chunk.length >> 4); ; slack *= 4) {
      const joined = this.pieces.join(chunk, slack);
      const input = joined.subarray(slack);
      const walked = { out: new Output(joined, slack), rows: 0 };
      let mended: number;
      try {
        mended = walkRows(input, this.readers, walked);
      } catch (err) {
        if (err === NEED_ROOM) continue;
        return done(err as Error);
      }
      this.pieces.keep(input, mended);
      this.rows += walked.rows;
      if (walked.out.pos === 0) return done();
      const data = joined.subarray(0, walked.out.pos);
      return void this.onRows(this.rows).then(() => done(null, data), done);
    }
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
  const pieces = new Pieces();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buf = pieces.join(chunk);
    const walked = { cells: [] as ExportCell[][] };
    pieces.keep(buf, walkRows(buf, readers, walked));
    if (walked.cells.length) yield walked.cells;
  }
  pieces.end();
}
