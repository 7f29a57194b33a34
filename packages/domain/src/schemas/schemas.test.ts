import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCnpj } from '../tax-id/generate';
import {
  isStrongPassword,
  passwordIndicators,
  platformPasswordSchema,
  readSessionClaims,
  signInSchema,
} from './auth';
import {
  cnpjSchema,
  documentSchema,
  emailSchema,
  errorResponse,
  listQuerySchema,
  listResponse,
  mobilePhoneSchema,
  phoneSchema,
} from './common';
import { parameterValueError } from './creditor-parameters';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('signInSchema', () => {
  it('requires the e-mail, then a valid one, and the password', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Campo obrigatório',
      'Campo obrigatório',
    ]);
    expect(messages(signInSchema.safeParse({}))).toEqual(['Campo obrigatório', 'Campo obrigatório']);
    expect(messages(signInSchema.safeParse({ email: 'fulano', password: 'x' }))).toEqual([
      'Você precisa digitar um email válido',
    ]);
  });

  it('trims the e-mail and defaults origin to 1', () => {
    expect(signInSchema.parse({ email: ' a@b.com.br ', password: 'x' })).toEqual({
      email: 'a@b.com.br',
      password: 'x',
      origin: 1,
    });
    expect(signInSchema.parse({ email: 'a@b.com', password: 'x', origin: '2' }).origin).toBe(2);
  });
});

describe('passwords', () => {
  it('enforces the platform password rule with its message', () => {
    expect(platformPasswordSchema.safeParse('Abcdef1@').success).toBe(true);
    for (const bad of ['Abcde1@', 'abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdefg1']) {
      expect(messages(platformPasswordSchema.safeParse(bad))).toEqual([
        'A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial',
      ]);
    }
    expect(isStrongPassword('Çabcdef1#')).toBe(true);
  });

  const met = (password: string) =>
    Object.fromEntries(passwordIndicators(password).map((indicator) => [indicator.key, indicator.ok]));

  it('reports live indicators, one per criterion of the rule, with its hint', () => {
    expect(met('')).toEqual({ minLength: false, uppercase: false, lowercase: false, digit: false, special: false });
    expect(met('abcdefgh')).toEqual({ minLength: true, uppercase: false, lowercase: true, digit: false, special: false });
    expect(met('Abc1')).toEqual({ minLength: false, uppercase: true, lowercase: true, digit: true, special: false });
    expect(passwordIndicators('').map((indicator) => indicator.hint)).toEqual([
      'Pelo menos 8 caracteres',
      'Uma letra maiúscula',
      'Uma letra minúscula',
      'Um número',
      'Um caractere especial (@$!%*#?&)',
    ]);
  });

  it("does not show 'NovaSenha1' as all met, since the rule refuses it", () => {
    expect(isStrongPassword('NovaSenha1')).toBe(false);
    expect(met('NovaSenha1').special).toBe(false);
    expect(passwordIndicators('NovaSenha1!').every((indicator) => indicator.ok)).toBe(true);
    expect(isStrongPassword('NovaSenha1!')).toBe(true);
  });

  it('all hints met exactly when the rule (and the schema) accepts the password', () => {
    const alphabet = fc.constantFrom(...'aZç7@$!%*#?&Xb0 -_.É'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 14 }).map((chars) => chars.join('')), (password) => {
        const allMet = passwordIndicators(password).every((indicator) => indicator.ok);
        expect(isStrongPassword(password)).toBe(allMet);
        expect(platformPasswordSchema.safeParse(password).success).toBe(allMet);
      }),
      { numRuns: 500 },
    );
  });
});

describe('readSessionClaims', () => {
  it('reads the token claims and rejects missing or unknown ones', () => {
    const claims = {
      name: 'Ana',
      companyName: 'Lastro',
      personId: null,
      accountId: 'acc-1',
      accountType: 'Backoffice',
      isSecundaryAccount: 'False',
    };
    expect(readSessionClaims({ ...claims, exp: 1 })).toEqual(claims);
    expect(readSessionClaims({ ...claims, personId: 'p-1' })).toEqual({ ...claims, personId: 'p-1' });
    expect(readSessionClaims({ ...claims, accountType: 'Admin' })).toBeNull();
    expect(readSessionClaims({ ...claims, isSecundaryAccount: false })).toBeNull();
    expect(readSessionClaims({ ...claims, personId: undefined })).toBeNull();
    expect(readSessionClaims({ ...claims, name: 7 })).toBeNull();
    expect(readSessionClaims(null)).toBeNull();
    expect(readSessionClaims('claims')).toBeNull();
  });
});

