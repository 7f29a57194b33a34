import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DROPDOWN_LIMIT, INPUT_LIMITS, MAX_LIST_LIMIT } from '../codes/limits';
import { PARTNER_TYPES } from '../codes/partners';
import { MERCHANT_LIST_MESSAGES as M } from '../messages/merchants-list';
import { VALIDATION_MESSAGES } from '../messages/common';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, listQuerySchema, uuidSchema } from './common';
import { LIST_SORTS, withSort } from './sort';

/** A merchant account's state (spec 2 §4): pendente until the onboarding ends, reprovado for good. */
export const MERCHANT_ACCOUNT_STATUSES = [
  { value: 'pendente', label: M.accountPending },
  { value: 'ativo', label: M.accountActive },
  { value: 'inativo', label: M.accountInactive },
  { value: 'reprovado', label: M.accountRejected },
] as const;
export type MerchantAccountStatus = (typeof MERCHANT_ACCOUNT_STATUSES)[number]['value'];

export const merchantAccountStatusLabel = (value: string): string =>
  MERCHANT_ACCOUNT_STATUSES.find((s) => s.value === value)?.label ?? value;

const optionalText = boundedString(INPUT_LIMITS.search)
  .optional()
  .transform((v) => v || undefined);
/** 'true' / 'false' of a query string; anything else is refused rather than read as false. */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/**
 * The filters of GET merchants (and of its export, GET merchant): the supplier (administrators;
 * a creditor user is fixed to its own), a part of the trading or company name, the beginning of
 * the CPF/CNPJ (mask ignored, letters of an alphanumeric CNPJ kept), and the states.
 */
export const merchantListFiltersSchema = z.object({
  creditor_id: uuidSchema.optional(),
  name: optionalText,
  document: optionalText.transform((v) => (v ? stripTaxIdMask(v) || undefined : undefined)),
  active: queryBoolean,
  account_status: z.enum(['pendente', 'ativo', 'inativo', 'reprovado']).optional(),
  /** true: the supplier's opt-in is active today; false: it is not. */
  optin_status: queryBoolean,
  type_person: z.enum(['1', '2']).optional().transform((v) => (v ? Number(v) : undefined)),
  partner_type: z.enum(PARTNER_TYPES.map((p) => p.value) as ['if', 'fornecedor']).optional(),
  /** Part of the partner's name (the supplier's partnership). */
  partnership: optionalText,
  origin_account: z.coerce.number().int().min(1).max(4).optional(),
  /** Financial-institution partners ask the full register of each merchant (spec 2 §2.3). */
  view_full_api: queryBoolean,
});
export type MerchantListFilters = z.output<typeof merchantListFiltersSchema>;

/**
 * GET merchants: paging (offset 0, limit 10 by default) and the filters. `limit=999999` is the
 * pickers' call (spec 2 §9): it answers the light rows, at most 250,000 of them.
 */
export const merchantListQuerySchema = withSort(
  merchantListFiltersSchema.extend({
    offset: listQuerySchema.shape.offset,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(DROPDOWN_LIMIT, { error: VALIDATION_MESSAGES.numberTooLarge })
      .default(DEFAULT_PAGE_SIZE),
  }),
  LIST_SORTS.merchants,
);
export type MerchantListQuery = z.output<typeof merchantListQuerySchema>;

/** Whether a list call is a picker's (every merchant, light rows) and the page it reads. */
export function merchantListWindow(query: { offset: number; limit: number }) {
  return { picker: query.limit >= DROPDOWN_LIMIT, offset: query.offset, limit: Math.min(query.limit, MAX_LIST_LIMIT) };
}

const codeAndDescription = z.object({ code: z.string(), description: z.string() });

/** The register a financial-institution partner sees in each row (view_full_api=true). */
export const merchantFullRegisterResponseSchema = z.object({
  contact_name: z.string().nullable(),
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
  cnaes: z.array(z.object({ number: z.string(), description: z.string() })),
});

/** A merchant as the list 'Estabelecimentos' shows it (spec 2 §3 "Merchant list row"). */
export const merchantListRowResponseSchema = z.object({
  id: z.string(),
  /** 'PF' or 'PJ'. */
  type: z.string(),
  type_person: z.number(),
  document_number: z.string(),
  trading_name: z.string(),
  company_name: z.string(),
  creditor_id: z.string(),
  creditor: z.object({ id: z.string(), company_name: z.string() }),
  partner_type: z.string(),
  partnership: z.string().nullable(),
  account: z.object({
    account_status: codeAndDescription,
    origin: codeAndDescription,
    onboarding_type: codeAndDescription,
  }),
  created_at: z.string(),
  active: z.boolean(),
  optin_status: z.boolean(),
  full: merchantFullRegisterResponseSchema.optional(),
});
export type MerchantListRow = z.infer<typeof merchantListRowResponseSchema>;

/**
 * A merchant as the pickers read it (merchants?limit=999999). Strict, so that a reply holding
 * either kind of row is told apart at the first row's extra keys.
 */
export const merchantPickerRowResponseSchema = z.strictObject({
  id: z.string(),
  creditor_id: z.string(),
  document_number: z.string(),
  trading_name: z.string(),
  company_name: z.string(),
  type_person: z.number(),
  active: z.boolean(),
});
export type MerchantPickerRow = z.infer<typeof merchantPickerRowResponseSchema>;
