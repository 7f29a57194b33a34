import { z } from 'zod';
import { listResponseSchema } from './common';
import { DIVERGENCE_REASONS, DIVERGENCE_STATUSES, DIVERGENCE_TYPES, RECONCILIATION_ITEM_STATUSES } from './reconciliation-items';

/**
 * The answers of 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4
 * §2.3-§2.6, §8 'match'): money as decimal strings ('1234.56'), dates 'YYYY-MM-DD', instants ISO.
 * Lists are the seed's shape plus `totals`, computed over the whole filtered set [D3].
 */
const money = z.string();
const day = z.string();
const status = z.enum(RECONCILIATION_ITEM_STATUSES);
const divergenceType = z.enum(DIVERGENCE_TYPES);
/** '{código} {banco} · ag {agência} · cc {conta}-{dígito} — {empresa}' and its id. */
const accountRef = z.object({ id: z.string(), label: z.string() });
/** An acquirer by its CNPJ; document null is 'Não identificada'. */
const acquirerRef = z.object({ document: z.string().nullable(), name: z.string() });
const waitingReason = z.enum(['liquidacao', 'extrato', 'tolerancia']).nullable();
const justified = z.object({ reason_code: z.enum(DIVERGENCE_REASONS), text: z.string(), by_name: z.string().nullable(), at: z.string() }).nullable();

/** A row of 'Conciliação de Agenda': one effect of the creditor on a UR [D7]. */
export const scheduleItemResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  company_id: z.string().nullable(),
  settlement_date: day,
  merchant: z.object({ name: z.string().nullable(), document: z.string() }),
  acquirer: acquirerRef,
  arrangement: z.object({ code: z.string(), name: z.string().nullable() }),
  /** The commitment and installment; deal_id null for a contract the product does not know ('{identificador} (não cadastrado)'). */
  contract: z.object({
    identifier: z.string(),
    deal_id: z.string().nullable(),
    code: z.string().nullable(),
    installment: z.number().nullable(),
    installments_total: z.number().nullable(),
  }),
  account: accountRef.nullable(),
  expected: money,
  settled: money,
  effective_date: day.nullable(),
  /** 'Data efetiva' after 'Data de liquidação' (amber). */
  effective_late: z.boolean(),
  difference: money,
  /** |diferença| beyond the company's tolerance (bold). */
  beyond_tolerance: z.boolean(),
  status,
  differs: z.array(z.enum(['valor', 'data', 'domicilio'])),
  waiting_reason: waitingReason,
  divergence_types: z.array(divergenceType),
  justification: justified,
});
export type ScheduleItem = z.infer<typeof scheduleItemResponseSchema>;

export const scheduleTotalsResponseSchema = z.object({
  expected: money,
  settled: money,
  /** liquidado − previsto over the items dated up to today. */
  difference: money,
  /** One decimal ('97.4'), null when no item is decided. */
  conciliated_percent: z.string().nullable(),
  pending_divergences: z.number(),
});
export const scheduleListResponseSchema = listResponseSchema(scheduleItemResponseSchema).extend({ totals: scheduleTotalsResponseSchema });
export type ScheduleListResponse = z.infer<typeof scheduleListResponseSchema>;

export const scheduleChartsResponseSchema = z.object({
  by_date: z.array(z.object({ date: day, status, expected: money })),
  by_status: z.array(z.object({ status, count: z.number() })),
});

const matchRef = z
  .object({
    id: z.string(),
    kind: z.enum(['automatica', 'manual']),
    from_suggestion: z.boolean(),
    by_name: z.string().nullable(),
    at: z.string(),
    justification: z.string().nullable(),
  })
  .nullable();
const suggestionRef = z
  .object({
    id: z.string(),
    line: z.object({ id: z.number(), posted_date: day, description: z.string(), amount: money }),
    difference: money,
  })
  .nullable();

/** A row of 'Conciliação Bancária' ('Por conta'): an account, acquirer and day [D10]. */
export const bankItemResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  account: accountRef,
  date: day,
  acquirer: acquirerRef,
  expected: money,
  settled: money,
  credited: money,
  credited_date: day.nullable(),
  credited_late: z.boolean(),
  diff_settled: money,
  diff_credited: money,
  status,
  waiting_reason: waitingReason,
  /** 'Liquidado diferente do previsto (ver Agenda)'. */
  see_agenda: z.boolean(),
  divergence_types: z.array(divergenceType),
  match: matchRef,
  suggestion: suggestionRef,
});
export type BankItem = z.infer<typeof bankItemResponseSchema>;

