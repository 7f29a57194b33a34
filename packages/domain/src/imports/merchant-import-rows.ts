import { z } from 'zod';
import { MERCHANT_FORM_MESSAGES } from '../messages/merchants-form';
import { boundedString, uuidSchema } from '../schemas/common';
import { boundedArray } from '../schemas/fields';
import type { PartnerType } from '../codes/partners';
import { parseYesNo, PERSON_TYPE } from '../codes/merchants';
import { onlyDigits } from '../format/digits';
import { formatDocument } from '../format/masks';
import { IMPORT_MESSAGES } from '../messages/imports';
import { merchantFinancialInstitutionSchema, merchantSupplierSchema } from '../schemas/merchants';
import { cleanTaxId, validateDocument } from '../tax-id/document';
import { columnError, joinRowErrors } from './row-errors';

/** Spec 3 §3 "Merchant import rows", Manutenção: the sheet's normalised headers in template order. */
export const MERCHANT_MAINTENANCE_COLUMNS = ['cnpj_ou_id_lote', 'opt_in_opt_out', 'recorrente_'] as const;

/** Spec 3 §3 "Merchant import rows", Cadastro: the sheet's normalised headers in template order. */
export const MERCHANT_REGISTRATION_COLUMNS = [
  'cnpj___cpf',
  'razao_social',
  'nome_fantasia',
  'e_mail_do_contato',
  'nome_do_contato',
  'telefone_com_ddd_do_contato',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'cep',
] as const;

/** The headers of the downloadable models, as a spreadsheet shows them (normalised they give the columns above). */
export const MERCHANT_IMPORT_TEMPLATES = {
  maintenance: {
    fileName: 'modelo_manutencao_estabelecimentos.csv',
    headers: ['CNPJ ou ID Lote', 'Opt-in/Opt-out', 'Recorrente?'],
    example: ['11222333000181', 'opt-in', 'sim'],
  },
  registration: {
    fileName: 'modelo_cadastro_estabelecimentos.csv',
    headers: [
      'CNPJ / CPF',
      'Razao Social',
      'Nome Fantasia',
      'E-mail do contato',
      'Nome do contato',
      'Telefone com DDD do contato',
      'Endereco',
      'Numero',
      'Complemento',
      'Bairro',
      'Cidade',
      'Estado',
      'CEP',
    ],
    example: [
      '11222333000181',
      'Padaria Exemplo Ltda',
      'Padaria Exemplo',
      'contato@exemplo.com.br',
      'Maria Souza',
      '(11) 98765-4321',
      'Rua das Flores',
      '100',
      'Loja 1',
      'Centro',
      'São Paulo',
      'SP',
      '01001-000',
    ],
  },
} as const;

const M = IMPORT_MESSAGES;

/**
 * A document as spreadsheets leave it: masked or not, and numeric ones without their leading
 * zeros (Excel reads '01027058000191' as a number). The first valid reading wins: as written,
 * then padded to a CPF, then to a CNPJ; null when none is valid ('Documento Inválido').
 */
export function importDocument(value: string | null | undefined): string | null {
  const cleaned = cleanTaxId(value);
  if (validateDocument(cleaned)) return cleaned;
  if (!/^\d+$/.test(cleaned) || cleaned.length > 14) return null;
  for (const size of [11, 14]) {
    const padded = cleaned.padStart(size, '0');
    if (cleaned.length < size && validateDocument(padded)) return padded;
  }
  return null;
}

/** opt_in_opt_out: 'opt-in' / 'Opt In' / 'in' / '1' register, 'opt-out' / 'out' / '0' end; null otherwise. */
export function parseOptInOut(value: string | null | undefined): 'optin' | 'optout' | null {
  const text = (value ?? '').trim().toLowerCase().replace(/[^a-z0-9]/g, '');
  if (text === 'optin' || text === 'in' || text === '1') return 'optin';
  if (text === 'optout' || text === 'out' || text === '0') return 'optout';
  return null;
}

/** One maintenance row: the merchant's document, whether to register (opt-in) or end (opt-out), recurrence. */
export interface MerchantMaintenanceRow {
  document_number: string;
  optin: boolean;
  is_recurrence: boolean;
}

export type RowResult<T> = T | { error: string };

interface MaintenanceInput {
  document: string | null | undefined;
  optinOptout: string | boolean | null | undefined;
  recurrence: string | boolean | null | undefined;
}

