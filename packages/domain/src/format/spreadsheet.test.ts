import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet';

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
});
