import { z } from 'zod';
import { exportColumnsSchema } from './exports';
import { INPUT_LIMITS } from '../codes/limits';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_WITHOUT_DIGIT } from '../codes/bank-account-types';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { VALIDATION_MESSAGES } from '../messages/common';
import { RECONCILIATION_COMPANY_MESSAGES } from '../messages/reconciliation-companies';
import { validateDocument } from '../tax-id/document';
import { listQuerySchema, requiredString, searchTextSchema, uuidSchema } from './common';
import { requiredIsoDate } from './dates';
import { LIST_SORTS, withSort } from './sort';

const M = RECONCILIATION_COMPANY_MESSAGES;
const D = CREDITOR_MESSAGES;

export const RECONCILIATION_COMPANY_KINDS = ['originador', 'estabelecimento'] as const;
export type ReconciliationCompanyKind = (typeof RECONCILIATION_COMPANY_KINDS)[number];
/** Spec 4 §11 [D20]: R$ 0,05 (0,00-1.000,00) and 1 dia útil (0-5). */
export const RECONCILIATION_TOLERANCE = { amountCents: 5, maxAmountCents: 100_000, days: 1, maxDays: 5 } as const;
export const RECONCILIATION_RULES_MAX = 50;
export const RULE_RESULTS = ['credenciadora', 'outro'] as const;

/**
 * Money as JSON carries it ('1234.56'), read into integer cents without a float; a form's
 * pt-BR text ('R$ 1.234,56') too, where a comma makes the dots thousands.
 */
export function decimalTextToCents(text: string): number | null {
  let t = text.replace(/^\s*(-?)\s*R\$\s*/, '$1').trim();
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  const m = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Integer cents as JSON's decimal string: 5 -> '0.05'. */
export function centsToDecimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A money field in cents from a decimal string or number, with `message` when it is not money or outside [min, max]. */
const centsField = (message: string, min: number, max: number) =>
  z
    .union([z.string().max(INPUT_LIMITS.code), z.number().min(-INPUT_LIMITS.moneyMax).max(INPUT_LIMITS.moneyMax)])
    .transform((v, ctx) => {
      const cents = decimalTextToCents(String(v));
      if (cents === null || cents < min || cents > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    });

const toleranceAmount = centsField(M.toleranceAmountRange, 0, RECONCILIATION_TOLERANCE.maxAmountCents);
const toleranceDays = z.coerce
  .number({ error: M.toleranceDaysRange })
  .int({ error: M.toleranceDaysRange })
  .min(0, { error: M.toleranceDaysRange })
  .max(RECONCILIATION_TOLERANCE.maxDays, { error: M.toleranceDaysRange });

/**
 * 'Início da conciliação': required and not after `today`. The server checks the shape on
 * arrival and the registry's date after (no `today`); a form knows its day.
 */
export const startDateSchema = (today?: string) =>
  today ? requiredIsoDate().refine((d) => d <= today, { error: M.futureStart }) : requiredIsoDate();

const digits = (requiredMessage: string) =>
  requiredString(requiredMessage).regex(/^\d+$/, { error: D.digitsOnly, abort: true });

/** The account that receives a merchant's free part, with the domicile rules of spec 1. */
export const reconciliationAccountInputSchema = z
  .object({
    bank_code: requiredString(D.bankRequired, 3),
    agency: digits(D.agencyRequired).min(4, { error: D.agencyMin }).max(4, { error: D.agencyMax }),
    account_number: digits(D.accountRequired).max(11, { error: D.accountMax }),
    account_digit: z.string().trim().max(1, { error: D.digitMax }).optional().nullable(),
    account_type: z.enum(BANK_ACCOUNT_TYPES.map((t) => t.value) as [string, ...string[]], { error: D.accountTypeRequired }),
  })
  .refine((v) => v.account_type === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT || !!v.account_digit, {
    error: D.digitRequired,
    path: ['account_digit'],
  })
  .transform((v) => ({ ...v, account_digit: v.account_type === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT ? null : (v.account_digit ?? null) }));
export type ReconciliationAccountInput = z.output<typeof reconciliationAccountInputSchema>;

/** POST reconciliation/companies: a merchant of the creditor with its account (spec 4 §2.8). */
export const reconciliationCompanyCreateSchema = (today?: string) =>
  z.object({
    creditor_id: uuidSchema.optional(),
    merchant_id: z.string({ error: M.merchantRequired }).trim().min(1, { error: M.merchantRequired }).max(100),
    account: reconciliationAccountInputSchema,
    tolerance_amount: toleranceAmount.default(RECONCILIATION_TOLERANCE.amountCents),
    tolerance_days: toleranceDays.default(RECONCILIATION_TOLERANCE.days),
    /** Left out: today. */
    start_date: startDateSchema(today).optional(),
  });
export type ReconciliationCompanyCreate = z.output<ReturnType<typeof reconciliationCompanyCreateSchema>>;

/** PATCH reconciliation/companies/{id}: any of the switch, the tolerances, the start and (merchants) the account. */
export const reconciliationCompanyPatchSchema = (today?: string) =>
  z.object({
    active: z.boolean().optional(),
    tolerance_amount: toleranceAmount.optional(),
    tolerance_days: toleranceDays.optional(),
    start_date: startDateSchema(today).optional(),
    account: reconciliationAccountInputSchema.optional(),
  });
export type ReconciliationCompanyPatch = z.output<ReturnType<typeof reconciliationCompanyPatchSchema>>;

export const reconciliationAccountPatchSchema = z.object({ reconcile: z.boolean({ error: VALIDATION_MESSAGES.required }) });

const activeFilter = z.enum(['true', 'false']).optional();

/** GET reconciliation/companies: creditor (admin), name or document, kind, switch, paging and sort. */
export const reconciliationCompanyListQuerySchema = withSort(
  listQuerySchema.extend({
    creditor_id: uuidSchema.optional(),
    q: searchTextSchema.optional().transform((v) => v || undefined),
    kind: z.enum(RECONCILIATION_COMPANY_KINDS).optional(),
    active: activeFilter,
    columns: exportColumnsSchema,
  }),
  LIST_SORTS.reconciliationCompanies,
);
export type ReconciliationCompanyListQuery = z.output<typeof reconciliationCompanyListQuerySchema>;

/** A company as lists and the detail answer it (money as decimal strings, dates YYYY-MM-DD). */
export const reconciliationCompanyResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  kind: z.enum(RECONCILIATION_COMPANY_KINDS),
  originator_id: z.string().nullable(),
  merchant_id: z.string().nullable(),
  document_number: z.string(),
  name: z.string(),
  active: z.boolean(),
  tolerance_amount: z.string(),
  tolerance_days: z.number(),
  start_date: z.string(),
  accounts_count: z.number(),
  last_statement_date: z.string().nullable(),
  /** Merchants only: whether the creditor's opt-in is active today (null for originators). */
  optin_active: z.boolean().nullable(),
});
export type ReconciliationCompany = z.output<typeof reconciliationCompanyResponseSchema>;

