import { z } from 'zod';
import { COMMITMENT_STATUSES } from '../codes/commitment-statuses';
import { INPUT_LIMITS } from '../codes/limits';
import { STRATEGY_FILTER_OPTIONS } from '../codes/modalities';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../messages/common';
import { REPORT_MESSAGES } from '../messages/reports';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, listQuerySchema, uuidSchema } from './common';
import { datePeriodsInOrder, isoDateSchema } from './dates';
import { withSort } from './sort';

/**
 * GET deals/receivable-reached (spec 3 §2.7, §3 "Settlement report row", §7): one row per
 * effect of a commitment's installment on one UR. Sort keys are the camelCase of the row's
 * fields, as every list's (`creditorNameOrder=asc`).
 */
export const SETTLEMENT_REPORT_SORTS = [
  'creditorName',
  'merchantName',
  'merchantDocumentNumber',
  'acquirerName',
  'paymentArrangement',
  'settlementDate',
  'effectOrder',
  'amountOnerate',
  'effectAmountInitial',
  'effectAmount',
  'effectAmountUpdated',
  'effectiveSettlementAmount',
  'receivableUpdatedAt',
  'contractCreatedAt',
  'contractExecutionDate',
  'effectiveSettlementDate',
  'status',
  'transactionType',
  'contractType',
  'strategy',
  'code',
  'externalReference',
  'creditorDocumentNumber',
  'originatorDocumentNumber',
  'gcap',
] as const;
export type SettlementReportSortKey = (typeof SETTLEMENT_REPORT_SORTS)[number];

/** The spec's defaults: approved commitments, every contract type ('0'). */
export const SETTLEMENT_REPORT_DEFAULT_STATUS = ['aprovado'] as const;
export const SETTLEMENT_REPORT_ALL_CONTRACT_TYPES = '0';

const STATUS_VALUES = ['todos', ...COMMITMENT_STATUSES.map((s) => s.value)] as [string, ...string[]];

const optionalText = boundedString(INPUT_LIMITS.search)
  .optional()
  .transform((v) => v || undefined);

const flag = z
  .enum(['true', 'false', ''], { error: ERROR_MESSAGES.invalidBody })
  .optional()
  .transform((v) => v === 'true');

/** A list sent as `a,b` or as the parameter repeated; blanks dropped. */
const textList = <T extends string>(item: z.ZodType<T, string>, max: number, tooMany: string) =>
  z
    .union([
      z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
      z.array(z.string().max(INPUT_LIMITS.search, { error: VALIDATION_MESSAGES.maxLengthExceeded })).max(max, { error: tooMany }),
    ])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, { error: tooMany }));

/** The report's two periods: neither may end before it starts. */
export const SETTLEMENT_REPORT_PERIODS = [
  ['createdAtInitial', 'createdAtEnd'],
  ['executionDateInitial', 'executionDateEnd'],
] as const;
const periodsInOrder = datePeriodsInOrder(SETTLEMENT_REPORT_PERIODS);

const settlementReportFilterFields = z.object({
  /** Admins choose the supplier or the merchant as the search's pivot; informative only. */
  searchByCreditor: flag,
  creditorId: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  merchantId: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  /** Merchant's CPF/CNPJ, mask stripped, matched as a prefix. */
  documentNumber: optionalText.transform((v) => (v ? stripTaxIdMask(v) || undefined : undefined)),
  /** Exact commitment codes; when given, the grouping search is ignored (they exclude each other). */
  codes: textList(boundedString(100).min(1), 200, REPORT_MESSAGES.tooManyCodes),
  externalReference: optionalText,
  /** Commitment statuses; 'todos' or none = every status. Default ['aprovado'] (the screen sends it). */
  status: textList(z.enum(STATUS_VALUES, { error: REPORT_MESSAGES.invalidStatus }), STATUS_VALUES.length, REPORT_MESSAGES.invalidStatus),
  /** '0' every contract type, '1' Troca de Titularidade, '2' Cessão. */
  contractType: z.enum(['0', '1', '2'], { error: REPORT_MESSAGES.invalidContractType }).optional().default('0'),
  strategy: z
    .enum(['', ...STRATEGY_FILTER_OPTIONS.map((o) => o.value)] as ['', 'default', 'smoke'], { error: REPORT_MESSAGES.invalidStrategy })
    .optional()
    .transform((v) => v || undefined),
  createdAtInitial: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  createdAtEnd: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  executionDateInitial: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  executionDateEnd: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  /** Only commitments under collateral management. */
  searchByGcap: flag,
  /** A group of commitments: the beginning of their code. */
  searchByGroup: optionalText,
});

/** The report's filters, without paging (also the export's parameters). */
export const settlementReportFiltersSchema = settlementReportFilterFields.superRefine(periodsInOrder);
export type SettlementReportFilters = z.output<typeof settlementReportFiltersSchema>;

export const settlementReportQuerySchema = withSort(
  listQuerySchema.extend(settlementReportFilterFields.shape),
  SETTLEMENT_REPORT_SORTS,
).superRefine(periodsInOrder);
export type SettlementReportQuery = z.output<typeof settlementReportQuerySchema>;

const money = z.number();
const isoDate = z.string();

/** One row of the report: money in reais, dates YYYY-MM-DD, instants ISO 8601. */
export const settlementReportRowReplySchema = z.object({
  id: z.number(),
  deal_id: z.string(),
  creditor_name: z.string(),
  merchant_name: z.string(),
  merchant_document_number: z.string(),
  acquirer_document: z.string(),
  acquirer_name: z.string(),
  payment_arrangement: z.string(),
  settlement_date: isoDate,
  effect_order: z.number(),
  amount_onerate: money,
  effect_amount_initial: money,
  effect_amount: money,
  effect_amount_updated: money,
  effective_settlement_amount: money,
  receivable_updated_at: z.string(),
  contract_created_at: z.string(),
  contract_execution_date: isoDate,
  effective_settlement_date: isoDate.nullable(),
  /** The commitment's status value ('aprovado'). */
  status: z.string(),
  transaction_type: z.number(),
  contract_type: z.number(),
  strategy: z.number(),
  code: z.string(),
  external_reference: z.string(),
  creditor_document_number: z.string(),
  originator_document_number: z.string().nullable(),
  gcap: z.boolean(),
});
export type SettlementReportRow = z.infer<typeof settlementReportRowReplySchema>;

export const settlementReportResponseSchema = z.object({
  data: z.array(settlementReportRowReplySchema),
  metadata: z.object({ resultset: z.object({ offset: z.number(), limit: z.number(), count: z.number() }) }),
});
export type SettlementReportResponse = z.infer<typeof settlementReportResponseSchema>;
