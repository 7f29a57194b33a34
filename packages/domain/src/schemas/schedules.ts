import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { PARTNER_TYPES } from '../codes/partners';
import { SCHEDULE_QUERY_MODES, SCHEDULE_QUERY_TYPES, SCHEDULE_STATUSES } from '../codes/schedule-codes';
import { SCHEDULE_MESSAGES } from '../messages/schedules';
import { validateDocument } from '../tax-id/document';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, listQuerySchema, requiredString, uuidSchema } from './common';
import { isoDateSchema } from './dates';

const M = SCHEDULE_MESSAGES;

/**
 * A merchant's CPF (11) or CNPJ (14, alphanumeric allowed), masked or not, normalised to its
 * bare upper-case characters: 'Documento inválido' (the schedule query's text) otherwise.
 */
export const scheduleDocumentSchema = z
  .string({ error: M.invalidDocument })
  .trim()
  .max(INPUT_LIMITS.search, { error: M.invalidDocument })
  .refine((v) => validateDocument(v) !== null, { error: M.invalidDocument })
  .transform((v) => stripTaxIdMask(v));

const optionalText = boundedString(INPUT_LIMITS.search)
  .optional()
  .transform((v) => v || undefined);

/** Filters of GET requests (the schedule list). */
export const scheduleListQuerySchema = listQuerySchema.extend({
  /** 'merchant' or 'creditor' (Buscar por): which name `search` matches. */
  searchBy: z.enum(['merchant', 'creditor']).optional(),
  search: optionalText,
  merchant_id: uuidSchema.optional(),
  creditor_id: uuidSchema.optional(),
  /** CNPJ/CPF: every mask character is stripped (letters of an alphanumeric CNPJ stay). */
  document: optionalText.transform((v) => (v ? stripTaxIdMask(v) || undefined : undefined)),
  status: z.enum(['todos', ...SCHEDULE_STATUSES.map((s) => s.value)]).optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** The screens send it; schedule queries are the only requests this list holds. */
  searchByConsolidated: z.enum(['true', 'false']).optional(),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuerySchema>;

const uniqueTexts = z.array(boundedString(20).min(1)).max(50);

/**
 * POST requests/create-consolidated and requests/create-expanded: the spec's creation payload.
 * The consolidated call sends no dates (the whole agenda ahead); the expanded one (a
 * financial-institution partner) requires the dates, acquirers and arrangements.
 */
const queryModeSchema = z.enum(SCHEDULE_QUERY_MODES.map((m) => m.value) as ['supplier', 'merchant']);

export const scheduleCreateSchema = z.object({
  partnerType: z.enum(PARTNER_TYPES.map((p) => p.value) as ['if', 'fornecedor']).optional(),
  /** 'supplier' unless told: 'merchant' (administrators only) finds the merchant across suppliers. */
  query_mode: queryModeSchema.optional(),
  /** Required in the supplier mode; in the merchant mode the merchant's supplier when absent. */
  creditor_id: uuidSchema.optional(),
  /** The merchant's id, or its document when it is looked up by document. */
  merchant_id: uuidSchema.optional(),
  document_number: scheduleDocumentSchema.optional(),
  protocol: boundedString(64).optional(),
  acquirers: uniqueTexts.optional(),
  arrangements: uniqueTexts.optional(),
  initial_date: isoDateSchema.optional().nullable(),
  end_date: isoDateSchema.optional().nullable(),
  changes_webhook_url: z.null().optional(),
  behavior: z.literal('offline').optional(),
});
export type ScheduleCreateInput = z.output<typeof scheduleCreateSchema>;

/** The expanded (financial-institution) query: dates, acquirers and arrangements required. */
export const scheduleCreateExpandedSchema = scheduleCreateSchema
  .extend({
    acquirers: z.array(boundedString(20).min(1)).min(1, { error: M.acquirersRequired }).max(50),
    arrangements: z.array(boundedString(20).min(1)).min(1, { error: M.arrangementsRequired }).max(50),
    initial_date: isoDateSchema,
    end_date: isoDateSchema,
  })
  .refine((v) => v.initial_date <= v.end_date, { error: M.datesOutOfOrder, path: ['end_date'] });

export type ScheduleQueryTypeValue = (typeof SCHEDULE_QUERY_TYPES)[number]['value'];

/** A schedule query as the list shows it (spec 2 §3 "Schedule query (list row)"). */
export const scheduleListRowResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_company_name: z.string(),
  partner_type: z.string(),
  partnership: z.string().nullable(),
  query_type: z.string(),
  merchant_id: z.string(),
  merchant_company_name: z.string(),
  merchant_document_number: z.string(),
  created_at: z.string(),
  execution_begin_date: z.string().nullable(),
  execution_end_date: z.string().nullable(),
  status: z.object({ code: z.string(), description: z.string() }),
});
export type ScheduleListRow = z.infer<typeof scheduleListRowResponseSchema>;

/** One arrangement of a summary row. */
const summaryArrangementSchema = z.object({
  arrangement_name: z.string(),
  arrangement_code: z.string(),
  amount_total: z.number(),
  amount_committed: z.number(),
  amount_available: z.number(),
  /** Paid by the registry already: total = committed + available + settled. */
  amount_settled: z.number(),
});

/** Summary item: per acquirer, its arrangements' totals (amounts in BRL, two decimals). */
export const scheduleSummaryItemResponseSchema = z.object({
  merchant_name: z.string(),
  merchant_document_number: z.string(),
  acquirer_name: z.string(),
  acquirer_document: z.string(),
  arrangements: z.array(summaryArrangementSchema),
});