export const reconciliationAliasResponseSchema = z.object({ id: z.string(), raw: z.string() });

export const reconciliationAccountResponseSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  bank_code: z.string(),
  bank_name: z.string().nullable(),
  ispb: z.string(),
  agency: z.string(),
  account_number: z.string(),
  account_digit: z.string().nullable(),
  account_type: z.string(),
  holder_document: z.string(),
  /** The domicile's status for an originator's account; null for a merchant's. */
  domicile_active: z.boolean().nullable(),
  reconcile: z.boolean(),
  simulated: z.boolean(),
  last_statement_date: z.string().nullable(),
  last_closing_balance: z.string().nullable(),
  aliases: z.array(reconciliationAliasResponseSchema),
});
export type ReconciliationAccount = z.output<typeof reconciliationAccountResponseSchema>;

export const reconciliationCompanyDetailResponseSchema = reconciliationCompanyResponseSchema.extend({
  accounts: z.array(reconciliationAccountResponseSchema),
});
export type ReconciliationCompanyDetail = z.output<typeof reconciliationCompanyDetailResponseSchema>;

/** GET reconciliation/accounts/options: the 'Conta' pickers. */
export const reconciliationAccountOptionsQuerySchema = z.object({
  creditor_id: uuidSchema.optional(),
  company_id: uuidSchema.optional(),
});
export const reconciliationAccountOptionResponseSchema = z.object({ id: z.string(), label: z.string(), company_id: z.string() });
export type ReconciliationAccountOption = z.output<typeof reconciliationAccountOptionResponseSchema>;

/** An optional amount: an empty form field is no condition. */
const optionalCents = z.preprocess((v) => (v === '' ? null : v), centsField(M.invalidAmount, 0, 9_999_999_999_999).nullable().optional());

/** A classification rule's fields (spec 4 §3.3, §6): every condition given must hold, at least one given. */
export const reconciliationRuleInputSchema = z
  .object({
    creditor_id: uuidSchema.optional(),
    description_contains: z
      .string()
      .max(INPUT_LIMITS.search, { error: VALIDATION_MESSAGES.maxLengthExceeded })
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || null)
      .refine((v) => v === null || (v.length >= 3 && v.length <= 60), { error: M.ruleDescriptionLength }),
    payer_document: z
      .string()
      .max(INPUT_LIMITS.code, { error: VALIDATION_MESSAGES.maxLengthExceeded })
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : null))
      .refine((v) => v === null || validateDocument(v) !== null, { error: M.invalidDocument }),
    amount_min: optionalCents,
    amount_max: optionalCents,
    result: z.enum(RULE_RESULTS, { error: VALIDATION_MESSAGES.required }),
    acquirer_id: z.coerce.number().int().positive().max(INPUT_LIMITS.int4Max).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.description_contains === null && v.payer_document === null && v.amount_min == null && v.amount_max == null)
      ctx.addIssue({ code: 'custom', message: M.ruleConditionRequired, path: ['description_contains'] });
    if (v.amount_min != null && v.amount_max != null && v.amount_max < v.amount_min)
      ctx.addIssue({ code: 'custom', message: M.amountRange, path: ['amount_max'] });
    if (v.result === 'credenciadora' && !v.acquirer_id)
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: ['acquirer_id'] });
  });
export type ReconciliationRuleInput = z.output<typeof reconciliationRuleInputSchema>;

export const reconciliationRuleResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  position: z.number(),
  description_contains: z.string().nullable(),
  payer_document: z.string().nullable(),
  amount_min: z.string().nullable(),
  amount_max: z.string().nullable(),
  result: z.enum(RULE_RESULTS),
  acquirer_id: z.number().nullable(),
  acquirer_name: z.string().nullable(),
  is_default: z.boolean(),
});
export type ReconciliationRule = z.output<typeof reconciliationRuleResponseSchema>;

export const reconciliationRulesQuerySchema = z.object({ creditor_id: uuidSchema.optional() });
export const reconciliationRuleOrderSchema = z.object({
  creditor_id: uuidSchema.optional(),
  ids: z.array(uuidSchema).min(1).max(RECONCILIATION_RULES_MAX),
});
