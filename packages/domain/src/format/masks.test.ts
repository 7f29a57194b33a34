import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTaxId } from '../tax-id/document';
import { onlyDigits } from './digits';
import {
  cnpjInputChars,
  formatDocument,
  formatPhone,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskDate,
  maskPhone,
  unmask,
} from './masks';

describe('masks on complete values', () => {
  it('formats each pattern of the spec', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskDate('31122026')).toBe('31/12/2026');
  });

  it('formats progressively while typing', () => {
    expect(
      ['1', '11', '112', '11222', '112223', '11222333', '112223330', '112223330001', '1122233300018'].map(
        maskCnpj,
      ),
    ).toEqual([
      '1',
      '11',
      '11.2',
      '11.222',
      '11.222.3',
      '11.222.333',
      '11.222.333/0',
      '11.222.333/0001',
      '11.222.333/0001-8',
    ]);
    expect(['5', '529', '5299', '529982247', '5299822472'].map(maskCpf)).toEqual([
      '5',
      '529',
      '529.9',
      '529.982.247',
      '529.982.247-2',
    ]);
    expect(['', '1', '11', '119', '119876', '1198765', '11987654321'].map(maskPhone)).toEqual([
      '',
      '(1',
      '(11',
      '(11) 9',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 98765-4321',
    ]);
    expect(['0131', '01310', '013101'].map(maskCep)).toEqual(['0131', '01310', '01310-1']);
    expect(['3', '31', '311', '31122', '311220'].map(maskDate)).toEqual([
      '3',
      '31',
      '31/1',
      '31/12/2',
      '31/12/20',
    ]);
  });

  it('switches the CNPJ/CPF field to CNPJ beyond 11 digits or as soon as a letter appears', () => {
    expect(maskCpfCnpj('12345678901')).toBe('123.456.789-01');
    expect(maskCpfCnpj('123456789012')).toBe('12.345.678/9012');
    expect(maskCpfCnpj('12a')).toBe('12.A');
  });

  it('drops what a field cannot hold', () => {
    expect(maskCnpj('11.222.333/0001-81999')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpf('abc529.982.247-25')).toBe('529.982.247-25');
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(55) 11987-6543');
    expect(maskCep(null)).toBe('');
  });

  it('displays stored documents and phones', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument(null)).toBe('-');
    expect(formatPhone('')).toBe('-');
    expect(unmask('(11) 98765-4321')).toBe('11987654321');
  });
});

const typed = fc.string({
  unit: fc.constantFrom(...'0123456789'.split(''), '.', '-', '/', '(', ')', ' ', 'a', 'Z'),
  maxLength: 24,
});
const digitMasks = [
  ['maskCpf', maskCpf, 11],
  ['maskCep', maskCep, 8],
  ['maskPhone', maskPhone, 11],
  ['maskDate', maskDate, 8],
] as const;