/** The row, or each of its errors with the column it is about (in the template's order). */
function readMaintenanceRow(input: MaintenanceInput): MerchantMaintenanceRow | { errors: [column: string, message: string][] } {
  const document = importDocument(input.document);
  const action = typeof input.optinOptout === 'boolean' ? (input.optinOptout ? 'optin' : 'optout') : parseOptInOut(input.optinOptout);
  const recurrence =
    typeof input.recurrence === 'boolean' ? input.recurrence : (input.recurrence ?? '').trim() === '' ? false : parseYesNo(input.recurrence);
  if (document && action && recurrence !== null) return { document_number: document, optin: action === 'optin', is_recurrence: recurrence };
  const errors: [string, string][] = [];
  if (!document) errors.push([M.documentColumn, M.invalidDocument]);
  if (!action) errors.push([M.optInOutColumn, M.invalidOptInOut]);
  if (recurrence === null) errors.push([M.recurrenceColumn, M.invalidRecurrence]);
  return { errors };
}

/** The row's fields as the JSON call carries them: the row, or its first error. */
export function merchantMaintenanceRow(input: MaintenanceInput): RowResult<MerchantMaintenanceRow> {
  const read = readMaintenanceRow(input);
  return 'errors' in read ? { error: read.errors[0]![1] } : read;
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The column's value; a header typed with accents ('razão_social') reads as the template's. */
function columnOf(record: Record<string, string | undefined>, column: string): string | undefined {
  const value = record[column];
  if (value !== undefined) return value;
  for (const key of Object.keys(record)) if (withoutAccents(key) === column) return record[key];
  return undefined;
}

/** A maintenance sheet record (normalised headers) -> the row, or its error. */
export function parseMerchantMaintenanceRecord(record: Record<string, string | undefined>): RowResult<MerchantMaintenanceRow> {
  const read = readMaintenanceRow({
    document: columnOf(record, 'cnpj_ou_id_lote'),
    optinOptout: columnOf(record, 'opt_in_opt_out'),
    recurrence: columnOf(record, 'recorrente_'),
  });
  // The sheet's error column names every error by its column, as the preview heads it.
  return 'errors' in read ? { error: joinRowErrors(read.errors.map(([column, message]) => columnError(column, message))) } : read;
}

/** One registration row as the merchants table takes it (empty optional fields are null). */
export interface MerchantRegistrationRow {
  document_number: string;
  type_person: 1 | 2;
  company_name: string;
  trading_name: string;
  contact_email: string | null;
  contact_name: string | null;
  phone_number: string | null;
  address: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_neighborhood: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip_code: string | null;
}

/** Where each account field comes from in the sheet. */
const REGISTRATION_FIELDS = {
  document_number: 'cnpj___cpf',
  company_name: 'razao_social',
  trading_name: 'nome_fantasia',
  contact_email: 'e_mail_do_contato',
  contact_name: 'nome_do_contato',
  phone_number: 'telefone_com_ddd_do_contato',
  address: 'endereco',
  address_number: 'numero',
  address_complement: 'complemento',
  address_neighborhood: 'bairro',
  address_city: 'cidade',
  address_state: 'estado',
  address_zip_code: 'cep',
} as const;
type RegistrationField = keyof typeof REGISTRATION_FIELDS;

/** Each field's column as the preview and the template head it, to name the field's errors. */
const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  document_number: M.documentColumn,
  company_name: M.companyNameColumn,
  trading_name: M.tradingNameColumn,
  contact_email: M.contactEmailColumn,
  contact_name: M.contactNameColumn,
  phone_number: M.contactPhoneColumn,
  address: M.addressColumn,
  address_number: M.addressNumberColumn,
  address_complement: M.addressComplementColumn,
  address_neighborhood: M.neighborhoodColumn,
  address_city: M.cityColumn,
  address_state: M.stateColumn,
  address_zip_code: M.zipCodeColumn,
};

/**
 * Every refusal of the registration rules, one per column in the template's order, each named by
 * its column ('CNPJ / CPF: Documento Inválido; Razão Social: Campo obrigatório').
 */
function rowErrors(issues: readonly z.core.$ZodIssue[], documentUnreadable: boolean): string {
  const byField = new Map<RegistrationField, string>();
  const general: string[] = [];
  if (documentUnreadable) byField.set('document_number', M.invalidDocument);
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in REGISTRATION_FIELDS) {
      if (!byField.has(field as RegistrationField)) byField.set(field as RegistrationField, issue.message);
    } else if (!general.includes(issue.message)) general.push(issue.message);
  }
  const named = (Object.keys(REGISTRATION_FIELDS) as RegistrationField[])
    .filter((field) => byField.has(field))
    .map((field) => columnError(REGISTRATION_LABELS[field], byField.get(field)!));
  return joinRowErrors([...named, ...general]);
}

