import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_WITHOUT_DIGIT } from '../codes/bank-account-types';
import { ARTICLES } from '../codes/articles';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { VALIDATION_MESSAGES } from '../messages/common';
import { validateDocument } from '../tax-id/document';
import { cnpjSchema, emailSchema, mobilePhoneSchema, requiredString } from './common';
import { cepSchema, optionalString, stateSchema } from './fields';

const M = CREDITOR_MESSAGES;

/** Creditor 'Dados Cadastrais' (create and edit). */
export const creditorSchema = z.object({
  document_number: cnpjSchema,
  company_name: requiredString(),
  trading_name: requiredString(),
  address_zip_code: cepSchema,
  address: requiredString(),
  address_number: requiredString(),
  address_complement: optionalString,
  address_neighborhood: requiredString(),
  address_city: requiredString(),
  address_state: stateSchema,
});
export type CreditorInput = z.output<typeof creditorSchema>;

/** Creditor create: also the 'Usuário Master' (name, e-mail, mobile phone). */
export const creditorCreateSchema = creditorSchema.extend({
  contact_name: requiredString(),
  contact_email: emailSchema,
  phone_number: mobilePhoneSchema,
});
export type CreditorCreateInput = z.output<typeof creditorCreateSchema>;

/** Fee range: every field required; max not below min; end not before start. */
export const feeRangeSchema = z
  .object({
    price_range: requiredString(),
    min_value: z.number({ error: VALIDATION_MESSAGES.required }).min(0),
    max_value: z.number({ error: VALIDATION_MESSAGES.required }).min(0),
    fee: z.number({ error: VALIDATION_MESSAGES.required }).min(0),
    start_date: requiredString(),
    end_date: requiredString(),
  })
  .refine((v) => v.max_value >= v.min_value, { error: M.maxBelowMin, path: ['max_value'] })
  .refine((v) => v.end_date.slice(0, 10) >= v.start_date.slice(0, 10), {
    error: M.endBeforeStart,
    path: ['end_date'],
  });
export type FeeRangeInput = z.output<typeof feeRangeSchema>;

/** Originator (wizard step 1): CNPJ/CPF (14+ characters as typed, valid) and company name. */
export const originatorSchema = z.object({
  cnpj_originador: requiredString(M.cnpjCpfRequired)
    .min(14, { error: M.invalidCnpj, abort: true })
    .refine((v) => validateDocument(v) !== null, { error: M.invalidCnpj }),
  razao_social: requiredString(M.companyNameRequired),
});
export type OriginatorInput = z.output<typeof originatorSchema>;

const digitsOnly = (required: string) =>
  requiredString(required).regex(/^\d+$/, { error: M.digitsOnly, abort: true });

/** Bank domicile (wizard step 2 and add-domicile dialog). The digit is not asked for PG accounts. */
export const domicileSchema = z
  .object({
    cnpj_domicilio: requiredString(M.cnpjRequired).pipe(cnpjSchema),
    titulo_domicilio: requiredString(M.titleRequired),
    banco: requiredString(M.bankRequired),
    ispb: requiredString(M.ispbRequired),
    agencia: digitsOnly(M.agencyRequired).min(4, { error: M.agencyMin }).max(4, { error: M.agencyMax }),
    conta: digitsOnly(M.accountRequired).max(11, { error: M.accountMax }),
    digito: z.string().trim().max(1, { error: M.digitMax }).optional(),
    tipo_conta: z.enum(BANK_ACCOUNT_TYPES.map((t) => t.value) as [string, ...string[]], {
      error: M.accountTypeRequired,
    }),
  })
  .refine((v) => v.tipo_conta === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT || !!v.digito, {
    error: M.digitRequired,
    path: ['digito'],
  });
export type DomicileInput = z.output<typeof domicileSchema>;

/** Account number as sent: 'number-digit' when a digit exists. */
export function domicileAccountNumber(conta: string, digito?: string | null): string {
  return digito ? `${conta}-${digito}` : conta;
}

/** Visual identity texts (files are checked separately with isSupportedImageName). */
export const visualIdentitySchema = z.object({
  path_url: optionalString,
  color_hex: requiredString().regex(/^#[0-9a-fA-F]{6}$/, { error: VALIDATION_MESSAGES.required }),
  article: z.enum(ARTICLES.map((a) => a.value) as [string, ...string[]], {
    error: VALIDATION_MESSAGES.required,
  }),
  product_service: requiredString(),
});
export type VisualIdentityInput = z.output<typeof visualIdentitySchema>;

/** True for .png, .jpg or .jpeg file names (else 'Arquivo inválido. Arquivos suportados: ...'). */
export function isSupportedImageName(fileName: string): boolean {
  return /\.(png|jpe?g)$/i.test(fileName.trim());
}