describe('mask properties', () => {
  it.each(digitMasks)('%s is idempotent and unmasks back to the digits', (_name, mask, max) => {
    fc.assert(
      fc.property(typed, (x) => {
        expect(mask(mask(x))).toBe(mask(x));
        expect(onlyDigits(mask(x))).toBe(onlyDigits(x).slice(0, max));
      }),
    );
  });

  it.each([
    ['maskCpf', maskCpf, 11],
    ['maskCep', maskCep, 8],
    ['maskPhone', maskPhone, 10],
    ['maskDate', maskDate, 8],
    ['maskCnpj', maskCnpj, 14],
  ] as const)('%s formats a typed prefix as a prefix of the full value', (_name, mask, max) => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: max }),
        fc.nat(max),
        (d, k) => {
          expect(mask(d).startsWith(mask(d.slice(0, k)))).toBe(true);
        },
      ),
    );
  });

  it('maskCnpj is idempotent and unmasks back to the accepted characters', () => {
    const alnumTyped = fc.string({
      unit: fc.constantFrom(...'0123456789abcXYZ'.split(''), '.', '-', '/', ' '),
      maxLength: 24,
    });
    fc.assert(
      fc.property(alnumTyped, (x) => {
        const masked = maskCnpj(x);
        expect(maskCnpj(masked)).toBe(masked);
        expect(cleanTaxId(masked)).toBe(cnpjInputChars(x));
        expect(masked.length).toBeLessThanOrEqual(18);
      }),
    );
  });

  it('maskCnpj keeps numeric input digit for digit', () => {
    fc.assert(
      fc.property(typed, (x) => {
        const numeric = x.replace(/[a-zA-Z]/g, '');
        expect(onlyDigits(maskCnpj(numeric))).toBe(onlyDigits(numeric).slice(0, 14));
      }),
    );
  });

  it('cnpjInputChars and the document, phone and CEP masks give what their first, general versions gave', () => {
    // The versions before the exports needed them fast, kept as oracles.
    const charsBefore = (value: string) => {
      let accepted = '';
      for (const char of value.toUpperCase()) {
        if (accepted.length >= 14) break;
        const allowed = accepted.length < 12 ? /[0-9A-Z]/ : /[0-9]/;
        if (allowed.test(char)) accepted += char;
      }
      return accepted;
    };
    const walk = (chars: string, pattern: string) => {
      let result = '';
      let index = 0;
      for (const slot of pattern) {
        if (index >= chars.length) break;
        result += slot === '#' ? chars[index++] : slot;
      }
      return result;
    };
    const maskPhoneWalk = (digits: string) => walk(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
    const maskBefore = (value: string) => {
      const chars = charsBefore(value);
      return chars.length <= 11 && /^\d*$/.test(chars) ? walk(chars, '###.###.###-##') : walk(chars, '##.###.###/####-##');
    };
    const anyText = fc.string({
      unit: fc.oneof(fc.constantFrom(...'0123456789azAZß.-/ ıſ'.split('')), fc.constantFrom('\u{1F600}', 'é'), fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c))),
      maxLength: 30,
    });
    // Stored documents, phones and CEPs take the short ways: 8, 10, 11 and 14 characters.
    const stored = fc.oneof(
      anyText,
      ...[8, 10, 11, 14].map((n) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n })),
      fc.string({ unit: fc.constantFrom(...'0123456789AZ'.split('')), minLength: 12, maxLength: 12 }).map((s) => `${s}42`),
    );
    const phoneBefore = (value: string) => {
      const digits = value.replace(/\D/g, '').slice(0, 11);
      return digits ? maskPhoneWalk(digits) : '';
    };
    fc.assert(
      fc.property(stored, (x) => {
        expect(cnpjInputChars(x)).toBe(charsBefore(x));
        expect(maskCpfCnpj(x)).toBe(maskBefore(x));
        expect(maskPhone(x)).toBe(phoneBefore(x));
        expect(maskCep(x)).toBe(walk(x.replace(/\D/g, '').slice(0, 8), '#####-###'));
      }),
    );
  });

  it('cnpjInputChars accepts letters only before the check digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'09azAZ.-'.split('')), maxLength: 30 }), (x) => {
        const chars = cnpjInputChars(x);
        expect(chars).toMatch(/^[0-9A-Z]{0,12}[0-9]{0,2}$/);
      }),
    );
  });

  it('maskCpfCnpj is idempotent and keeps up to 14 digits', () => {
    fc.assert(
      fc.property(typed, (x) => {
        const masked = maskCpfCnpj(x);
        expect(maskCpfCnpj(masked)).toBe(masked);
        const numeric = x.replace(/[a-zA-Z]/g, '');
        expect(onlyDigits(maskCpfCnpj(numeric))).toBe(onlyDigits(numeric).slice(0, 14));
        const kind = onlyDigits(numeric).length <= 11 ? /^[\d.]*-?\d*$/ : /\//;
        expect(maskCpfCnpj(numeric)).toMatch(kind);
      }),
    );
  });
});
