import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCpf } from '../format/masks';
import { computeCpfCheckDigits, isValidCpf } from './cpf';
import { generateCpf } from './generate';
import { referenceIsValidCpf } from './test-oracles';

const DIGITS = '0123456789'.split('');
const cpfArb = fc
  .array(fc.constantFrom(...DIGITS), { minLength: 9, maxLength: 9 })
  .map((a) => a.join(''))
  .map((b) => b + computeCpfCheckDigits(b))
  .filter((c) => !/^(.)\1+$/.test(c));

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '935.411.347-80'])(
    'accepts the valid CPF %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each(['529.982.247-24', '529.982.247-52', '111.444.777-53', '123.456.789-10'])('rejects %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects repeated-digit sequences even though their check digits match', () => {
    expect(computeCpfCheckDigits('111111111')).toBe('11');
    for (const d of DIGITS) expect(isValidCpf(d.repeat(11))).toBe(false);
  });

  it.each(['', '5299822472', '529982247251', '529.982.247-2', 'A29.982.247-25', '529,982,247-25'])(
    'rejects wrong lengths and foreign characters %j',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('validates a mutation mod 11 cannot see (check digit 0 stands for remainders 0 and 1)', () => {
    // Position 0 weighs 11 (0 mod 11) in the second sum; in the first its remainder moves from 1 to 0.
    expect(isValidCpf('73258643709')).toBe(true);
    expect(isValidCpf('83258643709')).toBe(true);
  });
});

describe('isValidCpf properties', () => {
  it('agrees with a reference implementation on random and near-valid input', () => {
    const noise = fc.string({ unit: fc.constantFrom(...DIGITS, '.', '-', '/', 'x'), maxLength: 16 });
    const nearValid = fc
      .tuple(cpfArb, fc.nat(10), fc.constantFrom(...DIGITS))
      .map(([c, i, d]) => c.slice(0, i) + d + c.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(noise, nearValid, cpfArb), (candidate) => {
        expect(isValidCpf(candidate)).toBe(referenceIsValidCpf(candidate));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every generated CPF, masked or not', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, formatted) => {
        const cpf = generateCpf({ seed, formatted });
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
        expect(cpf).toHaveLength(formatted ? 14 : 11);
      }),
    );
  });

  it('rejects every single-digit change when the first check digit is not 0, and any check-digit change', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        for (let i = 0; i < 11; i++) {
          if (i < 9 && cpf[9] === '0') continue;
          for (const d of DIGITS) {
            if (d === cpf[i]) continue;
            expect(isValidCpf(cpf.slice(0, i) + d + cpf.slice(i + 1))).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
