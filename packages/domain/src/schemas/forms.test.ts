import { describe, expect, it } from 'vitest';
import { creditorUserSchema, platformUserCreateSchema, profileSchema } from './access';
import { installmentsTotalError, minPercentageSchema, tcdFileError } from './commitments';
import { domicileSchema, originatorSchema } from './creditor-originators';
import { creditorCreateSchema, creditorSchema, feeRangeSchema, isSupportedImageName } from './creditors';
import { merchantSchemaFor } from './merchants';
import { acquirerSchema, arrangementSchema, bankSchema, partnerSchema } from './registers';

type Parse = {
  safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** Messages by field path of a failed parse. */
function errorsOf(schema: Parse, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const address = {
  address_zip_code: '01310-100',
  address: 'Av. Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'sp',
};

describe('access forms', () => {
  const user = {
    profile_id: 'p1',
    name: 'Maria Silva',
    email: 'maria@x.com',
    phone_number: '(11) 98765-4321',
    password: 'Senha@123',
  };

  it('accepts a valid platform user and words each rule', () => {
    expect(platformUserCreateSchema.safeParse(user).success).toBe(true);
    expect(
      errorsOf(platformUserCreateSchema, {
        ...user,
        name: 'Maria',
        email: 'maria',
        phone_number: '1133334444',
        password: 'senha',
      }),
    ).toEqual({
      name: ['O nome deve possuir mais de 8 caracteres'],
      email: ['Você deve digitar um email válido'],
      phone_number: ['O telefone é inválido'],
      password: [
        'A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial',
      ],
    });
    expect(errorsOf(platformUserCreateSchema, { ...user, profile_id: '' })).toEqual({
      profile_id: ['Campo obrigatório'],
    });
  });

  it('lets creditor users have 10-digit phones', () => {
    expect(
      creditorUserSchema.safeParse({
        profile_id: 3,
        name: 'Ana',
        email: 'a@b.co',
        phone_number: '1133334444',
      }).success,
    ).toBe(true);
  });

  it('checks profile name length and permissions', () => {
    const profile = {
      description: 'Operador',
      is_lastro: true,
      resources: [{ user_resource_id: 1, permition: 'read' }],
    };
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(errorsOf(profileSchema, { ...profile, description: 'ab', resources: [] })).toEqual({
      description: ['O campo deve ter mais de 3 caracteres'],
      resources: ['Selecione ao menos uma permissão'],
    });
    expect(errorsOf(profileSchema, { ...profile, description: 'x'.repeat(31) })).toEqual({
      description: ['Número de caracteres excedido'],
    });
  });
});

describe('creditor forms', () => {
  const creditor = {
    document_number: '11.222.333/0001-81',
    company_name: 'Empresa SA',
    trading_name: 'Empresa',
    ...address,
  };

  it('validates the registration data and uppercases the state', () => {
    expect(creditorSchema.parse(creditor).address_state).toBe('SP');
    expect(
      errorsOf(creditorSchema, { ...creditor, document_number: '11.222.333/0001-80', address_city: ' ' }),
    ).toEqual({
      document_number: ['CNPJ inválido'],
      address_city: ['Campo obrigatório'],
    });
    expect(Object.keys(errorsOf(creditorCreateSchema, creditor)).sort()).toEqual([
      'contact_email',
      'contact_name',
      'phone_number',
    ]);
  });

  it('checks fee ranges', () => {
    const fee = {
      price_range: 'Faixa 1',
      min_value: 10,
      max_value: 5,
      fee: 1.5,
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    };
    expect(errorsOf(feeRangeSchema, fee)).toEqual({
      max_value: ['Valor máximo não pode ser menor que o valor mínimo'],
      end_date: ['A data final precisa ser maior que a inicial'],
    });
    expect(feeRangeSchema.safeParse({ ...fee, max_value: 10, end_date: '2026-02-01' }).success).toBe(true);
  });

  it('checks originators', () => {
    expect(
      originatorSchema.safeParse({ cnpj_originador: '529.982.247-25', razao_social: 'Fulano' }).success,
    ).toBe(true);
    expect(errorsOf(originatorSchema, { cnpj_originador: '', razao_social: '' })).toEqual({
      cnpj_originador: ['CNPJ/CPF é obrigatório'],
      razao_social: ['Razão social é obrigatório'],
    });
    // The wizard sends the digits of what step 1 accepted: masked or not, one answer.
    expect(originatorSchema.safeParse({ cnpj_originador: '52998224725', razao_social: 'x' }).success).toBe(true);
    expect(originatorSchema.safeParse({ cnpj_originador: '11222333000181', razao_social: 'x' }).success).toBe(true);
    for (const bad of ['52998224724', '529.982.247-24', '5299822472', '11222333000182', '11111111111']) {
      expect(errorsOf(originatorSchema, { cnpj_originador: bad, razao_social: 'x' })).toEqual({
        cnpj_originador: ['CNPJ inválido'],
      });
    }
  });

  it('checks domiciles, without a digit for payment accounts', () => {
    const domicile = {
      cnpj_domicilio: '11222333000181',
      titulo_domicilio: 'Conta principal',
      banco: '001',
      ispb: '00000000',
      agencia: '1234',
      conta: '123456',
      digito: '7',
      tipo_conta: 'CC',
    };
    expect(domicileSchema.safeParse(domicile).success).toBe(true);
    expect(domicileSchema.safeParse({ ...domicile, tipo_conta: 'PG', digito: undefined }).success).toBe(true);
    expect(errorsOf(domicileSchema, { ...domicile, digito: '' })).toEqual({
      digito: ['Digito é obrigatório'],
    });
    expect(
      errorsOf(domicileSchema, {
        ...domicile,
        cnpj_domicilio: '',
        agencia: '12a4',
        conta: '123456789012',
        digito: '12',
        tipo_conta: '',
      }),
    ).toEqual({
      cnpj_domicilio: ['CNPJ é obrigatório'],
      agencia: ['O input aceita apenas números'],
      conta: ['Máximo de 11 caracteres'],
      digito: ['Digito só possui um caractere'],
      tipo_conta: ['Tipo da conta é obrigatório'],
    });
    expect(errorsOf(domicileSchema, { ...domicile, agencia: '123' }).agencia).toEqual([
      'Mínimo de 4 caracteres',
    ]);
    expect(errorsOf(domicileSchema, { ...domicile, agencia: '12345' }).agencia).toEqual([
      'Máximo de 4 caracteres',
    ]);
    expect(errorsOf(domicileSchema, { ...domicile, agencia: '' }).agencia).toEqual(['Agência é obrigatória']);
  });

  it('accepts only png and jpeg images', () => {
    expect(isSupportedImageName('logo.PNG')).toBe(true);
    expect(isSupportedImageName('foto.jpeg')).toBe(true);
    expect(isSupportedImageName('doc.pdf')).toBe(false);
  });
});

describe('register forms', () => {
  it('checks acquirers, arrangements and banks', () => {
    expect(
      acquirerSchema.safeParse({
        acquirer_name: 'Cielo',
        document_number: '01.027.058/0001-91',
        register_name: 'cerc',
      }).success,
    ).toBe(true);
    expect(
      errorsOf(acquirerSchema, { acquirer_name: 'Ci', document_number: '1', register_name: 'x' }),
    ).toEqual({
      acquirer_name: ['O campo deve ter mais de 3 caracteres'],
      document_number: ['CNPJ inválido'],
      register_name: ['Campo obrigatório'],
    });
    expect(
      arrangementSchema.parse({ brand_name: 'Visa Crédito', brand_code: 'VCC', payment_arrangement: 'VCC' })
        .type,
    ).toBe('credit');
    expect(
      errorsOf(arrangementSchema, { brand_name: 'Visa', brand_code: 'VCC', payment_arrangement: 'VC' }),
    ).toEqual({
      payment_arrangement: ['O Arranjo deve possuir 3 caracteres'],
    });
    expect(bankSchema.safeParse({ name: 'Banco do Brasil', code: '001', ispb: '00000000' }).success).toBe(
      true,
    );
    expect(errorsOf(bankSchema, { name: 'Banco do Brasil', code: '1', ispb: '123' })).toEqual({
      code: ['O código deve possuir 3 digitos'],
      ispb: ['O código deve possuir 8 digitos'],
    });
    expect(errorsOf(bankSchema, { name: 'B'.repeat(51), code: '001', ispb: '00000000' })).toEqual({
      name: ['Número de caracteres excedido'],
    });
  });

  it('checks partners', () => {
    const partner = {
      document_number: '11222333000181',
      company_name: 'Parceiro SA',
      trading_name: 'Parceiro',
      revenue_percentage: 12.5,
    };
    expect(partnerSchema.safeParse(partner).success).toBe(true);
    expect(partnerSchema.safeParse({ ...partner, revenue_percentage: 12.345 }).success).toBe(false);
    expect(partnerSchema.safeParse({ ...partner, revenue_percentage: 101 }).success).toBe(false);
  });
});

describe('merchant forms', () => {
  it('asks everything of a supplier merchant and only the document of an if merchant', () => {
    const supplier = merchantSchemaFor('fornecedor');
    const fi = merchantSchemaFor('if');
    expect(fi.safeParse({ document_number: '529.982.247-25' }).success).toBe(true);
    expect(fi.safeParse({ document_number: '529.982.247-25', contact_email: '' }).success).toBe(true);
    expect(errorsOf(fi, { document_number: '123', contact_email: 'x' })).toEqual({
      document_number: ['Documento Inválido'],
      contact_email: ['Você precisa digitar um email válido'],
    });
    expect(Object.keys(errorsOf(supplier, { document_number: '529.982.247-25' })).sort()).toEqual(
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
        'creditor_id',
        'phone_number',
        'trading_name',
      ].sort(),
    );
  });
});

describe('commitment rules', () => {
  it('compares installments with the total in cents', () => {
    expect(installmentsTotalError(100, [33.33, 33.33, 33.34])).toBeNull();
    expect(installmentsTotalError(0.3, [0.1, 0.2])).toBeNull();
    expect(installmentsTotalError(100, [50, 50.01])).toBe(
      'A somatória das parcelas ultrapassa o valor total do compromisso',
    );
    expect(installmentsTotalError(100, [50, 49.99])).toBe(
      'A somatória das parcelas é menor que o valor total do compromisso',
    );
  });

  it('keeps min_percentage above 0 and up to 100', () => {
    expect(minPercentageSchema.parse(undefined)).toBe(100);
    expect(minPercentageSchema.safeParse(100).success).toBe(true);
    for (const bad of [0, 100.01]) {
      expect(errorsOf(minPercentageSchema, bad)).toEqual({
        '': ['Percentual não pode ser igual a 0,00, nem maior que 100,00%'],
      });
    }
  });

  it('accepts PDF contracts up to 5 MB', () => {
    expect(tcdFileError({ name: 'tcd.pdf', size: 5242880, type: 'application/pdf' })).toBeNull();
    expect(tcdFileError({ name: 'tcd.pdf', size: 5242881 })).toMatch(/^Uau, esse arquivo é muito grande!/);
    expect(tcdFileError({ name: 'tcd.docx', size: 10 })).toMatch(/^Ops! O arquivo/);
  });
});
