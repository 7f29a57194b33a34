import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

/** The statuses of a file that failed or waits for someone (spec 4 §2.10 item 4). */
export const FAILED_FILE_STATUSES = ['rejeitado', 'aguardando_vinculo', 'aguardando_confirmacao'] as const;

/** A bank item's weight in '% conciliado' (spec 4 §4.8): the largest of its previsto, liquidado and creditado. */
const WEIGHT = 'greatest(abs(i.expected), abs(i.settled), abs(i.credited))';
const DONE = `coalesce(sum(${WEIGHT}) filter (where i.status = 'conciliada'), 0)`;
const DECIDED = `coalesce(sum(${WEIGHT}) filter (where i.status not in ('aguardando', 'a_liquidar')), 0)`;

/**
 * done ÷ decided × 100 with one decimal, rounded half to even as the domain's percentReconciled
 * rounds (Postgres' round() goes half away from zero); null when nothing is decided.
 */
export function percentSql(done: string, decided: string): string {
  const scaled = `(${done})::numeric * 1000`;
  const q = `div(${scaled}, (${decided})::numeric)`;
  const twiceRest = `2 * mod(${scaled}, (${decided})::numeric)`;
  return `case when (${decided}) = 0 then null else
    ((${q} + case when ${twiceRest} > (${decided}) or (${twiceRest} = (${decided}) and mod(${q}, 2) = 1) then 1 else 0 end) / 10.0)::numeric(8, 1)::text end`;
}

export interface ReportScope {
  dateFrom: string;
  dateTo: string;
  /** Null: every creditor. */
  creditorIds: string[] | null;
  /** Creditors with insufficient contracts: listed even without a company in reconciliation. */
  alsoCreditors: string[];
}

export interface CreditorFiguresRow {
  creditor_id: string;
  creditor_name: string;
  done_weight: string;
  decided_weight: string;
  conciliated_percent: string | null;
  pending_count: number;
  pending_amount: string;
  oldest_days: number | null;
  failed_files: number;
}

export interface FailedFileRow {
  id: string;
  received_at: string;
  creditor_id: string;
  creditor_name: string;
  name: string;
  status: (typeof FAILED_FILE_STATUSES)[number];
  message: string | null;
}

/**
 * The report's aggregates (spec 4 §2.10, §4.8), each one grouped scan of its table: bank items
 * decided in the period, divergences pending with a reference date in the period (as the
 * 'Divergências' queue filters them), files failed or waiting whenever received (a work queue).
 */
export function createMonitoringReportRepository(db: Db) {
  const creditorFilter = (column: string, ids: string | null) => (ids ? `and ${column} = any(${ids}::uuid[])` : '');

  return {
    /** One row per creditor with a company in reconciliation (or in `alsoCreditors`), by name. */
    async byCreditor(s: ReportScope): Promise<CreditorFiguresRow[]> {
      const ids = s.creditorIds ? '$5' : null;
      const { rows } = await db.query<CreditorFiguresRow>(
        `with items as (
           select i.creditor_id, ${DONE} as done, ${DECIDED} as decided
             from reconciliation_bank_items i
            where i.date between $1::date and $2::date ${creditorFilter('i.creditor_id', ids)}
            group by i.creditor_id),
         pending as (
           select d.creditor_id, count(*)::int as n, sum(abs(d.difference)) as amount, max(current_date - d.created_at::date)::int as oldest
             from reconciliation_divergences d
            where d.status = 'pendente' and d.reference_date between $1::date and $2::date ${creditorFilter('d.creditor_id', ids)}
            group by d.creditor_id),
         failed as (
           select f.creditor_id, count(*)::int as n
             from reconciliation_files f
            where f.status = any($3::text[]) ${creditorFilter('f.creditor_id', ids)}
            group by f.creditor_id)
         select cr.id as creditor_id, cr.company_name as creditor_name,
                coalesce(items.done, 0)::text as done_weight, coalesce(items.decided, 0)::text as decided_weight,
                ${percentSql('coalesce(items.done, 0)', 'coalesce(items.decided, 0)')} as conciliated_percent,
                coalesce(pending.n, 0) as pending_count, coalesce(pending.amount, 0)::text as pending_amount,
                pending.oldest as oldest_days, coalesce(failed.n, 0) as failed_files
           from creditor_directory cr
           left join items on items.creditor_id = cr.id
           left join pending on pending.creditor_id = cr.id
           left join failed on failed.creditor_id = cr.id
          where (exists (select 1 from reconciliation_companies co where co.creditor_id = cr.id) or cr.id = any($4::uuid[]))
            ${creditorFilter('cr.id', ids)}
          order by cr.company_name, cr.id`,
        [s.dateFrom, s.dateTo, FAILED_FILE_STATUSES, s.alsoCreditors, ...(s.creditorIds ? [s.creditorIds] : [])],
      );
      return rows;
    },

    /** '% conciliado' of each day of the period, every day present (null where nothing was decided). */
    async daily(s: Omit<ReportScope, 'alsoCreditors'>): Promise<{ date: string; conciliated_percent: string | null }[]> {
      const ids = s.creditorIds ? '$3' : null;
      const { rows } = await db.query<{ date: string; conciliated_percent: string | null }>(
        `with by_day as (
           select i.date, ${DONE} as done, ${DECIDED} as decided
             from reconciliation_bank_items i
            where i.date between $1::date and $2::date ${creditorFilter('i.creditor_id', ids)}
            group by i.date)
         select d::date::text as date, ${percentSql('coalesce(by_day.done, 0)', 'coalesce(by_day.decided, 0)')} as conciliated_percent
           from generate_series($1::date, $2::date, interval '1 day') d
           left join by_day on by_day.date = d::date
          order by d`,
        s.creditorIds ? [s.dateFrom, s.dateTo, s.creditorIds] : [s.dateFrom, s.dateTo],
      );
      return rows;
    },

    /** The last `limit` files rejected or waiting for a link or a confirmation, newest first. */
    async failedFiles(creditorIds: string[] | null, limit: number): Promise<FailedFileRow[]> {
      const { rows } = await db.query<FailedFileRow>(
        `select f.id, to_char(f.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at, f.creditor_id,
                cr.company_name as creditor_name, f.name, f.status, f.message
           from reconciliation_files f
           join creditor_directory cr on cr.id = f.creditor_id
          where f.status = any($1::text[]) ${creditorFilter('f.creditor_id', creditorIds ? '$3' : null)}
          order by f.received_at desc, f.id desc
          limit $2`,
        creditorIds ? [FAILED_FILE_STATUSES, limit, creditorIds] : [FAILED_FILE_STATUSES, limit],
      );
      return rows;
    },
  };
}

export type MonitoringReportRepository = ReturnType<typeof createMonitoringReportRepository>;
