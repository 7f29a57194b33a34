// Request and response schemas of the merchants' partners part.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';
import { isValidCpf } from '../tax-id/cpf';
import { requiredString, searchTextSchema } from './common';
import { merchantPartnerSchema } from './merchants';

/** Where a merchant partner's check stands (the register form's 'Status'). */
export const MERCHANT_PARTNER_STATUSES = [
  { value: 'pendente', label: 'Pendente' },
  { value: 'validado', label: 'Validado' },
  { value: 'reprovado', label: 'Reprovado' },
] as const;
export type MerchantPartnerStatus = (typeof MERCHANT_PARTNER_STATUSES)[number]['value'];
const STATUS_VALUES = MERCHANT_PARTNER_STATUSES.map((s) => s.value) as [
  MerchantPartnerStatus,
  ...MerchantPartnerStatus[],
];

/** POST merchants/{id}/partners: CPF and full name required (spec 2 §5); status defaults to pendente. */
export const merchantPartnerCreateSchema = merchantPartnerSchema.extend({
  // A partner (sócio) is a person: the document is a CPF, never a CNPJ.
  document_number: requiredString().refine(isValidCpf, { error: VALIDATION_MESSAGES.invalidDocument }),
  status: z.enum(STATUS_VALUES, { error: VALIDATION_MESSAGES.required }).default('pendente'),
});
export type MerchantPartnerCreateInput = z.input<typeof merchantPartnerCreateSchema>;

/** GET merchants/{id}/partners filters. */
export const merchantPartnerFiltersSchema = z.object({
  name: searchTextSchema.optional(),
  document: searchTextSchema.optional(),
});

export const merchantPartnerResponseSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  company_position: z.string().nullable(),
  phone_number: z.string().nullable(),
  document_number: z.string(),
  active: z.boolean(),
  status: z.string(),
  created_at: z.string(),
});
export type MerchantPartner = z.infer<typeof merchantPartnerResponseSchema>;
