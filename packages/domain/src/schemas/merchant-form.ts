import { z } from 'zod';
import { MERCHANT_FORM_MESSAGES } from '../messages/merchants-form';
import type { PartnerType } from '../codes/partners';
import { boundedString, emailSchema, documentSchema, phoneSchema, requiredString, uuidSchema } from './common';
import { boundedArray, optionalEmailSchema, passwordTextSchema } from './fields';
import { merchantCnaeSchema, merchantExternalPartnerSchema, merchantFinancialInstitutionSchema, merchantSupplierSchema } from './merchants';

/**
 * POST accounts/lead for a merchant: the person who will sign in for it, created before it.
 * The route also serves creditor users' leads; a merchant's lead is the one that carries
 * `password` (as the spec's call does). It may be '': the back-office never types the
 * merchant's password, which the merchant then chooses through the onboarding link.
 */
export const merchantLeadInputSchema = z.object({
  full_name: requiredString(),
  email: emailSchema,
  password: z.union([z.literal(''), passwordTextSchema().min(8, { error: MERCHANT_FORM_MESSAGES.passwordTooShort })]),
});

/** A merchant's lead carries `password`; a creditor user's lead does not. */
export const isMerchantLeadBody = (body: Record<string, unknown>) => 'password' in body;

/** A merchant's account body carries its document; a creditor user's account body does not. */
export const isMerchantAccountBody = (body: Record<string, unknown>) => 'document_number' in body;
export type MerchantLeadInput = z.infer<typeof merchantLeadInputSchema>;

/** Origin (1 Portal, 2 Backoffice, 3 Api, 4 HotSite) and account type of a new merchant: 2 and 1 by default. */
const accountDefaults = {
  origin_account: z.coerce.number().int().min(1).max(4).default(2),
  type_account: z.coerce.number().int().min(1).max(9).default(1),
};

/**
 * POST accounts, as the route reads it: every field of spec 2 §3 "Merchant / account" with its
 * format, none required. Which are required depends on the creditor's partner type, so the
 * service checks the body again with `merchantAccountSchemaFor` once it knows the creditor.
 */
export const merchantAccountBodySchema = merchantFinancialInstitutionSchema.extend({
  creditor_id: uuidSchema,
  lead_account_id: uuidSchema.optional(),
  ...accountDefaults,
});
export type MerchantAccountBody = z.infer<typeof merchantAccountBodySchema>;

/** The account body's rules for the creditor's partner type (spec 2 §5 "Merchant"). */
export function merchantAccountSchemaFor(partnerType: PartnerType) {
  return partnerType === 'if'
    ? merchantAccountBodySchema
    : merchantSupplierSchema.extend({ creditor_id: uuidSchema, lead_account_id: uuidSchema.optional(), ...accountDefaults });
}

/** PUT merchants/{id}: the account body, every field optional; document and creditor cannot change. */
export const merchantUpdateBodySchema = merchantAccountBodySchema.partial().extend({
  /** Reactivates (or inactivates) the merchant: admins only. */
  active: z.boolean().optional(),
});
export type MerchantUpdateBody = z.infer<typeof merchantUpdateBodySchema>;

/** One row of POST accounts/multiple-limited (financial-institution partners): only the document is required. */
export const merchantLimitedRowSchema = z.object({
  creditor_id: uuidSchema,
  document_number: documentSchema,
  type_person: z.union([z.literal(1), z.literal(2)]).optional(),
  trading_name: boundedString().optional(),
  company_name: boundedString().optional(),
  contact_email: optionalEmailSchema(),
  ...accountDefaults,
});
export const merchantLimitedBodySchema = boundedArray(merchantLimitedRowSchema, 1000).min(1, { error: MERCHANT_FORM_MESSAGES.noRows });
export type MerchantLimitedRow = z.infer<typeof merchantLimitedRowSchema>;

/** POST accounts/change-email: `userId` is the merchant or its lead account. */
export const merchantChangeEmailSchema = z.object({
  newEmail: emailSchema,
  userId: uuidSchema,
  phoneNumber: z.union([z.literal(''), phoneSchema]).optional(),
});
export type MerchantChangeEmailInput = z.infer<typeof merchantChangeEmailSchema>;

/** The change e-mail dialog: the new e-mail only. */
export const merchantNewEmailFormSchema = z.object({ newEmail: emailSchema });

/** Query of POST validation/search-document/{document} for merchants: the creditor whose merchants are searched. */
export const merchantDocumentCheckQuerySchema = z.object({ creditor_id: uuidSchema.optional() });

/** GET merchants/{id}: every field of spec 2 §3 plus account status, opt-in and the creditor's name. */
export const merchantDetailResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_company_name: z.string(),
  partnerType: z.string(),
  partnership: z.string().nullable(),
  lead_account_id: z.string().nullable(),
  account_id: z.string().nullable(),
  origin_account: z.number(),
  type_account: z.number(),
  onboarding_type: z.number(),
  type_person: z.number(),
  type: z.enum(['PF', 'PJ']),
  document_number: z.string(),
  trading_name: z.string(),
  company_name: z.string(),
  contact_name: z.string().nullable(),
  contact_document_number: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  address_zip_code: z.string().nullable(),
  address: z.string().nullable(),
  address_number: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_neighborhood: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  legal_nature_description: z.string().nullable(),
  cnaes: z.array(merchantCnaeSchema),
  partners_external_data: z.array(merchantExternalPartnerSchema),
  active: z.boolean(),
  account_status: z.string(),
  optin_status: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type MerchantDetailResponse = z.infer<typeof merchantDetailResponseSchema>;

/** GET merchants/creditor-profile: the creditor's partner type, which decides the form's rules. */
export const merchantCreditorProfileResponseSchema = z.object({
  creditor_id: z.string(),
  company_name: z.string(),
  partnerType: z.enum(['if', 'fornecedor']),
  partnership: z.string().nullable(),
});
export type MerchantCreditorProfile = z.infer<typeof merchantCreditorProfileResponseSchema>;

/** POST accounts: the new merchant, and the onboarding link when one was issued. */
export const merchantCreatedResponseSchema = z.object({ id: z.string(), link: z.string().optional() });
export type MerchantCreatedResponse = z.infer<typeof merchantCreatedResponseSchema>;

/** POST accounts/multiple-limited: the merchants created, in the order of the rows. */
export const merchantLimitedResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), document_number: z.string() })),
});
