import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_WITHOUT_DIGIT } from '../codes/bank-account-types';
import { ARTICLES } from '../codes/articles';
import { INPUT_LIMITS } from '../codes/limits';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { VALIDATION_MESSAGES } from '../messages/common';
import { validateDocument } from '../tax-id/document';
import { isIsoDate } from '../format/dates';
import {
  boundedString,
  cnpjSchema,
  emailSchema,
  listResponseSchema,
  mobilePhoneSchema,
  requiredString,
} from './common';
import {
  boundedArray,
  cepSchema,
  hasAtMostTwoDecimals,
  optionalString,
  shortCodeSchema,
  stateSchema,
} from './fields';
import { parameterDefinitionResponseSchema } from './registers';

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

/**
 * Originator (wizard step 1): a valid CNPJ (14) or CPF (11), masked or not, and company name. The
 * spec's "14+ characters" counts the masked text (a masked CPF has 14); judging the characters
 * that matter keeps the wizard (which sends digits) and the server on one answer.
 */
export const originatorSchema = z.object({
  cnpj_originador: requiredString(M.cnpjCpfRequired).refine((v) => validateDocument(v) !== null, {
    error: M.invalidCnpj,
  }),
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
    banco: requiredString(M.bankRequired, 3),
    ispb: requiredString(M.ispbRequired, 8),
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

/**
 * A domicile as the API receives it: the account may travel as 'number-digit' (the spec's
 * form) and is split into conta and digito before the form's rules apply.
 */
export const domicileBodySchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const value = raw as Record<string, unknown>;
  const conta = typeof value.conta === 'string' ? value.conta.trim() : value.conta;
  if (typeof conta === 'string') {
    const match = /^(\d+)-(\w*)$/.exec(conta);
    if (match) return { ...value, conta: match[1], digito: value.digito ? value.digito : match[2] };
  }
  return value;
}, domicileSchema);

/** Account number as sent: 'number-digit' when a digit exists. */
export function domicileAccountNumber(conta: string, digito?: string | null): string {
  return digito ? `${conta}-${digito}` : conta;
}

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

/** Status of originators and domiciles; 'Erro' only in answers (a domicile that was not saved). */
export const ORIGINATOR_STATUS = { active: 'Ativo', inactive: 'Inativo', error: 'Erro' } as const;
export type OriginatorStatus = (typeof ORIGINATOR_STATUS)[keyof typeof ORIGINATOR_STATUS];
const toggleStatusSchema = z.enum([ORIGINATOR_STATUS.active, ORIGINATOR_STATUS.inactive]);

/** POST parceiro/originador: one originator (the wizard) with its new domiciles. */
export const originatorCreateBodySchema = z.object({
  originadores: boundedArray(
    originatorSchema.extend({ domicilios: boundedArray(domicileBodySchema).default([]) }),
  ).min(1, { error: VALIDATION_MESSAGES.required }),
});
export type OriginatorCreateBody = z.output<typeof originatorCreateBodySchema>;

/** A domicile in an update that names an existing one (id): its status changes. */
export const domicileStatusChangeSchema = z.object({ id: z.uuid(), status: toggleStatusSchema });

const domicileFieldValue = z.union([
  z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  z
    .number()
    .min(-INPUT_LIMITS.int4Max)
    .max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.numberTooLarge }),
  z.boolean(),
  z.null(),
]);

/** PUT parceiro/originador: status toggles, company name changes and added domiciles. */
export const originatorUpdateBodySchema = z.object({
  originadores: boundedArray(
    z.object({
      id: z.uuid().optional(),
      cnpj_originador: boundedString(INPUT_LIMITS.search).optional(),
      razao_social: boundedString().min(1, { error: M.companyNameRequired }).optional(),
      status: toggleStatusSchema.optional(),
      /**
       * Each item: {id, status} for an existing domicile, or a new domicile (domicileBodySchema);
       * the service judges each item on its own, so here only its size is bounded.
       */
      domicilios: boundedArray(
        z.record(z.string().max(64, { error: VALIDATION_MESSAGES.maxLengthExceeded }), domicileFieldValue),
      ).default([]),
    }),
  ).min(1, { error: VALIDATION_MESSAGES.required }),
});
export type OriginatorUpdateBody = z.output<typeof originatorUpdateBodySchema>;

