import { z } from 'zod';
import { COMMITMENT_STATUSES, type CommitmentStatus } from '../codes/commitment-statuses';
import { RECONCILIATION_MONITORING_MESSAGES } from '../messages/reconciliation-monitoring';
import type { ContractSituation } from '../reconciliation/matching';
import { listQuerySchema, listResponseSchema, queryFlagSchema, searchTextSchema, uuidSchema } from './common';
import { optionalIsoDate } from './dates';
import { exportColumnsSchema } from './exports';
import { queryListOf } from './reconciliation-files';
import { RECONCILIATION_ITEM_STATUSES } from './reconciliation-items';
import { LIST_SORTS, withSort } from './sort';

/**
 * 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7, §8 'monitoring'): one row per commitment
 * installment registered as a contract. Money as decimal strings, percentages as one-decimal
 * strings ('97.4'), dates 'YYYY-MM-DD'.
 */

const M = RECONCILIATION_MONITORING_MESSAGES;

/** 'Situação', in the filter's order. */
export const CONTRACT_SITUATIONS = ['suficiente', 'insuficiente', 'em_excesso', 'quitado'] as const satisfies readonly ContractSituation[];
/** 'Cobertura do saldo devedor': [0,50), [50,80), [80,100), [100,110], above 110 (the 'Em excesso' line). */
export const COVERAGE_BANDS = ['0-50', '50-80', '80-100', '100-110', '110+'] as const;
export type CoverageBand = (typeof COVERAGE_BANDS)[number];
/** The bands' bounds in percent: min included; max included only for '100-110' (110 is not 'Em excesso'). */
export const COVERAGE_BAND_BOUNDS: Record<CoverageBand, { min: number; max: number | null }> = {
  '0-50': { min: 0, max: 50 },
  '50-80': { min: 50, max: 80 },
  '80-100': { min: 80, max: 100 },
  '100-110': { min: 100, max: 110 },
  '110+': { min: 110, max: null },
};
const COMMITMENT_STATUS_VALUES = COMMITMENT_STATUSES.map((s) => s.value) as [CommitmentStatus, ...CommitmentStatus[]];
/** 'Status do compromisso' default (spec 4 §8): the live commitments. */
export const MONITORING_DEFAULT_DEAL_STATUSES = ['aprovado', 'insuficiente', 'em_contestacao'] as const satisfies readonly CommitmentStatus[];

const coveragePercent = z
  .string()
  .max(10)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const n = Number(v.trim().replace(',', '.'));
    if (!Number.isFinite(n) || n < 0 || n > 1000) {
      ctx.addIssue({ code: 'custom', message: M.validation.coverageBelow });
      return z.NEVER;
    }
    return n;
  });

/** GET reconciliation/monitoring/contracts (and /summary, /export). */
export const monitoringContractsQuerySchema = withSort(
  listQuerySchema.extend({
    creditor_id: uuidSchema.optional(),
    /** The merchant's CNPJ/CPF, by its characters only. */
    document_number: searchTextSchema.optional().transform((v) => (v ? v.replace(/[^0-9A-Za-z]/g, '').toUpperCase() || undefined : undefined)),
    /** The commitment's code or external reference. */
    code: searchTextSchema.optional().transform((v) => v?.trim() || undefined),
    situations: queryListOf(CONTRACT_SITUATIONS),
    deal_status: queryListOf(COMMITMENT_STATUS_VALUES).transform((v) => (v && v.length ? v : [...MONITORING_DEFAULT_DEAL_STATUSES])),
    types: queryListOf(['1', '2', '3', '4'] as const).transform((v) => v?.map(Number)),
    strategy: z.enum(['0', '1']).optional().transform((v) => (v === undefined ? undefined : Number(v))),
    coverage_below: coveragePercent,
    coverage_band: z.enum(COVERAGE_BANDS).optional(),
    expiration_to: optionalIsoDate,
    near_expiry: queryFlagSchema,
    columns: exportColumnsSchema,
  }),
  LIST_SORTS.monitoringContracts,
);
export type MonitoringContractsQuery = z.output<typeof monitoringContractsQuerySchema>;

