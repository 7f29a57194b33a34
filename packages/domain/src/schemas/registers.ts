import { z } from 'zod';
import { ARRANGEMENT_TYPES, DEFAULT_ARRANGEMENT_TYPE, REGISTRIES } from '../codes/registers';
import { VALIDATION_MESSAGES } from '../messages/common';
import { REGISTER_MESSAGES } from '../messages/registers';
import { cnpjSchema, documentSchema, requiredString } from './common';
import { hasAtMostTwoDecimals, nameSchema } from './fields';

const M = REGISTER_MESSAGES;

/** Acquirer (credenciadora) form. */
export const acquirerSchema = z.object({
  acquirer_name: nameSchema(3, 30),
  document_number: cnpjSchema,
  register_name: z.enum(REGISTRIES.map((r) => r.value) as [string, ...string[]], {
    error: VALIDATION_MESSAGES.required,
  }),
});
export type AcquirerInput = z.output<typeof acquirerSchema>;

/** Payment arrangement form. */
export const arrangementSchema = z.object({
  brand_name: nameSchema(3, 30),
  brand_code: requiredString().max(30, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  type: z
    .enum(ARRANGEMENT_TYPES.map((t) => t.value) as [string, ...string[]])
    .default(DEFAULT_ARRANGEMENT_TYPE),
  payment_arrangement: requiredString().length(3, { error: M.arrangementLength }),
});
export type ArrangementInput = z.output<typeof arrangementSchema>;

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
  company_name: requiredString(),
  trading_name: requiredString(),
  revenue_percentage: z
    .number({ error: VALIDATION_MESSAGES.required })
    .min(0)
    .max(100)
    .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals }),
});
export type PartnerInput = z.output<typeof partnerSchema>;
