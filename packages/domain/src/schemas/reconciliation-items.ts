import { z } from 'zod';
import { RECONCILIATION_LIMITS } from '../reconciliation/limits';
import { VALIDATION_MESSAGES } from '../messages/common';
import { RECONCILIATION_ITEM_MESSAGES } from '../messages/reconciliation-items';
import {
  UNIDENTIFIED_ACQUIRER,
  type DivergenceStatus,
  type DivergenceType,
  type ItemStatus,
} from '../reconciliation/matching';
import { INPUT_LIMITS } from '../codes/limits';
import { exportColumnsSchema } from './exports';
import { listQuerySchema, queryFlagSchema, searchTextSchema, uuidSchema } from './common';
import { isoDateSchema, optionalIsoDate } from './dates';
import { decimalTextToCents } from './reconciliation-companies';
import { queryListOf } from './reconciliation-files';
import { LIST_SORTS, withSort } from './sort';

/**
 * The queries and actions of 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências'
 * (spec 4 §2.3-§2.6, §6, §8 'match'): one schema per call, used by the server and the forms.
 */

/** Spec 4 §2.2: the five item statuses, in the chips' order. */
export const RECONCILIATION_ITEM_STATUSES = [
  'conciliada',
  'divergente',
  'nao_encontrada',
  'aguardando',
  'a_liquidar',
] as const satisfies readonly ItemStatus[];
/** Spec 4 §2.4 'Conciliação': the filter's values ('todas' is no filter). */
export const RECONCILIATION_MATCH_TYPES = ['automatica', 'manual', 'sugerida'] as const;
export type ReconciliationMatchType = (typeof RECONCILIATION_MATCH_TYPES)[number];
/** Spec 4 §3.8: the five divergence types. */
export const DIVERGENCE_TYPES = [
  'liquidado_diferente',
  'pagamento_nao_encontrado',
  'credito_diferente',
  'credito_nao_encontrado',
  'credito_sem_origem',
] as const satisfies readonly DivergenceType[];
export const DIVERGENCE_STATUSES = [
  'pendente',
  'resolvida',
  'justificada',
] as const satisfies readonly DivergenceStatus[];
/** Spec 4 §3.8 'Motivo': the seven reasons a divergence is justified with. */
export const DIVERGENCE_REASONS = [
  'tarifa_bancaria',
  'credito_agrupado',
  'outra_conta',
  'ajuste_credenciadora',
  'cancelamento_chargeback',
  'arredondamento',
  'outros',
] as const;
export type DivergenceReason = (typeof DIVERGENCE_REASONS)[number];


// In a module of their own, without zod, so a screen that only checks them does not load the schemas.
export { matchNeedsJustification, RECONCILIATION_LIMITS } from '../reconciliation/limits';

const M = RECONCILIATION_ITEM_MESSAGES;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted ('2026-01-01'..'2026-01-01' is 1). */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * `date_from`/`date_to`: 'A data final precisa ser maior que a inicial' when the end comes
 * first, 'O período máximo é de 92 dias' beyond 92 days (spec 4 §6, [D9]); both messages on the end field.
 */
function periodRule(value: { date_from?: string | null; date_to?: string | null }, ctx: z.RefinementCtx) {
  const { date_from: from, date_to: to } = value;
  if (!from || !to) return;
  if (to < from)
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.endBeforeStart, path: ['date_to'] });
  else if (periodDays(from, to) > RECONCILIATION_LIMITS.periodMaxDays)
    ctx.addIssue({ code: 'custom', message: M.periodTooLong, path: ['date_to'] });
}

const text = searchTextSchema.optional().transform((v) => v || undefined);
const acquirerIds = z
  .union([z.string().max(2_000), z.array(z.string().max(40)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((x) => x !== ''))
  .pipe(
    z
      .array(
        z.union([
          z.literal(UNIDENTIFIED_ACQUIRER),
          z.string().max(12).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)),
        ]),
      )
      .max(100),
  )
  .optional();
const arrangementCodes = z
  .union([z.string().max(2_000), z.array(z.string().max(20)).max(100)])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((x) => x.trim().toUpperCase()).filter((x) => x !== ''),
  )
  .pipe(z.array(z.string().min(1).max(20)).max(100))
  .optional();

/** Spec 4 §8: the filters every reconciliation list shares. */
const commonFilters = listQuerySchema.extend({
  creditor_id: uuidSchema.optional(),
  company_id: uuidSchema.optional(),
  account_id: uuidSchema.optional(),
  acquirer_ids: acquirerIds,
  date_from: optionalIsoDate,
  date_to: optionalIsoDate,
  columns: exportColumnsSchema,
});