// The creditor comes from the request, not the sheet.
const ROW_RULES = {
  if: merchantFinancialInstitutionSchema.omit({ creditor_id: true }),
  fornecedor: merchantSupplierSchema.omit({ creditor_id: true }),
} as const;

const textOrNull = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/**
 * The account body of one registration row checked with the merchant rules of the creditor's
 * partner type (spec 2 §5: a regular supplier's merchant needs its registration and contact
 * data; a financial institution's, the document alone, named by it when the sheet has no name).
 */
export function merchantRegistrationRow(
  fields: Partial<Record<RegistrationField, string | undefined>>,
  partnerType: PartnerType,
): RowResult<MerchantRegistrationRow> {
  const document = importDocument(fields.document_number);
  const body: Record<string, string> = {};
  for (const key of Object.keys(REGISTRATION_FIELDS) as RegistrationField[]) {
    const text = textOrNull(fields[key]);
    if (text !== null) body[key] = text;
  }
  // An unreadable document stays as written, so the rules answer 'Documento Inválido' (or 'required').
  if (document) body.document_number = document;
  const parsed = ROW_RULES[partnerType === 'if' ? 'if' : 'fornecedor'].safeParse(body);
  // An unreadable document is 'Documento Inválido' whatever the rules said of it.
  if (!parsed.success || !document) return { error: rowErrors(parsed.success ? [] : parsed.error.issues, !document) };
  const named = formatDocument(document);
  const digitsOrNull = (value: string | undefined) => (value ? onlyDigits(value) || null : null);
  return {
    document_number: document,
    type_person: document.length === 11 ? PERSON_TYPE.fisica : PERSON_TYPE.juridica,
    company_name: body.company_name ?? named,
    trading_name: body.trading_name ?? body.company_name ?? named,
    contact_email: body.contact_email?.toLowerCase() ?? null,
    contact_name: body.contact_name ?? null,
    phone_number: digitsOrNull(body.phone_number),
    address: body.address ?? null,
    address_number: body.address_number ?? null,
    address_complement: body.address_complement ?? null,
    address_neighborhood: body.address_neighborhood ?? null,
    address_city: body.address_city ?? null,
    address_state: body.address_state?.toUpperCase() ?? null,
    address_zip_code: digitsOrNull(body.address_zip_code),
  };
}

/** A registration sheet record (normalised headers) -> the row, or its error. */
export function parseMerchantRegistrationRecord(
  record: Record<string, string | undefined>,
  partnerType: PartnerType,
): RowResult<MerchantRegistrationRow> {
  const fields: Partial<Record<RegistrationField, string | undefined>> = {};
  for (const [field, column] of Object.entries(REGISTRATION_FIELDS) as [RegistrationField, string][]) fields[field] = columnOf(record, column);
  return merchantRegistrationRow(fields, partnerType);
}

/** funcao_importacao_ec (manutencao, cadastro, todos; absent = todos): the functions the creditor may import. */
export function allowedMerchantImportFunctions(parameter: string | null | undefined): (0 | 1)[] {
  const value = (parameter ?? '').trim().toLowerCase();
  if (value === 'manutencao') return [0];
  if (value === 'cadastro') return [1];
  return [0, 1];
}

/** POST accounts/maintenance (spec 3 §7): the maintenance rows as JSON, each with its creditor. */
export const merchantMaintenanceItemSchema = z.object({
  creditor_id: uuidSchema,
  document_number: boundedString(20),
  is_recurrence: z.union([z.boolean(), boundedString(10)]).optional(),
  optin_optout: z.union([z.boolean(), boundedString(10), z.number().int().min(0).max(1)]),
});
export type MerchantMaintenanceItem = z.infer<typeof merchantMaintenanceItemSchema>;
export const merchantMaintenanceBodySchema = boundedArray(merchantMaintenanceItemSchema, 1000).min(1, {
  error: MERCHANT_FORM_MESSAGES.noRows,
});

/** GET merchants/import-functions: what the creditor's funcao_importacao_ec lets the page offer. */
export const merchantImportFunctionsReplySchema = z.object({
  creditor_id: z.string(),
  functions: z.array(z.union([z.literal(0), z.literal(1)])),
});
export type MerchantImportFunctionsReply = z.infer<typeof merchantImportFunctionsReplySchema>;
