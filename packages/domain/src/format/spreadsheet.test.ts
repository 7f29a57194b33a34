import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_SEPARATOR } from '../codes/limits';
import { csvCell, neutraliseCell } from './spreadsheet';

/** Texts that often begin with what a spreadsheet reads as a formula, or hold what CSV must quote. */
const cellText = fc
  .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', '"', "'", ' ', 'a', ''), fc.string({ maxLength: 12 }))
  .map(([head, tail]) => head + tail);

/** How a spreadsheet reads one CSV cell back: quotes removed and doubled quotes undone. */
const readBack = (cell: string) => (cell.startsWith('"') && cell.endsWith('"') && cell.length > 1 ? cell.slice(1, -1).replace(/""/g, '"') : cell);

describe('neutraliseCell', () => {
  it('prefixes a quote to texts that begin with = + - @ tab or carriage return', () => {
    for (const s of ['=1+1', '+55', '-2', '@A1', '\tx', '\rx', '=HYPERLINK("http://x","y")'])
      expect(neutraliseCell(s)).toBe(`'${s}`);
  });
  it('leaves other texts, numbers (negative too) and empty cells alone', () => {
    expect(neutraliseCell('Alfa = Beta')).toBe('Alfa = Beta');
    expect(neutraliseCell(' =1')).toBe(' =1');
    expect(neutraliseCell(-12.5)).toBe(-12.5);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell(undefined)).toBeUndefined();
    expect(neutraliseCell('')).toBe('');
    // The dash of an empty date, alone, is no formula.
    expect(neutraliseCell('-')).toBe('-');
  });
  it('never leaves a formula start, and only ever adds one leading quote (property)', () => {
    fc.assert(
      fc.property(cellText, (s) => {
        const out = neutraliseCell(s);
        expect(/^[=+\-@\t\r][\s\S]/.test(out)).toBe(false);
        expect(out === s || out === `'${s}`).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.double({ noNaN: true }), (n) => Object.is(neutraliseCell(n), n)));
  });
});

describe('csvCell', () => {
  it('reads back as the neutralised text, with nothing outside quotes that splits a row or a cell (property)', () => {
    fc.assert(
      fc.property(cellText, (s) => {
        const cell = csvCell(s);
        expect(readBack(cell)).toBe(neutraliseCell(s));
        const bare = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '') : cell;
        expect(bare.includes('"') || (!cell.startsWith('"') && /[;\r\n]/.test(cell))).toBe(false);
      }),
    );
  });
  it('writes numbers with a decimal comma and empty cells as nothing', () => {
    expect(csvCell(-12.5)).toBe('-12,5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(`a${CSV_SEPARATOR}b`)).toBe('"a;b"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
  });
});