/** Analytical item: one UR (settlement date, acquirer, arrangement) of the agenda. */
export const scheduleAnalyticalItemResponseSchema = z.object({
  settlement_date: z.string(),
  merchant_name: z.string(),
  merchant_document_number: z.string(),
  acquirer_name: z.string(),
  acquirer_document: z.string(),
  arrangement_name: z.string(),
  arrangement_code: z.string(),
  amount_total: z.number(),
  amount_committed: z.number(),
  amount_available: z.number(),
  /** Paid by the registry already: total = committed + available + settled. */
  amount_settled: z.number(),
});
export type ScheduleAnalyticalItem = z.infer<typeof scheduleAnalyticalItemResponseSchema>;

const scheduleVariantSchema = z.object({
  summary: z.array(scheduleSummaryItemResponseSchema),
  schedule_analytical: z.array(scheduleAnalyticalItemResponseSchema),
});

/** GET requests/{id} (spec 2 §3 "Schedule request"). */
export const scheduleRequestResponseSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  execution_begin_date: z.string().nullable(),
  execution_end_date: z.string().nullable(),
  request_status: z.object({ code: z.string(), description: z.string() }),
  query_type: z.string(),
  /** What was asked (an update asks the same again). */
  acquirers: z.array(z.string()),
  arrangements: z.array(z.string()),
  initial_date: z.string().nullable(),
  end_date: z.string().nullable(),
  merchant: z.object({ id: z.string(), document_number: z.string(), company_name: z.string() }),
  creditor: z.object({ id: z.string(), company_name: z.string() }),
  is_old: z.boolean(),
  /** The registry's date when it answered. */
  reference_date: z.string().nullable(),
  error_message: z.string().nullable(),
  schedule_consolidated: scheduleVariantSchema.nullable(),
  schedule_expanded: scheduleVariantSchema.nullable(),
  schedule_consolidated_old: z.null(),
  schedule_expanded_old: z.null(),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestResponseSchema>;

/** Answer of a creation: the query id (the job runs in the background). */
export const scheduleCreatedResponseSchema = z.object({ id: z.string(), status: z.string() });

/** Opt-in registered or ended by hand by an administrator (dates YYYY-MM-DD). */
export const optInInputSchema = z
  .object({
    creditor_id: uuidSchema,
    signature_date: isoDateSchema,
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    /** 'Recorrente': renewed for the following year before it ends. */
    recurrent: z.boolean().optional(),
  })
  .refine((v) => v.start_date <= v.end_date, { error: M.optInDatesOutOfOrder, path: ['end_date'] })
  .refine((v) => v.signature_date <= v.start_date, {
    error: M.optInSignatureAfterStart,
    path: ['signature_date'],
  });
export type OptInInput = z.output<typeof optInInputSchema>;

export const optOutQuerySchema = z.object({ creditor_id: uuidSchema });

/** An opt-in of a merchant for a creditor as the product keeps it. */
export const merchantOptInResponseSchema = z.object({
  id: z.string(),
  merchant_id: z.string(),
  creditor_id: z.string(),
  signature_date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  opt_out_date: z.string().nullable(),
  /** solicitado (sent to the registry), ativo, inativo, rejeitado. */
  status: z.string(),
  active: z.boolean(),
  registry_identifier: z.string().nullable(),
  error_message: z.string().nullable(),
  recurrent: z.boolean(),
  created_at: z.string(),
});
export type MerchantOptIn = z.infer<typeof merchantOptInResponseSchema>;

/** GET merchants/status: the merchant of a document for a creditor, with its opt-in state. */
export const merchantStatusQuerySchema = z.object({
  document: scheduleDocumentSchema,
  /** Absent: an administrator's look-up across suppliers (the merchant query mode). */
  creditor_id: uuidSchema.optional(),
});

export const merchantSummaryResponseSchema = z.object({
  id: z.string(),
  document_number: z.string(),
  type_person: z.number(),
  company_name: z.string(),
  trading_name: z.string(),
  creditor_id: z.string(),
  partner_type: z.string(),
  active: z.boolean(),
  optin_status: z.boolean(),
});
export type MerchantSummary = z.infer<typeof merchantSummaryResponseSchema>;

export const merchantStatusResponseSchema = z.object({
  merchant: merchantSummaryResponseSchema,
  account_status: z.string(),
  optin_status: z.boolean(),
  /** The registry's date (opt-ins may not start before it). */
  registry_date: z.string(),
  /** A look-up across suppliers: every supplier holding a merchant of this document. */
  creditors: z.array(z.object({ id: z.string(), company_name: z.string() })).optional(),
});
export type MerchantStatus = z.infer<typeof merchantStatusResponseSchema>;

/** GET merchants/relations: the acquirers and arrangements the registry links to the merchant. */
export const merchantRelationResponseSchema = z.object({
  acquirer_name: z.string(),
  acquirer_document: z.string(),
  arrangement_code: z.string(),
  arrangement_name: z.string(),
});
export type MerchantRelation = z.infer<typeof merchantRelationResponseSchema>;

export const merchantRelationsQuerySchema = z.object({
  documentNumber: scheduleDocumentSchema,
  /** Absent or empty: a creditor user's own creditor (an administrator must name one). */
  creditor_id: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  limit: z.coerce.number().int().min(1).max(9999).optional(),
});

/** A minimal merchant record (the merchants issue extends it). */
export const merchantCreateSchema = z.object({
  creditor_id: uuidSchema,
  document_number: scheduleDocumentSchema,
  company_name: requiredString(),
  trading_name: requiredString(),
  contact_email: boundedString(INPUT_LIMITS.email).optional(),
  phone_number: boundedString(20).optional(),
});
