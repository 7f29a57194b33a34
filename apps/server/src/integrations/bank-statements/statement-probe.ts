import { isUtf8 } from 'node:buffer';
import type { StatementEncoding } from '@lastro/domain';
import { declaresWindows1252, HEAD_FOR_RECOGNITION, statementHead } from './decode';

/** What the upload needs of a statement file before it is stored (spec 4 §5.1, §5.6). */
export interface StatementProbeResult {
  size: number;
  encoding: StatementEncoding;
  /** Lines holding anything but blanks (space, tab, CR, VT, FF); a UTF-8 BOM is no content. */
  lines: number;
  /** The file's first lines decoded, as `statementHead` gives them. */
  head: string;
}

const BOM = [0xef, 0xbb, 0xbf];

/** Bytes at the end of `chunk` that begin a UTF-8 sequence the chunk does not finish (0-3). */
function unfinishedSequence(chunk: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const b = chunk[chunk.length - back]!;
    if ((b & 0xc0) === 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * A statement file read chunk by chunk, as it arrives or as it is read from disk: its
 * encoding, its lines and its head, with only the head kept, so that checking a 100,000-line
 * upload holds 256 KB of it, not the file. Over any split of the bytes into chunks it finds what
 * `decodeStatement` finds of the whole.
 */
export class StatementProbe {
  private size = 0;
  private lines = 0;
  private content = false;
  private utf8 = true;
  /** Every byte so far is the start of a UTF-8 BOM: whether they are content is not known yet. */
  private bomOpen = true;
  /** A UTF-8 sequence the last chunk began and did not finish. */
  private carry: Uint8Array = new Uint8Array(0);
  private readonly headChunks: Uint8Array[] = [];
  /** One byte past the recognition head: `statementHead` cuts there only when the file is larger. */
  private headRoom = HEAD_FOR_RECOGNITION + 1;

  update(chunk: Uint8Array): this {
    if (!chunk.length) return this;
    let i = 0;
    let { lines, content } = this;
    // A BOM is no content, and the file's first three bytes may come in several chunks.
    if (this.bomOpen) {
      while (i < chunk.length && this.size + i < 3 && chunk[i] === BOM[this.size + i]) i++;
      const matched = this.size + i;
      if (matched === 3 || i < chunk.length) this.bomOpen = false;
      // Bytes that began like a BOM and turned out not to be one are content.
      if (matched < 3 && i < chunk.length && matched > 0) content = true;
    }
    this.size += chunk.length;
    if (this.headRoom > 0) {
      const kept = chunk.subarray(0, this.headRoom);
      // A copy: the caller may reuse its buffer for the next chunk.
      this.headChunks.push(Uint8Array.from(kept));
      this.headRoom -= kept.length;
    }
    for (; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (b === 0x0a) {
        if (content) lines++;
        content = false;
      } else if (!content && b !== 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x0b && b !== 0x0c) content = true;
    }
    this.lines = lines;
    this.content = content;
    if (this.utf8) this.checkUtf8(chunk);
    return this;
  }

  /**
   * isUtf8 on the chunk's whole sequences (the unfinished one carried to the next chunk): a
   * strict streaming TextDecoder would tell the same, but builds a string of every chunk.
   */
  private checkUtf8(chunk: Uint8Array) {
    const whole = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const open = unfinishedSequence(whole);
    this.utf8 = isUtf8(whole.subarray(0, whole.length - open));
    this.carry = Uint8Array.from(whole.subarray(whole.length - open));
  }

  result(): StatementProbeResult {
    const head = Buffer.concat(this.headChunks);
    const utf8 = this.utf8 && this.carry.length === 0;
    // A file that ends inside a BOM's bytes: those bytes are its content.
    const content = this.content || (this.bomOpen && this.size > 0);
    const encoding: StatementEncoding = !declaresWindows1252(head) && utf8 ? 'utf-8' : 'windows-1252';
    return { size: this.size, encoding, lines: content ? this.lines + 1 : this.lines, head: statementHead(head, encoding) };
  }
}

/** The probe of bytes already in memory (a statement the sandbox wrote, a test's file). */
export const probeStatement = (bytes: Uint8Array): StatementProbeResult => new StatementProbe().update(bytes).result();
