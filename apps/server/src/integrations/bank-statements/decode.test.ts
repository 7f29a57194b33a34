import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countContentLines, decodeStatement, statementEncodingOf, statementHead, textLines } from './decode';
import { recogniseStatement } from './recognise';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** What the upload used to do with the whole text: its non-blank lines. */
const linesOfText = (text: string) => [...textLines(text)].filter((l) => l.text.trim() !== '').length;

/** Text of lines made of ASCII, accented letters and the blanks the byte count knows, in CRLF or LF. */
const statementText = fc
  .array(fc.stringMatching(/^[ \tA-Za-z0-9;,.\-ÇçÃãÉéÓó]{0,40}$/), { maxLength: 60 })
  .chain((lines) => fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)));

describe('reading an upload without decoding it whole (spec 4 §5.1)', () => {
  it('finds the encoding and counts the lines as the whole decoded text does', () => {
    fc.assert(
      fc.property(statementText, fc.constantFrom('utf-8', 'latin1', 'bom'), (text, how) => {
        const bytes =
          how === 'latin1'
            ? Uint8Array.from(text, (c) => c.charCodeAt(0))
            : Buffer.from(how === 'bom' ? `\uFEFF${text}` : text, 'utf8');
        const whole = decodeStatement(bytes);
        expect(statementEncodingOf(bytes)).toBe(whole.encoding);
        expect(countContentLines(bytes)).toBe(linesOfText(whole.text));
        expect(statementHead(bytes, whole.encoding)).toBe(whole.text);
      }),
    );
  });

  it('recognises every fixture from its head as from its whole text', () => {
    for (const name of readdirSync(fixtures)) {
      const bytes = new Uint8Array(readFileSync(path.join(fixtures, name)));
      const whole = decodeStatement(bytes);
      const encoding = statementEncodingOf(bytes);
      expect(encoding, name).toBe(whole.encoding);
      expect(recogniseStatement(statementHead(bytes, encoding)), name).toBe(recogniseStatement(whole.text));
      expect(countContentLines(bytes), name).toBe(linesOfText(whole.text));
    }
  });

  it('cuts a large head after its last whole line', () => {
    const line = `${'9'.repeat(239)}ç\r\n`;
    const bytes = Buffer.from(line.repeat(2_000), 'utf8');
    const head = statementHead(bytes, 'utf-8');
    expect(head.length).toBeLessThan(bytes.length);
    expect(head.endsWith('ç\r\n')).toBe(true);
    expect(head.split('\r\n').slice(0, -1).every((l) => l.length === 240)).toBe(true);
  });
});
