import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrencyCompact } from './currency-compact';
import { formatCurrency, maskCurrencyInput, parseCurrency, splitAmount, toCents } from './currency';

describe('formatCurrency', () => {
  it('formats BRL with a plain space', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(1000000)).toBe('R$ 1.000.000,00');
    expect(formatCurrency(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatCurrency('99.9')).toBe('R$ 99,90');
    expect(formatCurrency(-1)).toBe('-R$ 1,00');
    expect(formatCurrency(-0.001)).toBe('R$ 0,00');
    expect(formatCurrency(1234.56)).not.toMatch(/\u00a0/);
  });

  it('shows a dash for missing values', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency(undefined)).toBe('-');
    expect(formatCurrency('')).toBe('-');
    expect(formatCurrency('abc')).toBe('-');
    expect(formatCurrency(Number.NaN)).toBe('-');
  });
});

describe('parseCurrency', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a01.234,56', 1234.56],
    ['1.234,5', 1234.5],
    ['-R$ 0,50', -0.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1234.56', 1234.56],
    ['12', 12],
    ['R$ 0,00', 0],
  ] as const)('%j -> %d', (text, n) => {
    expect(parseCurrency(text)).toBe(n);
  });

  it.each(['', 'R$', 'abc', null, undefined])('%j -> null', (text) => {
    expect(parseCurrency(text)).toBeNull();
  });
});

describe('currency properties', () => {
  const cents = fc.integer({ min: -1e12, max: 1e12 });

  it('parse(format(x)) === x for every cents value', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseCurrency(formatCurrency(c / 100))).toBe(c / 100);
      }),
    );
  });

  it('the money field shows what formatCurrency shows, and is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (c) => {
        const masked = maskCurrencyInput(String(c));
        expect(masked).toBe(formatCurrency(c / 100));
        expect(maskCurrencyInput(masked)).toBe(masked);
        expect(parseCurrency(masked)).toBe(c / 100);
      }),
    );
  });

  it('splitAmount gives equal parts whose cents sum to the total, the last absorbing the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e11 }), fc.integer({ min: 1, max: 60 }), (c, count) => {
        const parts = splitAmount(c / 100, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, p) => sum + toCents(p), 0)).toBe(c);
        for (const p of parts.slice(0, -1)) expect(p).toBe(parts[0]);
        const last = toCents(parts[count - 1] ?? 0);
        expect(last - toCents(parts[0] ?? 0)).toBeGreaterThanOrEqual(0);
        expect(last - toCents(parts[0] ?? 0)).toBeLessThan(count);
      }),
    );
  });
});

describe('maskCurrencyInput', () => {
  it('shifts typed digits in from the right', () => {
    expect(maskCurrencyInput('1')).toBe('R$ 0,01');
    expect(maskCurrencyInput('12')).toBe('R$ 0,12');
    expect(maskCurrencyInput('123')).toBe('R$ 1,23');
    expect(maskCurrencyInput('123456')).toBe('R$ 1.234,56');
    expect(maskCurrencyInput('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(maskCurrencyInput('R$ 0,0')).toBe('R$ 0,00');
    expect(maskCurrencyInput('')).toBe('');
    expect(maskCurrencyInput('R$ ')).toBe('');
  });

  it('splits 100,00 into three parts as 33,33 + 33,33 + 33,34', () => {
    expect(splitAmount(100, 3)).toEqual([33.33, 33.33, 33.34]);
    expect(() => splitAmount(100, 0)).toThrow(RangeError);
  });
});

describe('formatCurrencyCompact', () => {
  it('abbreviates thousands and millions the pt-BR way, with a plain space', () => {
    expect(formatCurrencyCompact(12_345.6)).toBe('R$ 12,3 mil');
    expect(formatCurrencyCompact(1_234_567)).toBe('R$ 1,2 mi');
    expect(formatCurrencyCompact(0)).toBe('R$ 0');
  });
});
