import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';
import { MONITORING_REPORT_MESSAGES } from '../messages/reconciliation-monitoring';
import { RECONCILIATION_LIMITS } from '../reconciliation/limits';
import { uuidSchema } from './common';
import { optionalIsoDate, requiredIsoDate } from './dates';
import { exportColumnsSchema } from './exports';
import { RECONCILIATION_FILE_STATUSES } from './reconciliation-files';
import { periodDays } from './reconciliation-items';
import { LIST_SORTS, withSort } from './sort';

/**
 * 'Relatório de Monitoramento' (spec 4 §2.10, §4.8, §8 'monitoring'): admin only. Percentages are
 * one-decimal strings, null when nothing is decided; money decimal strings.
 */

/** The default period: the last 30 days up to the registry's date. */
export const MONITORING_REPORT_DEFAULT_DAYS = 30;

const creditorIds = z
  .union([z.string().max(4_000), z.array(z.string().max(40)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((x) => x !== ''))
  .pipe(z.array(uuidSchema).max(100))
  .optional();

/** GET reconciliation/monitoring/report (and /export: the table 'Por fornecedor'). */
export const monitoringReportQuerySchema = withSort(
  z.object({
    date_from: optionalIsoDate,
    date_to: optionalIsoDate,
    creditor_ids: creditorIds,
    columns: exportColumnsSchema,
  }),
  LIST_SORTS.monitoringReport,
).superRefine((value, ctx) => {
  const { date_from: from, date_to: to } = value;
  if (!from || !to) return;
  if (to < from) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.endBeforeStart, path: ['date_to'] });
  else if (periodDays(from, to) > RECONCILIATION_LIMITS.periodMaxDays)
    ctx.addIssue({ code: 'custom', message: MONITORING_REPORT_MESSAGES.periodTooLong, path: ['date_to'] });
});
export type MonitoringReportQuery = z.output<typeof monitoringReportQuerySchema>;

const percent = z.string().nullable();
const money = z.string();

export const monitoringReportCreditorResponseSchema = z.object({
  creditor_id: z.string(),
  creditor_name: z.string(),
  conciliated_percent: percent,
  pending_count: z.number(),
  pending_amount: money,
  oldest_days: z.number().nullable(),
  failed_files: z.number(),
  insufficient_contracts: z.number(),
});
export type MonitoringReportCreditor = z.infer<typeof monitoringReportCreditorResponseSchema>;

export const monitoringReportResponseSchema = z.object({
  /** The period answered (the defaults filled in). */
  period: z.object({ date_from: z.string(), date_to: z.string() }),
  kpis: z.object({
    conciliated_percent: percent,
    pending_count: z.number(),
    /** Σ |diferença| of the pending divergences. */
    pending_amount: money,
    oldest_days: z.number().nullable(),
    failed_files: z.number(),
    insufficient_contracts: z.number(),
  }),
  /** Every day of the period, in order; null where no bank item was decided that day. */
  daily: z.array(z.object({ date: z.string(), conciliated_percent: percent })),
  /** 'Por fornecedor', in the query's sort (default by name). */
  creditors: z.array(monitoringReportCreditorResponseSchema),
  /** The last 20 files rejected or waiting for a link or a confirmation. */
  failed_files: z.array(
    z.object({
      id: z.string(),
      received_at: z.string(),
      creditor_id: z.string(),
      creditor_name: z.string(),
      name: z.string(),
      status: z.enum(RECONCILIATION_FILE_STATUSES),
      message: z.string().nullable(),
    }),
  ),
  /** The panel 'Registradora simulada': enabled only while the offline sandbox is the registry. */
  sandbox: z.object({ enabled: z.boolean(), today: z.string(), next_day: z.string().nullable() }),
});
export type MonitoringReportResponse = z.infer<typeof monitoringReportResponseSchema>;

/**
 * 'Executar processamento diário' (spec 4 §2.10 item 5): the day the admin confirmed, so a
 * second click on a stale page does not advance the registry twice; answered 202 with the job
 * that ticks (progress, then a notification).
 */
export const monitoringReportTickBodySchema = z.object({ ate: requiredIsoDate() });
export const monitoringReportTickResponseSchema = z.object({ job_id: z.string(), ate: z.string() });
export type MonitoringReportTickResponse = z.infer<typeof monitoringReportTickResponseSchema>;
