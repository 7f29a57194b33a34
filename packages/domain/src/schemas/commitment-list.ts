import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { COMMITMENT_STATUS_ALL, COMMITMENT_STATUSES, type CommitmentStatus } from '../codes/commitment-statuses';
import { STRATEGY_FILTER_OPTIONS } from '../codes/modalities';
import { COMMITMENT_LIST_MESSAGES as M } from '../messages/commitments-list';
import { VALIDATION_MESSAGES } from '../messages/common';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, listQuerySchema, uuidSchema } from './common';

/** At most this many codes in one search (the codes filter is a short list typed by hand). */
export const COMMITMENT_CODES_MAX = 50;

const STATUS_VALUES = [COMMITMENT_STATUS_ALL, ...COMMITMENT_STATUSES.map((s) => s.value)] as [string, ...string[]];

const optionalText = boundedString(INPUT_LIMITS.search)
  .optional()
  .transform((v) => v || undefined);

/** Splits the codes typed in the filter (comma, semicolon, space or new line between them). */
export function splitCommitmentCodes(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,;]+/).filter(Boolean))];
}

/**
 * The status filter: one value, a comma-separated list or a repeated parameter, each among
 * 'todos' and the ten statuses; 'todos' (the default) or nothing means every status. The
 * answer is the statuses to match, or undefined for all.
 */
const statusFilterSchema = z
  .union([z.string().max(INPUT_LIMITS.search, { error: M.invalidStatus }), z.array(z.string().max(INPUT_LIMITS.search, { error: M.invalidStatus })).max(STATUS_VALUES.length, { error: M.invalidStatus })])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.enum(STATUS_VALUES, { error: M.invalidStatus })).max(STATUS_VALUES.length, { error: M.invalidStatus }))
  .transform((values): CommitmentStatus[] | undefined =>
    values.length === 0 || values.includes(COMMITMENT_STATUS_ALL) ? undefined : ([...new Set(values)] as CommitmentStatus[]),
  );

const booleanText = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/**
 * Filters of the COMPROMISSOS list (GET deals) and of its export: CNPJ/CPF (prefix, mask
 * stripped), codes (exact, several) or grouping (the commitments' shared title, contains) —
 * never both —, status (default todos), modality (default = performed, smoke), supplier
 * (administrators; a creditor user is always held to its own) and collateral (gcap).
 */
const listFilterShape = {
    document: optionalText.transform((v) => (v ? stripTaxIdMask(v) || undefined : undefined)),
    codes: z
      .string()
      .max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded })
      .optional()
      .transform((v) => splitCommitmentCodes(v))
      .pipe(z.array(z.string().max(INPUT_LIMITS.search, { error: VALIDATION_MESSAGES.maxLengthExceeded })).max(COMMITMENT_CODES_MAX, { error: M.tooManyCodes })),
    grouping: optionalText,
    status: statusFilterSchema,
    modality: z
      .enum(STRATEGY_FILTER_OPTIONS.map((o) => o.value) as ['default', 'smoke'], { error: M.invalidModality })
      .default('default'),
    creditor_id: z
      .union([uuidSchema, z.literal('')])
      .optional()
      .transform((v) => v || undefined),
    gcap: booleanText,
    /** The screens' export flag (spec 2 §7): the export route is its own, the flag changes nothing. */
    export: z.string().max(10).optional(),
};

/** Codes and grouping are mutually exclusive (the screen clears one when the other is filled). */
export const codesOrGrouping = <S extends z.ZodType<{ codes: string[]; grouping?: string | undefined }>>(schema: S): S =>
  schema.refine((f) => !(f.codes.length > 0 && f.grouping), { error: M.codesOrGrouping, path: ['codes'] }) as unknown as S;

export const commitmentListFiltersSchema = codesOrGrouping(z.object(listFilterShape));
export type CommitmentListFilters = z.output<typeof commitmentListFiltersSchema>;

/**
 * GET deals: the filters and paging. The route adds the sort parameters (withSort) and then
 * codesOrGrouping, which a plain object's shape would not carry through withSort.
 */
export const commitmentListQuerySchema = z.object({ ...listQuerySchema.shape, ...listFilterShape });
export type CommitmentListQuery = z.output<typeof commitmentListQuerySchema>;

/**
 * Filters of the SOLICITAÇÕES tab (GET deals/requests): commitments waiting for approval
 * (a_aprovar), with the same CNPJ, codes/grouping, modality and supplier filters.
 */
const { status: _status, gcap: _gcap, ...requestFilterShape } = listFilterShape;
export const commitmentRequestFiltersSchema = codesOrGrouping(z.object(requestFilterShape));
export type CommitmentRequestFilters = z.output<typeof commitmentRequestFiltersSchema>;
export const commitmentRequestQuerySchema = z.object({ ...listQuerySchema.shape, ...requestFilterShape });
export type CommitmentRequestQuery = z.output<typeof commitmentRequestQuerySchema>;

const dateOnly = z.string().nullable();

/** A row of COMPROMISSOS (spec 2 §3 "Commitment list row"); money in reais, status its number. */
export const commitmentListRowResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  trading_name: z.string(),
  creditor_id: z.string(),
  creditor_company_name: z.string(),
  partnership: z.string().nullable(),
  merchant_id: z.string(),
  merchant_trading_name: z.string(),
  merchant_document_number: z.string(),
  type: z.number(),
  contract_type: z.number(),
  strategy: z.number(),
  installment: z.number(),
  amount: z.number(),
  created_at: z.string(),
  expiration_date: dateOnly,
  status: z.number(),
  status_description: z.string(),
  status_message: z.string().nullable(),
  execution_date: z.string(),
  execution_date_end: z.string(),
  description: z.string(),
  code: z.string(),
  gcap: z.boolean(),
});
export type CommitmentListRow = z.infer<typeof commitmentListRowResponseSchema>;

/** A row of SOLICITAÇÕES (spec 2 §3 "Commitment request list row"): reference_id is the commitment's id. */
export const commitmentRequestRowResponseSchema = z.object({
  reference_id: z.string(),
  creditor_id: z.string(),
  creditor_trading_name: z.string(),
  partnership: z.string().nullable(),
  merchant_trading_name: z.string(),
  merchant_document_number: z.string(),
  amount: z.number(),
  status: z.number(),
  status_description: z.string(),
  deal: z.object({
    title: z.string(),
    installment: z.number(),
    code: z.string(),
    min_percentage: z.number(),
    created_at: z.string(),
    expiration_date: dateOnly,
    due_date: dateOnly,
    execution_date: z.string(),
    type: z.number(),
  }),
});
export type CommitmentRequestRow = z.infer<typeof commitmentRequestRowResponseSchema>;

const resultSet = z.object({ offset: z.number(), limit: z.number(), count: z.number() });

/** The deals list carries its rows under `data` (spec 2 §3). */
export const commitmentListResponseSchema = z.object({ data: z.array(commitmentListRowResponseSchema), metadata: z.object({ resultset: resultSet }) });
export const commitmentRequestListResponseSchema = z.object({
  data: z.array(commitmentRequestRowResponseSchema),
  metadata: z.object({ resultset: resultSet }),
});
