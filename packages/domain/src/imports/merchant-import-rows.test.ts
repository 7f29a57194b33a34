import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../messages/imports';
import { VALIDATION_MESSAGES } from '../messages/common';
import { normaliseHeader } from './csv-reading';
import {
  MERCHANT_IMPORT_TEMPLATES,
  MERCHANT_MAINTENANCE_COLUMNS,
  MERCHANT_REGISTRATION_COLUMNS,
  allowedMerchantImportFunctions,
  importDocument,
  merchantMaintenanceRow,
  parseMerchantMaintenanceRecord,
  parseMerchantRegistrationRecord,
  parseOptInOut,
} from './merchant-import-rows';
import { isSpreadsheetFile, splitRowErrors } from './row-errors';

const CNPJ = '11222333000181';
const CPF = '52998224725';

const registration = (over: Record<string, string> = {}) => ({
  cnpj___cpf: '11.222.333/0001-81',
  razao_social: 'Ação & Cia Ltda',
  nome_fantasia: 'Ação',
  e_mail_do_contato: 'Contato@Exemplo.com.br',
  nome_do_contato: 'Maria',
  telefone_com_ddd_do_contato: '(11) 98765-4321',
  endereco: 'Rua A',
  numero: '10',
  complemento: '',
  bairro: 'Centro',
  cidade: 'Belém',
  estado: 'pa',
  cep: '66010-000',
  ...over,
});

describe('merchant import templates', () => {
  it('normalise to the columns the server reads', () => {
    expect(MERCHANT_IMPORT_TEMPLATES.maintenance.headers.map(normaliseHeader)).toEqual([...MERCHANT_MAINTENANCE_COLUMNS]);
    expect(MERCHANT_IMPORT_TEMPLATES.registration.headers.map(normaliseHeader)).toEqual([...MERCHANT_REGISTRATION_COLUMNS]);
  });

  it('carry example rows the rules accept', () => {
    const record = (headers: readonly string[], values: readonly string[]) =>
      Object.fromEntries(headers.map((h, i) => [normaliseHeader(h), values[i]!]));
    const { maintenance: m, registration: r } = MERCHANT_IMPORT_TEMPLATES;
    expect(parseMerchantMaintenanceRecord(record(m.headers, m.example))).not.toHaveProperty('error');
    expect(parseMerchantRegistrationRecord(record(r.headers, r.example), 'fornecedor')).not.toHaveProperty('error');
  });
});

describe('importDocument', () => {
  it('reads masked documents and restores the leading zeros a spreadsheet dropped', () => {
    expect(importDocument('11.222.333/0001-81')).toBe(CNPJ);
    expect(importDocument('1027058000191')).toBe('01027058000191');
    expect(importDocument(CPF)).toBe(CPF);
    expect(importDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(importDocument('11222333000182')).toBeNull();
    expect(importDocument('')).toBeNull();
  });

  it('never pads a valid document into another one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (digits) => {
        const read = importDocument(digits);
        if (read === null) return;
        expect(read.endsWith(digits.replace(/^0+/, ''))).toBe(true);
        expect([11, 14]).toContain(read.length);
      }),
    );
  });
});

describe('maintenance rows', () => {
  it('normalise opt-in/opt-out and the recurrence (sim true, não/nao false)', () => {
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: CNPJ, opt_in_opt_out: 'Opt-In', recorrente_: 'Sim' })).toEqual({
      document_number: CNPJ,
      optin: true,
      is_recurrence: true,
    });
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: CPF, opt_in_opt_out: 'opt-out', recorrente_: 'NÃO' })).toEqual({
      document_number: CPF,
      optin: false,
      is_recurrence: false,
    });
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: CPF, opt_in_opt_out: 'out', recorrente_: 'nao' })).toMatchObject({ is_recurrence: false });
    expect(parseOptInOut('1')).toBe('optin');
    expect(parseOptInOut('talvez')).toBeNull();
  });

  it('refuse with the catalogue messages, each named by its column', () => {
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: '123', opt_in_opt_out: 'opt-in', recorrente_: 'sim' })).toEqual({
      error: 'CNPJ / CPF: Documento Inválido',
    });
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: CNPJ, opt_in_opt_out: 'x', recorrente_: 'sim' })).toEqual({
      error: `Opt-in/Opt-out: ${IMPORT_MESSAGES.invalidOptInOut}`,
    });
    expect(parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: CNPJ, opt_in_opt_out: 'opt-in', recorrente_: 'talvez' })).toEqual({
      error: `Recorrente: ${IMPORT_MESSAGES.invalidRecurrence}`,
    });
  });

  it('give every error of a row, in the columns’ order', () => {
    const result = parseMerchantMaintenanceRecord({ cnpj_ou_id_lote: '123', opt_in_opt_out: 'x', recorrente_: 'talvez' });
    expect(result).toEqual({
      error: `CNPJ / CPF: Documento Inválido; Opt-in/Opt-out: ${IMPORT_MESSAGES.invalidOptInOut}; Recorrente: ${IMPORT_MESSAGES.invalidRecurrence}`,
    });
    expect(splitRowErrors((result as { error: string }).error)).toHaveLength(3);
  });

  it('answer the JSON call with the first error alone, as before', () => {
    expect(merchantMaintenanceRow({ document: '123', optinOptout: 'x', recurrence: 'talvez' })).toEqual({ error: IMPORT_MESSAGES.invalidDocument });
  });

  it('take the JSON call’s booleans as they are', () => {
    expect(merchantMaintenanceRow({ document: CNPJ, optinOptout: false, recurrence: true })).toEqual({
      document_number: CNPJ,
      optin: false,
      is_recurrence: true,
    });
  });
});