const money = z.string();
const day = z.string();

/** A row of 'Monitoramento dos Contratos' (spec 4 §2.9, figures of §4.7). */
export const monitoringContractResponseSchema = z.object({
  installment_id: z.string(),
  deal_id: z.string(),
  code: z.string(),
  installment: z.number(),
  external_reference: z.string(),
  contract_identifier: z.string().nullable(),
  creditor_id: z.string(),
  creditor_name: z.string(),
  merchant: z.object({ id: z.string(), name: z.string(), document: z.string() }),
  /** 1 Garantia … 4 Cobrança. */
  type: z.number(),
  /** 0 Performado, 1 Fumaça. */
  strategy: z.number(),
  deal_status: z.enum(COMMITMENT_STATUS_VALUES),
  contract_amount: money,
  requested_effect: money,
  applied_to_settle: money,
  to_constitute: money,
  settled: money,
  received_conciliated: money,
  debt: money,
  /** One decimal; null ('—') when nothing is owed. */
  coverage_percent: z.string().nullable(),
  min_percentage: z.string(),
  situation: z.enum(CONTRACT_SITUATIONS),
  due_date: day,
  /** Calendar days from the registry's date; negative once past. */
  days_to_due: z.number(),
  near_due: z.boolean(),
});
export type MonitoringContract = z.infer<typeof monitoringContractResponseSchema>;

export const monitoringContractTotalsResponseSchema = z.object({
  count: z.number(),
  contract_amount: money,
  requested_effect: money,
  applied_to_settle: money,
  to_constitute: money,
  settled: money,
  received_conciliated: money,
  debt: money,
  /** Σ efeito aplicado a liquidar ÷ Σ saldo devedor × 100, one decimal; null when no debt. */
  weighted_coverage: z.string().nullable(),
  insufficient_count: z.number(),
  /** Saldo > 0 and due within 30 days. */
  due_30_count: z.number(),
});
export const monitoringContractListResponseSchema = listResponseSchema(monitoringContractResponseSchema).extend({
  totals: monitoringContractTotalsResponseSchema,
});
export type MonitoringContractListResponse = z.infer<typeof monitoringContractListResponseSchema>;

/** GET reconciliation/monitoring/contracts/summary: the two charts, over the same filter. */
export const monitoringContractSummaryResponseSchema = z.object({
  /** Every band, in order, zero ones included; contracts with saldo > 0 only. */
  coverage_bands: z.array(z.object({ band: z.enum(COVERAGE_BANDS), count: z.number(), debt: money })),
  /** The weeks (Monday to Sunday) from today's to 90 days on, every week present, by situation. */
  expiry_weeks: z.array(
    z.object({ week_start: day, week_end: day, situation: z.enum(CONTRACT_SITUATIONS), count: z.number(), debt: money }),
  ),
});
export type MonitoringContractSummary = z.infer<typeof monitoringContractSummaryResponseSchema>;

const itemRef = z.object({ id: z.string(), status: z.enum(RECONCILIATION_ITEM_STATUSES) }).nullable();

/** GET reconciliation/monitoring/contracts/{installmentId}: the row and every UR it reaches. */
export const monitoringContractDetailResponseSchema = z.object({
  contract: monitoringContractResponseSchema,
  units: z.array(
    z.object({
      settlement_date: day,
      acquirer: z.object({ document: z.string(), name: z.string() }),
      arrangement: z.object({ code: z.string(), name: z.string().nullable() }),
      priority: z.number().nullable(),
      onerated: money,
      effect_applied: money,
      settled: money,
      effective_date: day.nullable(),
      /** The agenda item (its chip opens 'Conciliação de Agenda'); null when no run reached it. */
      agenda: itemRef,
      /** The bank item (its chip opens 'Conciliação Bancária'). */
      bank: itemRef,
    }),
  ),
});
export type MonitoringContractDetail = z.infer<typeof monitoringContractDetailResponseSchema>;
