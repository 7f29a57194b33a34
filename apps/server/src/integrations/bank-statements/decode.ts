import { decodeWindows1252, type StatementEncoding } from '@lastro/domain';

const HEAD_BYTES = 4096;

/** An OFX 1.x header naming the Windows code page ('CHARSET:1252'). */
export function declaresWindows1252(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEAD_BYTES));
  return /^\s*OFXHEADER:/i.test(head) && /^\s*CHARSET:\s*(?:WINDOWS-?)?1252\s*$/im.test(head);
}

/**
 * Statement bytes -> text (spec 4 §5.1): UTF-8 with or without BOM; bytes that are not valid
 * UTF-8, or an OFX header saying CHARSET:1252, as Windows-1252. The BOM is dropped so that
 * positions and headers read from the first character.
 */
export function decodeStatement(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  if (!declaresWindows1252(bytes)) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
      return { text, encoding: 'utf-8' };
    } catch {
      // not UTF-8: Windows-1252 reads every byte
    }
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}

/** What recognition reads of a large file: its head, cut after its last whole line. */
export const HEAD_FOR_RECOGNITION = 256 * 1024;

/**
 * The file's first lines decoded (at most 256 KB; the whole file when smaller), a UTF-8 BOM
 * dropped: enough to recognise its format, with no copy of the whole text.
 */
export function statementHead(bytes: Uint8Array, encoding: StatementEncoding): string {
  let head = bytes;
  if (bytes.byteLength > HEAD_FOR_RECOGNITION) {
    // A line feed byte is a character boundary in UTF-8 and in Windows-1252 alike.
    const cut = bytes.lastIndexOf(0x0a, HEAD_FOR_RECOGNITION);
    head = bytes.subarray(0, cut > 0 ? cut + 1 : HEAD_FOR_RECOGNITION);
  }
  return encoding === 'utf-8' ? new TextDecoder('utf-8', { ignoreBOM: false }).decode(head) : decodeWindows1252(head);
}

/** One line of a text and its number (1-based); CRLF or LF, the final line break optional. */
export interface TextLine {
  number: number;
  text: string;
}

/** The text's lines one by one, without splitting the whole text into an array first. */
export function* textLines(text: string): Generator<TextLine, void> {
  let start = 0;
  let number = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    number++;
    yield { number, text: line };
    start = end + 1;
  }
}

/**
 * The decoded text's lines as pieces of it arrive (a file read from storage in chunks), with
 * the numbering and CRLF handling of `textLines`; only the unfinished last line is kept.
 */
export async function* streamLines(pieces: AsyncIterable<string>): AsyncGenerator<TextLine, void> {
  let rest = '';
  let number = 0;
  for await (const piece of pieces) {
    rest += piece;
    let start = 0;
    for (let end = rest.indexOf('\n', start); end >= 0; end = rest.indexOf('\n', start)) {
      number++;
      yield { number, text: rest.slice(start, end > start && rest[end - 1] === '\r' ? end - 1 : end) };
      start = end + 1;
    }
    rest = rest.slice(start);
  }
  if (rest !== '') yield { number: number + 1, text: rest.endsWith('\r') ? rest.slice(0, -1) : rest };
}

/** Stored bytes in chunks -> text pieces, in the encoding the upload found (§5.1); a UTF-8 BOM is dropped. */
export async function* decodePieces(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, encoding: StatementEncoding): AsyncGenerator<string, void> {
  if (encoding === 'windows-1252') {
    // One byte, one character: any chunk boundary is a character boundary.
    for await (const chunk of chunks) yield decodeWindows1252(chunk);
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
  const tail = decoder.decode();
  if (tail) yield tail;
}