describe('listQuerySchema', () => {
  it('defaults, coerces and clamps', () => {
    expect(listQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(listQuerySchema.parse({ offset: '20', limit: '25' })).toEqual({ offset: 20, limit: 25 });
    expect(listQuerySchema.parse({ limit: '999999' }).limit).toBe(250000);
    expect(listQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: 'abc' }).success).toBe(false);
  });

  it('builds list and error bodies', () => {
    expect(listResponse([1], { offset: 0, limit: 10, count: 1 })).toEqual({
      results: [1],
      metadata: { resultset: { offset: 0, limit: 10, count: 1 } },
    });
    expect(errorResponse('Dados inválidos')).toEqual({ errors: { message: ['Dados inválidos'] } });
  });
});

describe('field schemas', () => {
  it('validates CNPJs', () => {
    expect(cnpjSchema.safeParse('11.222.333/0001-81').success).toBe(true);
    expect(cnpjSchema.safeParse(generateCnpj({ seed: 7, alphanumeric: true })).success).toBe(true);
    expect(messages(cnpjSchema.safeParse('11.222.333/0001-80'))).toEqual(['CNPJ inválido']);
    expect(messages(cnpjSchema.safeParse(''))).toEqual(['Campo obrigatório']);
  });

  it('validates documents', () => {
    expect(documentSchema.safeParse('529.982.247-25').success).toBe(true);
    expect(documentSchema.safeParse('11222333000181').success).toBe(true);
    expect(messages(documentSchema.safeParse('1234567890'))).toEqual(['Documento Inválido']);
  });

  it('validates phones', () => {
    expect(phoneSchema.safeParse('(11) 98765-4321').success).toBe(true);
    expect(phoneSchema.safeParse('(11) 3333-4444').success).toBe(true);
    expect(messages(phoneSchema.safeParse('(11) 8765-432'))).toEqual(['O telefone é inválido']);
    expect(phoneSchema.safeParse('(01) 98765-4321').success).toBe(false);
    expect(phoneSchema.safeParse('(11) 88765-4321').success).toBe(false);
    expect(mobilePhoneSchema.safeParse('(11) 98765-4321').success).toBe(true);
    expect(mobilePhoneSchema.safeParse('(11) 3333-4444').success).toBe(false);
  });

  it('validates e-mails', () => {
    expect(emailSchema.parse(' x@y.com ')).toBe('x@y.com');
    expect(messages(emailSchema.safeParse('x@'))).toEqual(['Você precisa digitar um email válido']);
  });
});

describe('parameterValueError', () => {
  const number = { type: 'Number', values: [] };
  const list = { type: 'List', values: [{ value: '1' }, { value: '2' }] };
  it('refuses non-numbers for Number parameters and values outside the list for lists', () => {
    for (const bad of ['abc', '1a', '1.2.3', '--1', '1,']) expect(parameterValueError(number, bad)).toBe('Informe um número');
    for (const good of ['10', '-3', '1,5', '2.75', ' 7 ']) expect(parameterValueError(number, good)).toBeNull();
    expect(parameterValueError(list, '9')).toBe('Escolha um dos valores da lista');
    expect(parameterValueError(list, '2')).toBeNull();
    expect(parameterValueError({ type: 'Text', values: [] }, 'abc')).toBeNull();
  });

  it('never refuses an empty value (it means not set)', () => {
    for (const definition of [number, list]) {
      expect(parameterValueError(definition, '')).toBeNull();
      expect(parameterValueError(definition, '  ')).toBeNull();
      expect(parameterValueError(definition, null)).toBeNull();
    }
  });

  it('accepts every integer and decimal written with a comma or a dot', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(), fc.constantFrom(',', '.'), (whole, decimals, sep) => {
        expect(parameterValueError(number, String(whole))).toBeNull();
        expect(parameterValueError(number, `${whole}${sep}${decimals}`)).toBeNull();
      }),
    );
  });
});
