import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCnpj } from '../format/masks';
import { computeCnpjCheckDigits, isAlphanumericCnpj, isValidCnpj } from './cnpj';
import { generateCnpj } from './generate';
import { referenceIsValidCnpj } from './test-oracles';

const DIGITS = '0123456789'.split('');
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const value = (c: string) => c.charCodeAt(0) - 48;

const numericBase = fc
  .array(fc.constantFrom(...DIGITS), { minLength: 12, maxLength: 12 })
  .map((a) => a.join(''));
const alnumBase = fc
  .array(fc.constantFrom(...ALNUM), { minLength: 12, maxLength: 12 })
  .map((a) => a.join(''));
const numericCnpj = numericBase.map((b) => b + computeCnpjCheckDigits(b)).filter((c) => !/^(.)\1+$/.test(c));
const alnumCnpj = alnumBase.map((b) => b + computeCnpjCheckDigits(b)).filter((c) => !/^(.)\1+$/.test(c));

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '01.027.058/0001-91',
    '01.425.787/0001-04',
    '16.501.555/0001-57',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
  ])('accepts the real CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-18',
    '01.027.058/0001-90',
    '12.ABC.345/01DE-53',
    '12.ABC.345/01DE-3A',
    '12.ABD.345/01DE-35',
  ])('rejects %s (wrong check digits)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects every repeated-digit sequence, although 00000000000000 has matching check digits', () => {
    expect(computeCnpjCheckDigits('000000000000')).toBe('00');
    for (const d of DIGITS) expect(isValidCnpj(d.repeat(14))).toBe(false);
  });

  it.each([
    '',
    '1122233300018',
    '112223330001811',
    '11.222.333/0001',
    '11222333000181 1',
    '11_222_333/0001-81',
    '¹1222333000181',
  ])('rejects the wrong length or stray character %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidCnpj(null)).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('computes the check digits of the official Receita Federal alphanumeric example', () => {
    expect(computeCnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(computeCnpjCheckDigits('12.abc.345/01de')).toBe('35');
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
    expect(() => computeCnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => computeCnpjCheckDigits('12ABC34501D!')).toThrow(RangeError);
  });

  it('tells alphanumeric CNPJs apart', () => {
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });

  it('follows the official algorithm, which cannot see a substitution whose values differ by 11', () => {
    // 'A' is worth 17 and '6' is worth 6: the weighted sums change by a multiple of 11.
    expect(isValidCnpj('12.6BC.345/01DE-35')).toBe(true);
    expect(value('A') - value('6')).toBe(11);
  });
});

describe('isValidCnpj properties', () => {
  it('agrees with a reference implementation written from the spec, on random and near-valid input', () => {
    const noise = fc.string({
      unit: fc.constantFrom(...ALNUM, '.', '/', '-', 'a', 'z', ' ', '#'),
      maxLength: 20,
    });
    const nearValid = fc
      .tuple(fc.oneof(numericCnpj, alnumCnpj), fc.nat(13), fc.constantFrom(...ALNUM))
      .map(([c, i, ch]) => c.slice(0, i) + ch + c.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(noise, nearValid, numericCnpj, alnumCnpj), (candidate) => {
        expect(isValidCnpj(candidate)).toBe(referenceIsValidCnpj(candidate));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every CNPJ built from a base and its check digits, masked, unmasked or lowercase', () => {
    fc.assert(
      fc.property(fc.oneof(numericCnpj, alnumCnpj), (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  it('accepts every generated CNPJ, numeric and alphanumeric', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.boolean(), (seed, alphanumeric, formatted) => {
        const cnpj = generateCnpj({ seed, alphanumeric, formatted });
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(referenceIsValidCnpj(cnpj)).toBe(true);
        expect(isAlphanumericCnpj(cnpj)).toBe(alphanumeric);
        expect(cnpj).toHaveLength(formatted ? 18 : 14);
      }),
    );
  });

  it('rejects any change of a check digit', () => {
    fc.assert(
      fc.property(
        fc.oneof(numericCnpj, alnumCnpj),
        fc.constantFrom(12, 13),
        fc.constantFrom(...DIGITS),
        (cnpj, i, d) => {
          fc.pre(cnpj[i] !== d);
          expect(isValidCnpj(cnpj.slice(0, i) + d + cnpj.slice(i + 1))).toBe(false);
        },
      ),
    );
  });

  // A changed base character moves the first weighted sum by weight x delta (mod 11). That is
  // always seen when delta is not a multiple of 11 and the first check digit is not 0 (the
  // check digit 0 stands for both remainders 0 and 1, so a remainder moving between them hides).
  it('rejects any single-character change of the base that mod 11 can detect', () => {
    fc.assert(
      fc.property(fc.oneof(numericCnpj, alnumCnpj), fc.nat(11), fc.constantFrom(...ALNUM), (cnpj, i, ch) => {
        const original = cnpj.charAt(i);
        fc.pre(ch !== original && cnpj[12] !== '0' && (value(ch) - value(original)) % 11 !== 0);
        expect(isValidCnpj(cnpj.slice(0, i) + ch + cnpj.slice(i + 1))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects every single-digit change of a numeric CNPJ whose first check digit is not 0', () => {
    fc.assert(
      fc.property(numericCnpj, (cnpj) => {
        fc.pre(cnpj[12] !== '0');
        for (let i = 0; i < 14; i++) {
          for (const d of DIGITS) {
            if (d === cnpj[i]) continue;
            expect(isValidCnpj(cnpj.slice(0, i) + d + cnpj.slice(i + 1))).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
