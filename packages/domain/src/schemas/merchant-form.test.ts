import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf } from '../tax-id/generate';
import {
  merchantAccountBodySchema,
  merchantAccountSchemaFor,
  merchantChangeEmailSchema,
  merchantLeadInputSchema,
  merchantLimitedBodySchema,
  merchantUpdateBodySchema,
} from './merchant-form';

type Parse = { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
function errorsOf(schema: Parse, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const CREDITOR = '7b1f6c0e-3d0a-4b5e-9a51-2f0c8e4d9a10';
const supplierBody = {
  creditor_id: CREDITOR,
  document_number: '11.222.333/0001-81',
  trading_name: 'Loja',
  company_name: 'Loja Ltda',
  contact_name: 'Ana',
  contact_email: 'ana@loja.com.br',
  phone_number: '(11) 98765-4321',
  address_zip_code: '01310-100',
  address: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'sp',
};

describe('merchant account body (spec 2 §5 "Merchant")', () => {
  it('fills origin 2 and account type 1 and keeps the look-up data', () => {
    const parsed = merchantAccountSchemaFor('fornecedor').parse({
      ...supplierBody,
      cnaes: [{ number: '4751-2/01', description: 'Comércio varejista' }],
      legal_nature_description: '206-2 - Sociedade Empresária Limitada',
      partners_external_data: [{ name: 'ANA', qualification: 'Sócio-Administrador', cpf: '***456789**' }],
    });
    expect(parsed.origin_account).toBe(2);
    expect(parsed.type_account).toBe(1);
    expect(parsed.address_state).toBe('SP');
    expect(parsed.cnaes).toHaveLength(1);
  });

  it('asks every registration field of a supplier merchant', () => {
    expect(Object.keys(errorsOf(merchantAccountSchemaFor('fornecedor'), { creditor_id: CREDITOR, document_number: generateCpf() })).sort()).toEqual(
      [
        'address',
        'address_city',
        'address_neighborhood',
        'address_number',
        'address_state',
        'address_zip_code',
        'company_name',
        'contact_email',
        'contact_name',
        'phone_number',
        'trading_name',
      ].sort(),
    );
  });

  it('asks only the document of a financial-institution merchant; the e-mail valid if given', () => {
    const fi = merchantAccountSchemaFor('if');
    expect(fi.safeParse({ creditor_id: CREDITOR, document_number: generateCnpj({ alphanumeric: true, seed: 3 }) }).success).toBe(true);
    expect(errorsOf(fi, { creditor_id: CREDITOR, document_number: '1234567890', contact_email: 'nao-e-email' })).toEqual({
      document_number: ['Documento Inválido'],
      contact_email: ['Você precisa digitar um email válido'],
    });
    expect(errorsOf(fi, { creditor_id: CREDITOR })).toEqual({ document_number: ['Campo obrigatório'] });
  });

  it('accepts every valid CPF and CNPJ (numeric or alphanumeric), masked or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.boolean(), fc.constantFrom('cpf', 'cnpj', 'alnum'), (seed, formatted, kind) => {
        const document =
          kind === 'cpf' ? generateCpf({ seed, formatted }) : generateCnpj({ seed, formatted, alphanumeric: kind === 'alnum' });
        expect(merchantAccountBodySchema.safeParse({ creditor_id: CREDITOR, document_number: document }).success).toBe(true);
      }),
    );
  });

  it("refuses documents of fewer than 11 characters, of 12-13, and CPFs/CNPJs with a wrong check digit: 'Documento Inválido'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(1, 5, 10, 12, 13, 15), (seed, length) => {
        const document = String(seed).padStart(length, '7').slice(0, length);
        expect(errorsOf(merchantAccountBodySchema, { creditor_id: CREDITOR, document_number: document }).document_number).toEqual([
          'Documento Inválido',
        ]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.boolean(), (seed, cpf) => {
        const valid = cpf ? generateCpf({ seed }) : generateCnpj({ seed });
        const last = Number(valid.at(-1));
        const wrong = valid.slice(0, -1) + String((last + 1) % 10);
        expect(merchantAccountBodySchema.safeParse({ creditor_id: CREDITOR, document_number: wrong }).success).toBe(false);
      }),
    );
  });
});

describe('the other bodies', () => {
  it("lead: name and e-mail required, the password '' (chosen later through the link) or 8 characters or more", () => {
    expect(merchantLeadInputSchema.safeParse({ full_name: 'Ana', email: 'ana@loja.com.br', password: '' }).success).toBe(true);
    expect(merchantLeadInputSchema.safeParse({ full_name: 'Ana', email: 'ana@loja.com.br', password: 'Senha@Forte1' }).success).toBe(true);
    expect(Object.keys(errorsOf(merchantLeadInputSchema, { email: 'x', password: '123' })).sort()).toEqual(['email', 'full_name', 'password']);
  });

  it('multiple-limited: at least one row, each with a valid document', () => {
    expect(errorsOf(merchantLimitedBodySchema, [])).toEqual({ '': ['Informe ao menos um estabelecimento'] });
    expect(errorsOf(merchantLimitedBodySchema, [{ creditor_id: CREDITOR, document_number: '123' }])).toEqual({
      '0.document_number': ['Documento Inválido'],
    });
    const [row] = merchantLimitedBodySchema.parse([{ creditor_id: CREDITOR, document_number: generateCpf({ seed: 9 }) }]);
    expect(row).toMatchObject({ origin_account: 2, type_account: 1 });
  });

  it('change e-mail: a valid new e-mail and the account id', () => {
    expect(errorsOf(merchantChangeEmailSchema, { newEmail: 'x', userId: 'y' })).toEqual({
      newEmail: ['Você precisa digitar um email válido'],
      userId: ['Identificador inválido'],
    });
    expect(merchantChangeEmailSchema.safeParse({ newEmail: 'novo@loja.com.br', userId: CREDITOR, phoneNumber: '' }).success).toBe(true);
  });

  it('update: every field optional, each still checked', () => {
    expect(merchantUpdateBodySchema.safeParse({}).success).toBe(true);
    expect(errorsOf(merchantUpdateBodySchema, { contact_email: 'x' })).toEqual({ contact_email: ['Você precisa digitar um email válido'] });
  });
});
