import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTaxId, isValidDocument, personTypeOfDocument, validateDocument } from './document';
import { generateCnpj, generateCpf } from './generate';

describe('validateDocument', () => {
  it.each([
    ['529.982.247-25', 'cpf'],
    ['52998224725', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['12abc34501de35', 'cnpj'],
  ] as const)('%s is a valid %s', (doc, kind) => {
    expect(validateDocument(doc)).toBe(kind);
    expect(isValidDocument(doc)).toBe(true);
  });

  it.each([
    '',
    '1234567890',
    '529.982.247-24',
    '111.111.111-11',
    '11.222.333/0001-80',
    '5299822472512',
    '112223330001812',
  ])('rejects %j', (doc) => {
    expect(validateDocument(doc)).toBeNull();
    expect(isValidDocument(doc)).toBe(false);
  });

  it('follows the rule: under 11 invalid, 11 a CPF, 14 a CNPJ, any other length invalid', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.integer({ min: 0, max: 20 }), (seed, formatted, cut) => {
        const cpf = generateCpf({ seed, formatted });
        const cnpj = generateCnpj({ seed, formatted, alphanumeric: seed % 2 === 0 });
        expect(validateDocument(cpf)).toBe('cpf');
        expect(validateDocument(cnpj)).toBe('cnpj');
        const digits = (generateCnpj({ seed }) + generateCpf({ seed })).slice(0, cut);
        if (cut !== 11 && cut !== 14) expect(validateDocument(digits)).toBeNull();
        // A CNPJ cut to 11 characters is judged as a CPF, never as a CNPJ.
        expect(validateDocument(cnpj.replace(/\W/g, '').slice(0, 11))).not.toBe('cnpj');
      }),
    );
  });
});

describe('cleanTaxId', () => {
  it('removes mask characters, keeps letters and uppercases them', () => {
    expect(cleanTaxId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(cleanTaxId('529.982.247-25')).toBe('52998224725');
    expect(cleanTaxId(null)).toBe('');
  });
});

describe('personTypeOfDocument', () => {
  it('is PJ for 14 characters and PF otherwise', () => {
    expect(personTypeOfDocument('11.222.333/0001-81')).toBe('PJ');
    expect(personTypeOfDocument('529.982.247-25')).toBe('PF');
  });
});
