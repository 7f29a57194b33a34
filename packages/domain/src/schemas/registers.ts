import { z } from 'zod';
import { CREDITOR_PARAMETER_GROUPS } from '../codes/creditor-parameters';
import { ARRANGEMENT_TYPES, DEFAULT_ARRANGEMENT_TYPE, REGISTRIES } from '../codes/registers';
import { VALIDATION_MESSAGES } from '../messages/common';
import { REGISTER_MESSAGES } from '../messages/registers';
import { cnpjSchema, documentSchema, requiredString } from './common';
import { hasAtMostTwoDecimals, nameSchema } from './fields';

const M = REGISTER_MESSAGES;

/** Acquirer (credenciadora) form. */
const registryValues = REGISTRIES.map((r) => r.value) as [string, ...string[]];
const arrangementTypeValues = ARRANGEMENT_TYPES.map((t) => t.value) as [string, ...string[]];
// Picked from a select: missing or unknown both read 'Campo obrigatório'.
const registryField = z.enum(registryValues, { error: VALIDATION_MESSAGES.required });
const arrangementTypeField = z.enum(arrangementTypeValues, { error: M.invalidArrangementType });

/** Acquirer (credenciadora) form. */
export const acquirerSchema = z.object({
  acquirer_name: nameSchema(3, 30),
  document_number: cnpjSchema,
  register_name: registryField,
});
export type AcquirerInput = z.output<typeof acquirerSchema>;

/** PATCH domains/acquirers/{id}: name, registry and active; the CNPJ and the logo are not editable. */
export const acquirerUpdateSchema = z.object({
  acquirer_name: nameSchema(3, 30).optional(),
  register_name: registryField.optional(),
  active: z.boolean().optional(),
});
export type AcquirerUpdateInput = z.output<typeof acquirerUpdateSchema>;

/** Payment arrangement form. */
export const arrangementSchema = z.object({
  brand_name: nameSchema(3, 30),
  brand_code: requiredString().max(30, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  type: arrangementTypeField.default(DEFAULT_ARRANGEMENT_TYPE),
  payment_arrangement: requiredString().length(3, { error: M.arrangementLength }),
});
export type ArrangementInput = z.output<typeof arrangementSchema>;

/** PATCH domains/arrangements/{id}: the brand code is not editable. */
export const arrangementUpdateSchema = z.object({
  brand_name: nameSchema(3, 30).optional(),
  type: arrangementTypeField.optional(),
  payment_arrangement: requiredString().length(3, { error: M.arrangementLength }).optional(),
  active: z.boolean().optional(),
});
export type ArrangementUpdateInput = z.output<typeof arrangementUpdateSchema>;

/** Bank form (create and update bodies: name, code, ispb). */
export const bankSchema = z.object({
  name: nameSchema(3, 50),
  code: requiredString().regex(/^\d{3}$/, { error: M.bankCodeLength }),
  ispb: requiredString().regex(/^\d{8}$/, { error: M.ispbLength }),
});
export type BankInput = z.output<typeof bankSchema>;

/** Partner (parceiro) form: document, names and revenue percentage (0-100, 2 decimals). */
export const partnerSchema = z.object({
  document_number: documentSchema,
  company_name: requiredString().max(255, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  trading_name: requiredString().max(255, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  revenue_percentage: z
    .number({ error: VALIDATION_MESSAGES.required })
    .min(0, { error: M.revenuePercentageRange })
    .max(100, { error: M.revenuePercentageRange })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals }),
});
export type PartnerInput = z.output<typeof partnerSchema>;

/** Types of a creditor parameter definition (how the creditor 'Parâmetros' tab renders its field). */
export const CREDITOR_PARAMETER_TYPES = ['Text', 'Number', 'List', 'Boolean'] as const;
export type CreditorParameterType = (typeof CREDITOR_PARAMETER_TYPES)[number];
/** Stored values of a Boolean parameter ('1' on, '0' off, as gcap and envia_notificacao). */
export const PARAMETER_BOOLEAN_VALUES = { on: '1', off: '0' } as const;

const parameterListValueSchema = z.object({
  value: requiredString().max(60, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  description: requiredString().max(120, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
});

/**
 * PATCH domains/parameters/{key}: label, type, group, list values, order and active. A 'List'
 * needs at least one value and unique values (checked against the stored type by the server).
 */
export const parameterDefinitionUpdateSchema = z
  .object({
    label: requiredString().max(80, { error: M.parameterLabelMax }).optional(),
    type: z.enum(CREDITOR_PARAMETER_TYPES, { error: M.parameterInvalidType }).optional(),
    group: z
      .enum(CREDITOR_PARAMETER_GROUPS.map((g) => g.value) as [string, ...string[]], {
        error: M.parameterInvalidGroup,
      })
      .optional(),
    values: z.array(parameterListValueSchema).max(100).optional(),
    sort_order: z
      .number({ error: M.parameterSortOrderInvalid })
      .int({ error: M.parameterSortOrderInvalid })
      .min(0, { error: M.parameterSortOrderInvalid })
      .max(999, { error: M.parameterSortOrderInvalid })
      .optional(),
    active: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.values) return;
    const seen = new Set(body.values.map((v) => v.value));
    if (seen.size !== body.values.length) ctx.addIssue({ code: 'custom', message: M.parameterDuplicateValue, path: ['values'] });
    if (body.type === 'List' && body.values.length === 0)
      ctx.addIssue({ code: 'custom', message: M.parameterListValuesRequired, path: ['values'] });
  });
export type ParameterDefinitionUpdateInput = z.output<typeof parameterDefinitionUpdateSchema>;

// Replies of the register calls (spec doc 3 §3): the server serialises with them, the web reads their types.

export const bankResponseSchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  bank_code: z.string(),
  bank_ispb: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Bank = z.infer<typeof bankResponseSchema>;

export const acquirerResponseSchema = z.object({
  id: z.number(),
  acquirer_name: z.string(),
  document_number: z.string(),
  register_name: z.string(),
  path: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  inactivation_date: z.string().nullable(),
});
export type Acquirer = z.infer<typeof acquirerResponseSchema>;

export const arrangementResponseSchema = z.object({
  id: z.number(),
  brand_name: z.string(),
  brand_code: z.string(),
  type: z.string(),
  payment_arrangement: z.string(),
  path: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  inactivation_date: z.string().nullable(),
});
export type Arrangement = z.infer<typeof arrangementResponseSchema>;

/** A creditor parameter's definition in the catalogue. */
export const parameterDefinitionResponseSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(CREDITOR_PARAMETER_TYPES),
  group: z.string(),
  group_label: z.string(),
  values: z.array(z.object({ value: z.string(), description: z.string() })),
  sort_order: z.number(),
  active: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ParameterDefinition = z.infer<typeof parameterDefinitionResponseSchema>;

/** A partner (parceiro) as GET partners answers it. */
export const partnerResponseSchema = z.object({
  id: z.string(),
  document_number: z.string(),
  company_name: z.string(),
  trading_name: z.string(),
  revenue_percentage: z.number(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Partner = z.infer<typeof partnerResponseSchema>;
