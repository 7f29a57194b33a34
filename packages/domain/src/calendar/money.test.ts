import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../format/currency';
import { centsToDecimal, divideHalfEven, parseCents, parseCentsOrNull, percentOfCents } from './money';

describe('money helpers', () => {
  it('rounds half to even at the cent', () => {
    // 0.5 cent ties: 1 cent x 50 % = 0.5 -> 0; 3 cents x 50 % = 1.5 -> 2
    expect(percentOfCents(1, 5000)).toBe(0);
    expect(percentOfCents(3, 5000)).toBe(2);
    expect(percentOfCents(5, 5000)).toBe(2);
    expect(percentOfCents(10_001, 2550)).toBe(2550); // 2550.255 -> 2550
    expect(percentOfCents(60_000, 10_000)).toBe(60_000);
    expect(percentOfCents(12_345, 0)).toBe(0);
    expect(divideHalfEven(-5n, 2n)).toBe(-2n);
    expect(divideHalfEven(-7n, 2n)).toBe(-4n);
  });

  it('parses and prints amounts without floats', () => {
    expect(parseCents('1234,5')).toBe(123_450);
    expect(parseCents('-0.07')).toBe(-7);
    expect(parseCents('10.10')).toBe(1010);
    expect(centsToDecimal(123_450)).toBe('1234.50');
    expect(centsToDecimal(-7)).toBe('-0.07');
    expect(() => parseCents('1.234')).toThrow(RangeError);
  });

  it('percentOfCents is within half a cent of the exact value and ties go to even', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (cents, bp) => {
        const r = BigInt(percentOfCents(cents, bp));
        const exact2 = BigInt(cents) * BigInt(bp) * 2n; // 2 x the value in 1/10000 cent
        const diff = r * 20_000n - exact2; // 2 x (rounded - exact) in 1/10000 cent
        expect(diff <= 10_000n && diff >= -10_000n).toBe(true);
        if (diff === 10_000n || diff === -10_000n) expect(r % 2n).toBe(0n);
      }),
    );
  });

  it('percentOfCents is monotonic and never exceeds the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 9_999 }), (cents, bp) => {
        expect(percentOfCents(cents, bp)).toBeLessThanOrEqual(percentOfCents(cents, bp + 1));
        expect(percentOfCents(cents, bp + 1)).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('prints and parses back every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (cents) => {
        expect(parseCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });

  it('reads statement amounts: comma or dot decimal, thousands dots with a comma, a sign', () => {
    expect(parseCents('1.234,56')).toBe(123_456);
    expect(parseCents('1.234.567,8')).toBe(123_456_780);
    expect(parseCents('+10,00')).toBe(1000);
    expect(parseCents(' -1500,00 ')).toBe(-150_000);
    expect(parseCents('1234.56')).toBe(123_456);
    expect(parseCents('7')).toBe(700);
    expect(parseCentsOrNull('1.234')).toBeNull();
    expect(parseCentsOrNull('1,234.56')).toBeNull();
    expect(parseCentsOrNull('12.3456')).toBeNull();
    expect(parseCentsOrNull('1.23,45')).toBeNull();
    expect(parseCentsOrNull('')).toBeNull();
    expect(parseCentsOrNull('R$ 10,00')).toBeNull();
    expect(parseCentsOrNull('99999999999999999,99')).toBeNull();
  });

  it('is never a float and reads back what the product prints (R$ and decimal strings)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        const screen = formatCurrency(cents / 100).replace('R$ ', '');
        const parsed = parseCents(screen);
        expect(Number.isInteger(parsed)).toBe(true);
        expect(parsed).toBe(cents);
        expect(parseCents(centsToDecimal(cents).replace('.', ','))).toBe(cents);
      }),
    );
  });

  it('gives an integer or null for any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+-]?[0-9.,]{0,12}$/), (text) => {
        const parsed = parseCentsOrNull(text);
        expect(parsed === null || Number.isSafeInteger(parsed)).toBe(true);
      }),
    );
  });
});
