import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent, maskPercentInput, parsePercent } from './percent';

describe('percent', () => {
  it('formats with 2 decimals and a spaced % suffix', () => {
    expect(formatPercent(12.5)).toBe('12,50 %');
    expect(formatPercent(100)).toBe('100,00 %');
    expect(formatPercent(0.005)).toBe('0,01 %');
    expect(formatPercent('7')).toBe('7,00 %');
    expect(formatPercent(null)).toBe('-');
  });

  it('parses what it formats', () => {
    expect(parsePercent('12,50 %')).toBe(12.5);
    expect(parsePercent('1.234,5%')).toBe(1234.5);
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent('')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (hundredths) => {
        expect(parsePercent(formatPercent(hundredths / 100))).toBe(hundredths / 100);
      }),
    );
  });

  it('masks a percent field from the right and caps it', () => {
    expect(maskPercentInput('1')).toBe('0,01 %');
    expect(maskPercentInput('1250')).toBe('12,50 %');
    expect(maskPercentInput('99999')).toBe('100,00 %');
    expect(maskPercentInput('12,50 %')).toBe('12,50 %');
    expect(maskPercentInput('')).toBe('');
  });
});