/** GET reconciliation/schedule (and /charts, /export): the date is the settlement date. */
export const reconciliationScheduleQuerySchema = withSort(
  commonFilters.extend({
    merchant_id: uuidSchema.optional(),
    arrangement_codes: arrangementCodes,
    contract: text,
    status: queryListOf(RECONCILIATION_ITEM_STATUSES),
    only_differences: queryFlagSchema,
  }),
  LIST_SORTS.reconciliationSchedule,
).superRefine(periodRule);
export type ReconciliationScheduleQuery = z.output<typeof reconciliationScheduleQuerySchema>;

/** GET reconciliation/bank (and /daily, /charts, /export): the day of the item. */
export const reconciliationBankQuerySchema = withSort(
  commonFilters.extend({
    status: queryListOf(RECONCILIATION_ITEM_STATUSES),
    match_type: z.enum(RECONCILIATION_MATCH_TYPES).optional(),
    only_differences: queryFlagSchema,
    view: z.enum(['conta', 'dia']).default('conta'),
  }),
  LIST_SORTS.reconciliationBank,
).superRefine(periodRule);
export type ReconciliationBankQuery = z.output<typeof reconciliationBankQuerySchema>;

const wholeNonNegative = z.coerce
  .number({ error: M.minAge })
  .int({ error: M.minAge })
  .min(0, { error: M.minAge })
  .max(100_000, { error: M.minAge });

/** GET reconciliation/divergences (and /summary, /export): the queue, pending ones by default. */
export const reconciliationDivergenceQuerySchema = withSort(
  commonFilters.extend({
    types: queryListOf(DIVERGENCE_TYPES),
    status: queryListOf(DIVERGENCE_STATUSES).transform((v) => (v && v.length ? v : ['pendente' as const])),
    min_difference: z
      .string()
      .max(20)
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const cents = decimalTextToCents(v);
        if (cents === null || cents < 0) {
          ctx.addIssue({ code: 'custom', message: M.minDifference });
          return z.NEVER;
        }
        return cents;
      }),
    age_min: wholeNonNegative.optional(),
    age_max: wholeNonNegative.optional(),
    reason_codes: queryListOf(DIVERGENCE_REASONS),
    item_id: uuidSchema.optional(),
  }),
  LIST_SORTS.reconciliationDivergences,
).superRefine(periodRule);
export type ReconciliationDivergenceQuery = z.output<typeof reconciliationDivergenceQuerySchema>;

const justification = z
  .string({ error: M.justification })
  .trim()
  .min(RECONCILIATION_LIMITS.justificationMin, { error: M.justification })
  .max(RECONCILIATION_LIMITS.justificationMax, { error: M.justification });

/** POST reconciliation/divergences/justify: 1 to 500 divergences, a reason and 10-500 characters. */
export const divergenceJustifySchema = z.object({
  ids: z.array(uuidSchema).min(1).max(RECONCILIATION_LIMITS.bulkJustifyMax, { error: M.bulkTooMany }),
  reason_code: z.enum(DIVERGENCE_REASONS, { error: M.chooseReason }),
  justification,
});
export type DivergenceJustifyInput = z.output<typeof divergenceJustifySchema>;

const members = z
  .array(uuidSchema)
  .min(1, { error: M.matchEmpty })
  .max(RECONCILIATION_LIMITS.matchMembersMax, { error: M.matchTooMany });

/**
 * POST reconciliation/matches: one account, items and lines of it (1-200 each). The
 * justification is optional here; whether the difference needs one is known only once the
 * amounts are read (the company's tolerance), and then 10-500 characters.
 */
export const manualMatchSchema = z.object({
  account_id: uuidSchema,
  item_ids: members,
  line_ids: z
    .array(z.coerce.number().int().min(1).max(INPUT_LIMITS.moneyMax))
    .min(1, { error: M.matchEmpty })
    .max(RECONCILIATION_LIMITS.matchMembersMax, { error: M.matchTooMany }),
  justification: z
    .union([z.literal(''), z.null(), justification])
    .optional()
    .transform((v) => v || null),
});
export type ManualMatchInput = z.output<typeof manualMatchSchema>;


/** GET reconciliation/candidates: the two lists of the manual match dialog. */
export const reconciliationCandidatesQuerySchema = z
  .object({
    account_id: uuidSchema,
    date_from: isoDateSchema,
    date_to: isoDateSchema,
    q: text,
  })
  .superRefine(periodRule);
export type ReconciliationCandidatesQuery = z.output<typeof reconciliationCandidatesQuerySchema>;