export const bankTotalsResponseSchema = z.object({
  expected: money,
  settled: money,
  credited: money,
  /** creditado − liquidado over the items dated up to today. */
  difference: money,
  conciliated_percent: z.string().nullable(),
});
export const bankListResponseSchema = listResponseSchema(bankItemResponseSchema).extend({ totals: bankTotalsResponseSchema });
export type BankListResponse = z.infer<typeof bankListResponseSchema>;

/** 'Por dia': unpaged, at most 92 rows [D11]. */
export const bankDailyResponseSchema = z.object({
  results: z.array(
    z.object({
      date: day,
      expected: money,
      settled: money,
      credited: money,
      day_difference: money,
      running_difference: money,
      other_entries: money,
      /** Only when exactly one account is filtered. */
      closing_balance: money.nullable(),
      conciliated_percent: z.string().nullable(),
    }),
  ),
  totals: bankTotalsResponseSchema,
});
export type BankDailyRow = z.infer<typeof bankDailyResponseSchema>['results'][number];

export const bankChartsResponseSchema = z.object({
  by_date: z.array(z.object({ date: day, expected: money, settled: money, credited: money, running_difference: money, forecast: z.boolean() })),
  by_acquirer: z.array(z.object({ acquirer: acquirerRef, status, amount: money })),
});

/** A row of 'Divergências'. */
export const divergenceResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  item_kind: z.enum(['agenda', 'banco']),
  item_id: z.string(),
  type: divergenceType,
  reference_date: day,
  acquirer: acquirerRef.nullable(),
  account: accountRef.nullable(),
  expected: money,
  found: money,
  /** encontrado − esperado. */
  difference: money,
  status: z.enum(DIVERGENCE_STATUSES),
  reason_code: z.enum(DIVERGENCE_REASONS).nullable(),
  justification: z.string().nullable(),
  /** Calendar days since it was created; not restarted on reopening. */
  age_days: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Null: 'Sistema'. */
  updated_by_name: z.string().nullable(),
});
export type Divergence = z.infer<typeof divergenceResponseSchema>;

export const divergenceListResponseSchema = listResponseSchema(divergenceResponseSchema).extend({
  // The footer row sums each column as the rows show it (check 5); the queue's |diferença| is the KPI's.
  totals: z.object({ count: z.number(), expected: money, found: money, difference: money, abs_difference: money }),
});

export const divergenceSummaryResponseSchema = z.object({
  kpis: z.object({
    pending_count: z.number(),
    pending_abs_difference: money,
    oldest_days: z.number().nullable(),
    resolved_30_days: z.number(),
    justified_30_days: z.number(),
  }),
  /** '0-2 dias' … 'Mais de 30 dias': max null for the last band. */
  aging: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number(), abs_difference: money })),
  by_type: z.array(z.object({ type: divergenceType, count: z.number(), abs_difference: money })),
});

export const divergenceEventResponseSchema = z.object({
  id: z.number(),
  event: z.enum(['criada', 'valor_atualizado', 'justificada', 'resolvida_automaticamente', 'resolvida_conciliacao', 'reaberta']),
  from_status: z.enum(DIVERGENCE_STATUSES).nullable(),
  to_status: z.enum(DIVERGENCE_STATUSES),
  reason_code: z.enum(DIVERGENCE_REASONS).nullable(),
  text: z.string(),
  amount_before: money.nullable(),
  amount_after: money.nullable(),
  /** Null: 'por Sistema'. */
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const divergenceJustifyResponseSchema = z.object({
  updated: z.number(),
  skipped: z.array(z.object({ id: z.string(), message: z.string() })),
});

export const manualMatchResponseSchema = z.object({ match_id: z.string(), difference: money });

/** GET reconciliation/candidates: 'Liquidado sem crédito' and 'Lançamentos sem conciliação' of one account. */
export const reconciliationCandidatesResponseSchema = z.object({
  /** The company's tolerance: beyond it the match needs a justification (§2.4.2). */
  tolerance_amount: money,
  left: z.array(z.object({ id: z.string(), date: day, acquirer: acquirerRef, settled: money, credited: money })),
  right: z.array(
    z.object({
      id: z.number(),
      posted_date: day,
      description: z.string(),
      document_id: z.string().nullable(),
      amount: money,
      /** 'recebivel_cartao' or 'outro' (null: not classified). */
      classification: z.string().nullable(),
    }),
  ),
});
export type ReconciliationCandidates = z.infer<typeof reconciliationCandidatesResponseSchema>;
