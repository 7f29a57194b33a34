import { decodeWindows1252, type StatementEncoding } from '@lastro/domain';

const HEAD_BYTES = 4096;

/** An OFX 1.x header naming the Windows code page ('CHARSET:1252'). */
function declaresWindows1252(bytes: Uint8Array): boolean {
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
