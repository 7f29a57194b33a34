import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeStatement, HEAD_FOR_RECOGNITION, statementHead, textLines } from './decode';
import { recogniseStatement } from './recognise';
import { probeStatement, StatementProbe } from './statement-probe';

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
        const probe = probeStatement(bytes);
        expect(probe.encoding).toBe(whole.encoding);
        expect(probe.lines).toBe(linesOfText(whole.text));
        expect(probe.head).toBe(whole.text);
        expect(probe.size).toBe(bytes.length);
      }),
    );
  });

  it('finds the same in chunks of any size as in the whole file (an upload read as it arrives)', () => {
    // Any bytes, not only valid text: the chunks' edges fall inside UTF-8 sequences and BOMs.
    const bytesOf = fc.oneof(
      statementText.map((t) => Buffer.from(`\uFEFF${t}`, 'utf8')),
      statementText.map((t) => Buffer.from(t, 'utf8')),
      fc.uint8Array({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 6 }).map((tail) => Buffer.concat([Buffer.from([0xef, 0xbb]), tail])),
    );
    fc.assert(
      fc.property(bytesOf, fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 20 }), (bytes, sizes) => {
        const probe = new StatementProbe();
        for (let at = 0, k = 0; at < bytes.length; k++) {
          const size = sizes[k % sizes.length]!;
          probe.update(bytes.subarray(at, at + size));
          at += size;
        }
        expect(probe.result()).toEqual(probeStatement(bytes));
        const whole = decodeStatement(bytes);
        expect(probe.result().encoding).toBe(whole.encoding);
        expect(probe.result().head).toBe(whole.text);
      }),
    );
  });

  it('counts the lines of a BOM cut short as content', () => {
    expect(probeStatement(Buffer.from([0xef, 0xbb])).lines).toBe(1);
    expect(probeStatement(Buffer.from([0xef, 0xbb, 0x0a, 0x0a])).lines).toBe(1);
    expect(probeStatement(Buffer.from([0xef, 0xbb, 0xbf, 0x0a, 0x41])).lines).toBe(1);
    expect(new StatementProbe().update(Buffer.from([0xef])).update(Buffer.from([0xbb, 0xbf])).update(Buffer.from('\nA\n')).result().lines).toBe(1);
  });

  it('keeps only the head of a large file, and cuts it where the whole file is cut', () => {
    const line = `${'7'.repeat(239)}é\n`;
    const bytes = Buffer.from(line.repeat(3_000), 'utf8');
    const probe = new StatementProbe();
    for (let at = 0; at < bytes.length; at += 65_536) probe.update(bytes.subarray(at, at + 65_536));
    const result = probe.result();
    expect(bytes.length).toBeGreaterThan(HEAD_FOR_RECOGNITION);
    expect(result.head).toBe(statementHead(bytes, 'utf-8'));
    expect(result.lines).toBe(3_000);
    expect(result.encoding).toBe('utf-8');
  });

  it('recognises every fixture from its head as from its whole text', () => {
    for (const name of readdirSync(fixtures)) {
      const bytes = new Uint8Array(readFileSync(path.join(fixtures, name)));
      const whole = decodeStatement(bytes);
      const probe = probeStatement(bytes);
      expect(probe.encoding, name).toBe(whole.encoding);
      expect(recogniseStatement(probe.head), name).toBe(recogniseStatement(whole.text));
      expect(probe.lines, name).toBe(linesOfText(whole.text));
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
