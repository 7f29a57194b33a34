import { z } from 'zod';
import { addDays, isIsoDate } from '../format/dates';
import { REGISTRY_MESSAGES } from '../messages/registry';
import { boundedString, uuidSchema } from './common';
import { isoDateSchema } from './dates';

const M = REGISTRY_MESSAGES;

/** The longest period one settlement read covers (a quarter: spec 4 D9). */
export const SETTLEMENT_READ_MAX_DAYS = 92;
export const SETTLEMENT_PAGE_DEFAULT = 100;
export const SETTLEMENT_PAGE_MAX = 1000;

/** Whose settlements: required of administrators; a creditor user's own creditor when absent. */
const creditorScope = z.object({ creditor_id: uuidSchema.optional() });

const periodFields = creditorScope.extend({ date_from: isoDateSchema, date_to: isoDateSchema });

/** Both dates readable: zod may run an object's refinements on a value whose fields failed. */
const periodReadable = (q: { date_from: unknown; date_to: unknown }) =>
  typeof q.date_from === 'string' && typeof q.date_to === 'string' && isIsoDate(q.date_from) && isIsoDate(q.date_to);

/** The period's two checks, on any query holding it. */
function withPeriodChecks<T extends z.ZodType<{ date_from: string; date_to: string }>>(schema: T) {
  return schema
    .refine((q) => !periodReadable(q) || q.date_to >= q.date_from, { error: M.settlementsPeriodInvalid, path: ['date_to'] })
    .refine((q) => !periodReadable(q) || q.date_to < q.date_from || q.date_to <= addDays(q.date_from, SETTLEMENT_READ_MAX_DAYS - 1), {
      error: M.settlementsPeriodTooLong(SETTLEMENT_READ_MAX_DAYS),
      path: ['date_to'],
    });
}

const optionalCode = (max: number) =>
  boundedString(max)
    .optional()
    .transform((v) => v?.trim() || undefined);

/**
 * GET registry/settlements: what the registry paid to the creditor's contracts, by effective
 * date, optionally into one domicile (ISPB, and agency and account as the contract names them),
 * page by page after the `next` of the page before.
 */
export const registrySettlementsQuerySchema = withPeriodChecks(
  periodFields.extend({
    ispb: optionalCode(8),
    branch: optionalCode(10),
    account: optionalCode(30),
    after: optionalCode(200),
    limit: z.coerce.number().int().min(1).max(SETTLEMENT_PAGE_MAX).default(SETTLEMENT_PAGE_DEFAULT),
  }),
).refine((q) => q.ispb || (!q.branch && !q.account), { error: M.settlementsDomicileIncomplete, path: ['ispb'] });
export type RegistrySettlementsQuery = z.output<typeof registrySettlementsQuerySchema>;

/** GET registry/settlements/totals: the same period, summed per day, domicile and acquirer. */
export const registrySettlementTotalsQuerySchema = withPeriodChecks(periodFields);
export type RegistrySettlementTotalsQuery = z.output<typeof registrySettlementTotalsQuerySchema>;

/** GET registry/contracts/:identifier/payments and registry/units/:key/settlements. */
export const registrySettlementScopeQuerySchema = creditorScope;
export const registryContractParamsSchema = z.object({ identifier: boundedString(100).min(1) });
export const registryUnitParamsSchema = z.object({ key: boundedString(120).min(1) });

/** Money as the registry paid it, in reais with two decimals as text ('1234.50'): never a float. */
const money = z.string();

/** A settlement account as the contract named it. */
export const settlementBankAccountReplySchema = z.object({
  document_holder: z.string(),
  ispb: z.string(),
  bank_code: z.string().nullable(),
  branch: z.string().nullable(),
  account: z.string().nullable(),
  type: z.string(),
});

/** The UR a settlement came from: its key and the four parts of it. */
const unitFields = {
  unit_key: z.string(),
  acquirer_document: z.string(),
  merchant_document: z.string(),
  arrangement_code: z.string(),
  /** The UR's settlement date (data de liquidação), YYYY-MM-DD. */
  settlement_date: z.string(),
};

/** One payment of the registry: when it was made (data efetiva), how much, to whom and where. */
const paymentFields = {
  effective_date: z.string(),
  amount: money,
  payee_document: z.string(),
  bank_account: settlementBankAccountReplySchema.nullable(),
};

export const registrySettlementRowReplySchema = z.object({
  ...unitFields,
  ...paymentFields,
  contract_identifier: z.string(),
  external_reference: z.string(),
});
export type RegistrySettlementRow = z.infer<typeof registrySettlementRowReplySchema>;

/** Keyset pages: `next` is given back as `after` for the following page, null on the last. */
export const registrySettlementsResponseSchema = z.object({
  results: z.array(registrySettlementRowReplySchema),
  next: z.string().nullable(),
});
export type RegistrySettlementsResponse = z.infer<typeof registrySettlementsResponseSchema>;

export const registrySettlementTotalReplySchema = z.object({
  effective_date: z.string(),
  acquirer_document: z.string(),
  bank_account: z.object({ ispb: z.string(), branch: z.string().nullable(), account: z.string().nullable() }),
  amount: money,
  count: z.number().int(),
});
export const registrySettlementTotalsResponseSchema = z.object({
  results: z.array(registrySettlementTotalReplySchema),
  total: z.object({ amount: money, count: z.number().int() }),
});
export type RegistrySettlementTotalsResponse = z.infer<typeof registrySettlementTotalsResponseSchema>;

export const registryContractPaymentsResponseSchema = z.object({
  contract_identifier: z.string(),
  external_reference: z.string(),
  amount_paid: money,
  payments: z.array(z.object({ ...unitFields, ...paymentFields })),
});
export type RegistryContractPaymentsResponse = z.infer<typeof registryContractPaymentsResponseSchema>;

export const registryUnitSettlementsResponseSchema = z.object({
  ...unitFields,
  holder_document: z.string(),
  constituted: z.boolean(),
  amount_total: money,
  amount_settled: money,
  /** Every settlement for an administrator; a creditor user's own contracts' only. */
  settlements: z.array(z.object({ ...paymentFields, contract_identifier: z.string().nullable() })),
  /** What else the UR paid (the titular's share, other creditors' effects), summed: null for administrators. */
  others: z.object({ amount: money, count: z.number().int() }).nullable(),
});
export type RegistryUnitSettlementsResponse = z.infer<typeof registryUnitSettlementsResponseSchema>;