/** POST creditors/{id}/parameters: entries with an empty value are not saved. */
export const creditorParametersBodySchema = z.object({
  parameters: boundedArray(
    z.object({
      parameter_key: requiredString(VALIDATION_MESSAGES.required, 60),
      parameter_value: z
        .union([
          z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
          z
            .number()
            .min(-INPUT_LIMITS.moneyMax)
            .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge }),
          z.boolean(),
          z.null(),
        ])
        .transform((v) => (v === null ? '' : String(v).trim())),
    }),
  ),
});
export type CreditorParametersBody = z.output<typeof creditorParametersBodySchema>;

/** What the value rule reads of a parameter definition. */
export interface ParameterValueDefinition {
  type: string;
  values: readonly { value: string }[];
}

const PARAMETER_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * Why a parameter value does not fit its definition (the field's message), or null when it fits.
 * An empty value is never wrong: it means "not set" and is not saved. The form and the server
 * both judge with this.
 */
export function parameterValueError(
  definition: ParameterValueDefinition,
  value: string | null | undefined,
): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (definition.type === 'Number') return PARAMETER_NUMBER.test(text) ? null : M.parameterMustBeNumber;
  if ((definition.type === 'List' || definition.type === 'Boolean') && definition.values.length > 0)
    return definition.values.some((option) => option.value === text) ? null : M.parameterMustBeOption;
  return null;
}

/** Only entries with a non-empty value are saved. */
export function nonEmptyParameters<T extends { parameter_value: string | null | undefined }>(list: T[]): T[] {
  return list.filter((p) => (p.parameter_value ?? '').trim() !== '');
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

/** A bank domicile of an originator; id null and status 'Erro' for one that was not saved. */
export const domicileResponseSchema = z.object({
  id: z.string().nullable(),
  cnpj_domicilio: z.string(),
  titulo_domicilio: z.string(),
  banco: z.string(),
  ispb: z.string(),
  agencia: z.string(),
  conta: z.string(),
  digito: z.string().nullable(),
  tipo_conta: z.string(),
  status: z.string(),
  mensagem: z.string().nullable(),
  data_cadastro: z.string().nullable(),
  data_atualizacao: z.string().nullable(),
});
export type Domicile = z.infer<typeof domicileResponseSchema>;

export const originatorResponseSchema = z.object({
  id: z.string(),
  cnpj_originador: z.string(),
  razao_social: z.string(),
  status: z.string(),
  mensagem: z.string().nullable(),
  data_cadastro: z.string(),
  data_atualizacao: z.string().nullable(),
  quantidade_domicilios: z.number(),
  domicilios: z.array(domicileResponseSchema),
});
export type Originator = z.infer<typeof originatorResponseSchema>;

/** POST/PUT parceiro/originador answer: a list whose first item is read (the spec's shape). */
export const originatorWriteResponseSchema = z.array(
  z.object({
    originadores: z.array(originatorResponseSchema),
    mensagem: z.string().nullable(),
    status: z.string().nullable(),
  }),
);
export type OriginatorAnswer = z.infer<typeof originatorWriteResponseSchema>;

export const creditorParameterResponseSchema = z.object({
  creditor_id: z.string(),
  description: z.string(),
  parameter_key: z.string(),
  parameter_value: z.string(),
});
export type CreditorParameter = z.infer<typeof creditorParameterResponseSchema>;

/** GET/POST creditors/{id}/parameters: the stored values and the active definitions the tab renders. */
export const creditorParametersResponseSchema = z.object({
  parameters: z.array(creditorParameterResponseSchema),
  definitions: z.array(parameterDefinitionResponseSchema.omit({ active: true, updated_at: true })),
});
export type CreditorParameters = z.infer<typeof creditorParametersResponseSchema>;
/** A definition as the creditor's tab receives it (the active ones only). */
export type CreditorParameterDefinition = CreditorParameters['definitions'][number];

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
