import { z } from 'zod';
import { ARTICLES } from '../codes/articles';
import { INPUT_LIMITS } from '../codes/limits';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { VALIDATION_MESSAGES } from '../messages/common';
import { isIsoDate } from '../format/dates';
import {
  boundedString,
  cnpjSchema,
  emailSchema,
  listResponseSchema,
  mobilePhoneSchema,
  requiredString,
} from './common';
import { cepSchema, hasAtMostTwoDecimals, optionalString, shortCodeSchema, stateSchema } from './fields';

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

/** Creditor 'Dados Cadastrais' on edit: the registration and the active flag (changed by admins only). */
export const creditorEditSchema = creditorSchema.extend({ active: z.boolean().optional() });
export type CreditorEditInput = z.output<typeof creditorEditSchema>;

/** `active` travels as a boolean or as the string 'true'/'false' (the create payload sends a string). */
export const activeFlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/**
 * POST creditors: the form plus the fixed account fields of the spec (origin_account '2',
 * type_account '2', type_person '1'), the master's document and `active` as a string.
 */
export const creditorCreateBodySchema = creditorCreateSchema.extend({
  origin_account: shortCodeSchema.optional(),
  type_account: shortCodeSchema.optional(),
  type_person: shortCodeSchema.optional(),
  contact_document_number: optionalString,
  active: activeFlagSchema.optional(),
});
export type CreditorCreateBody = z.output<typeof creditorCreateBodySchema>;

/** PATCH creditors/{id}: any registration field, and `active`. */
export const creditorUpdateBodySchema = creditorSchema
  .partial()
  .extend({ active: activeFlagSchema.optional() });
export type CreditorUpdateBody = z.output<typeof creditorUpdateBodySchema>;

/** Fee range: every field required; max not below min; end not before start. */
const money = () =>
  z
    .number({ error: VALIDATION_MESSAGES.required })
    .min(0)
    .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals });
/** A day written 'YYYY-MM-DD' or an ISO instant beginning with one. */
const isoDay = () =>
  requiredString().refine((v) => isIsoDate(v.slice(0, 10)), { error: VALIDATION_MESSAGES.invalidDate });

export const feeRangeSchema = z
  .object({
    price_range: requiredString(),
    min_value: money(),
    max_value: money(),
    fee: money().pipe(z.number().max(100)),
    start_date: isoDay(),
    end_date: isoDay(),
    active: z.boolean().optional(),
  })
  .refine((v) => v.max_value >= v.min_value, { error: M.maxBelowMin, path: ['max_value'] })
  .refine((v) => v.end_date.slice(0, 10) >= v.start_date.slice(0, 10), {
    error: M.endBeforeStart,
    path: ['end_date'],
  });
export type FeeRangeInput = z.output<typeof feeRangeSchema>;
/** Visual identity texts (files are checked separately with isSupportedImageName). */
export const visualIdentitySchema = z.object({
  path_url: z
    .string()
    .trim()
    .max(300, { error: VALIDATION_MESSAGES.maxLengthExceeded })
    .refine((v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/i.test(v), {
      error: M.invalidUrl,
    })
    .optional(),
  color_hex: requiredString().regex(/^#[0-9a-fA-F]{6}$/, { error: M.invalidColor }),
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

/** Creditor partnership: the creditor works with a partner (parceiro) from a date, maybe until another. */
export const creditorPartnershipSchema = z
  .object({
    creditor_id: z.uuid({ error: M.creditorIdRequired }),
    partner_id: z.uuid({ error: VALIDATION_MESSAGES.required }),
    start_date: isoDay(),
    end_date: boundedString(INPUT_LIMITS.search)
      .refine((v) => v === '' || isIsoDate(v.slice(0, 10)), { error: VALIDATION_MESSAGES.invalidDate })
      .nullable()
      .optional()
      .transform((v) => (v ? v.slice(0, 10) : null)),
    active: z.boolean().optional(),
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date.slice(0, 10), {
    error: M.endBeforeStart,
    path: ['end_date'],
  });
export type CreditorPartnershipInput = z.output<typeof creditorPartnershipSchema>;

// Replies of the creditor calls: the server serialises with them (and documents them in the
// OpenAPI file), the web reads their types. A field missing here never reaches a screen.

/** A creditor as its list and picker read it. */
export const creditorResponseSchema = z.object({
  id: z.string(),
  document_number: z.string(),
  trading_name: z.string(),
  company_name: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  address: z.string(),
  address_number: z.string(),
  address_complement: z.string(),
  address_neighborhood: z.string(),
  address_city: z.string(),
  address_state: z.string(),
  address_zip_code: z.string(),
});
export type Creditor = z.infer<typeof creditorResponseSchema>;

/** A creditor with its master user (the edit screen, and the answer of create and update). */
export const creditorDetailResponseSchema = creditorResponseSchema.extend({
  account: z
    .object({ id: z.string(), name: z.string(), email: z.string(), phone_number: z.string() })
    .nullable(),
});
export type CreditorDetail = z.infer<typeof creditorDetailResponseSchema>;

/** A unit of a creditor. */
export const creditorUnitResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  account_id: z.string().nullable(),
  name: z.string(),
  document_number: z.string().nullable(),
  created_at: z.string(),
});
export type CreditorUnit = z.infer<typeof creditorUnitResponseSchema>;

export const feeRangeResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  price_range: z.string(),
  min_value: z.number(),
  max_value: z.number(),
  fee: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type FeeRange = z.infer<typeof feeRangeResponseSchema>;

/** A validity period of the fee table and how many ranges it has. */
export const feePeriodResponseSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  ranges: z.number(),
});

/** GET creditors/{id}/pricing: a page of fee ranges and every period of the table. */
export const pricingResponseSchema = listResponseSchema(feeRangeResponseSchema).extend({
  periods: z.array(feePeriodResponseSchema),
});
export type PricingAnswer = z.infer<typeof pricingResponseSchema>;

export const visualIdentityResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  color_hex: z.string(),
  path_logo: z.string(),
  path_image: z.string(),
  path_url: z.string(),
  article: z.string(),
  product_service: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type VisualIdentity = z.infer<typeof visualIdentityResponseSchema>;

/** A creditor's partnership with a partner, with both names. */
export const partnershipResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  partner_id: z.string(),
  partner_name: z.string(),
  partner_document: z.string(),
  revenue_percentage: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Partnership = z.infer<typeof partnershipResponseSchema>;
