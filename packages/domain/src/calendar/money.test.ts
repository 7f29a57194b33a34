import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, divideHalfEven, parseCents, percentOfCents } from './money';

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
});