describe('registration rows', () => {
  it('follow the regular supplier’s merchant rules and normalise what the table stores', () => {
    expect(parseMerchantRegistrationRecord(registration(), 'fornecedor')).toEqual({
      document_number: CNPJ,
      type_person: 2,
      company_name: 'Ação & Cia Ltda',
      trading_name: 'Ação',
      contact_email: 'contato@exemplo.com.br',
      contact_name: 'Maria',
      phone_number: '11987654321',
      address: 'Rua A',
      address_number: '10',
      address_complement: null,
      address_neighborhood: 'Centro',
      address_city: 'Belém',
      address_state: 'PA',
      address_zip_code: '66010000',
    });
  });

  it('name each refusal by its column as the preview heads it', () => {
    expect(parseMerchantRegistrationRecord(registration({ razao_social: '' }), 'fornecedor')).toEqual({
      error: `Razão Social: ${VALIDATION_MESSAGES.required}`,
    });
    expect(parseMerchantRegistrationRecord(registration({ cnpj___cpf: '11.222.333/0001-82' }), 'fornecedor')).toEqual({
      error: 'CNPJ / CPF: Documento Inválido',
    });
    expect(parseMerchantRegistrationRecord(registration({ estado: 'XX' }), 'fornecedor')).toEqual({
      error: `Estado: ${VALIDATION_MESSAGES.invalidState}`,
    });
  });

  it('give every error of a row with four, in the template’s order, never a sheet key', () => {
    const result = parseMerchantRegistrationRecord(
      registration({ cnpj___cpf: '123', razao_social: '', e_mail_do_contato: 'sem-arroba', estado: 'XX' }),
      'fornecedor',
    );
    expect(result).toEqual({
      error: [
        `${IMPORT_MESSAGES.documentColumn}: ${IMPORT_MESSAGES.invalidDocument}`,
        `${IMPORT_MESSAGES.companyNameColumn}: ${VALIDATION_MESSAGES.required}`,
        `${IMPORT_MESSAGES.contactEmailColumn}: ${VALIDATION_MESSAGES.invalidEmail}`,
        `${IMPORT_MESSAGES.stateColumn}: ${VALIDATION_MESSAGES.invalidState}`,
      ].join('; '),
    });
    const errors = splitRowErrors((result as { error: string }).error);
    expect(errors).toHaveLength(4);
    for (const key of MERCHANT_REGISTRATION_COLUMNS) for (const e of errors) expect(e).not.toContain(`${key}:`);
  });

  it('ask only the document of a financial institution’s merchant, named by it', () => {
    expect(parseMerchantRegistrationRecord({ cnpj___cpf: CPF }, 'if')).toMatchObject({
      document_number: CPF,
      type_person: 1,
      company_name: '529.982.247-25',
      trading_name: '529.982.247-25',
      contact_email: null,
    });
    expect(parseMerchantRegistrationRecord({ cnpj___cpf: CPF, e_mail_do_contato: 'x' }, 'if')).toHaveProperty('error');
  });

  it('read headers typed with accents', () => {
    const { razao_social, ...rest } = registration();
    expect(parseMerchantRegistrationRecord({ ...rest, razão_social: razao_social }, 'fornecedor')).toMatchObject({ company_name: razao_social });
  });
});

describe('a spreadsheet saved as such', () => {
  it('is told from a CSV by its first bytes (xlsx and ods are zips, xls an OLE2 file)', () => {
    expect(isSpreadsheetFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(true);
    expect(isSpreadsheetFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]))).toBe(true);
    expect(isSpreadsheetFile(new TextEncoder().encode('\uFEFFCNPJ / CPF;Razao Social\r\n'))).toBe(false);
    expect(isSpreadsheetFile(new TextEncoder().encode('PK;nome\r\n'))).toBe(false);
    expect(isSpreadsheetFile(new Uint8Array())).toBe(false);
  });
});

describe('funcao_importacao_ec', () => {
  it('limits the functions (absent = both)', () => {
    expect(allowedMerchantImportFunctions('manutencao')).toEqual([0]);
    expect(allowedMerchantImportFunctions('cadastro')).toEqual([1]);
    expect(allowedMerchantImportFunctions('todos')).toEqual([0, 1]);
    expect(allowedMerchantImportFunctions(undefined)).toEqual([0, 1]);
  });
});
