import type pg from 'pg';
import { LIST_SORTS, sortOf, type ReconciliationDivergenceQuery } from '@lastro/domain';
import { orderOf, pageQuery, SqlFilter } from './sql-filter';

type Db = Pick<pg.Pool, 'query'>;

const SORT: Record<(typeof LIST_SORTS.reconciliationDivergences)[number], string> = {
  absDifference: 'abs(d.difference)',
  createdAt: 'd.created_at',
  referenceDate: 'd.reference_date',
  creditorName: 'cr.company_name',
  type: 'd.type',
  companyName: 'co.name',
  acquirer: 'acq.acquirer',
  expected: 'd.expected',
  found: 'd.found',
  difference: 'd.difference',
  status: 'd.status',
  updatedAt: 'd.updated_at',
};

export interface DivergenceRow {
  id: string;
  creditor_id: string;
  creditor_name: string;
  company_id: string | null;
  company_name: string | null;
  item_kind: 'agenda' | 'banco';
  item_id: string;
  type: string;
  reference_date: string;
  acquirer: string | null;
  acquirer_name: string | null;
  account_id: string | null;
  expected: string;
  found: string;
  difference: string;
  status: string;
  reason_code: string | null;
  justification: string | null;
  age_days: number;
  created_at: Date;
  updated_at: Date;
  updated_by_name: string | null;
}

export interface DivergenceScope {
  creditorId: string | null;
  acquirers?: string[] | undefined;
  today: string;
}

/** The joins of a divergence: its creditor, company, and its item's acquirer and account, whichever kind it is. */
const JOINS = {
  cr: 'join creditor_directory cr on cr.id = d.creditor_id',
  co: 'left join reconciliation_companies co on co.id = d.company_id',
  acq: `left join lateral (
    select coalesce(b.acquirer, s.acquirer) as acquirer, coalesce(b.account_id, s.account_id) as account_id
      from (select 1) one
      left join reconciliation_bank_items b on d.item_kind = 'banco' and b.id = d.item_id
      left join reconciliation_schedule_items s on d.item_kind = 'agenda' and s.id = d.item_id) acq on true`,
  aq: 'left join acquirer_directory aq on aq.document_number = acq.acquirer',
};

const COLUMNS = `d.id, d.creditor_id, cr.company_name as creditor_name, d.company_id, co.name as company_name, d.item_kind, d.item_id, d.type,
  d.reference_date::text, nullif(acq.acquirer, '') as acquirer, aq.acquirer_name, acq.account_id, d.expected::text, d.found::text,
  d.difference::text, d.status, d.reason_code, d.justification, (current_date - d.created_at::date)::int as age_days,
  d.created_at, d.updated_at, case when d.updated_by is null then null else
    (select e.actor_name from reconciliation_divergence_events e where e.divergence_id = d.id and e.actor_id = d.updated_by order by e.id desc limit 1) end as updated_by_name`;

/**
 * 'Divergências' (spec 4 §2.6): the queue ordered by |diferença| then age [D15] on the queue
 * indexes of migration 0994, its totals and summary over the same filter, one record, its history.
 */
export function createDivergencesRepository(db: Db) {
  function filterOf(q: ReconciliationDivergenceQuery, s: DivergenceScope): SqlFilter {
    const f = new SqlFilter();
    f.and(s.creditorId && `d.creditor_id = ${f.param(s.creditorId)}`)
      .and(q.company_id && `d.company_id = ${f.param(q.company_id)}`)
      .and(q.status?.length === 1 && `d.status = ${f.param(q.status[0])}`)
      // One status (the queue's 'pendente' by default) as an equality, so the queue index gives the order.
      .and(q.status && q.status.length > 1 && `d.status = any(${f.param(q.status)}::text[])`)
      .and(q.types?.length && `d.type = any(${f.param(q.types)}::text[])`)
      .and(q.date_from && `d.reference_date >= ${f.param(q.date_from)}::date`)
      .and(q.date_to && `d.reference_date <= ${f.param(q.date_to)}::date`)
      .and(q.min_difference !== undefined && `abs(d.difference) >= ${f.param(q.min_difference)}::bigint`)
      .and(q.age_min !== undefined && `d.created_at < (current_date - ${f.param(q.age_min)}::int + 1)::timestamptz`)
      .and(q.age_max !== undefined && `d.created_at >= (current_date - ${f.param(q.age_max)}::int)::timestamptz`)
      .and(q.reason_codes?.length && `d.reason_code = any(${f.param(q.reason_codes)}::text[])`)
      .and(q.item_id && `d.item_id = ${f.param(q.item_id)}`);
    if (q.account_id) {
      const account = f.param(q.account_id);
      f.and(`(d.item_id in (select id from reconciliation_bank_items where account_id = ${account}) or d.item_id in (select id from reconciliation_schedule_items where account_id = ${account}))`);
    }
    if (s.acquirers) {
      const acquirers = f.param(s.acquirers);
      f.and(`(d.item_id in (select id from reconciliation_bank_items where acquirer = any(${acquirers}::text[])) or d.item_id in (select id from reconciliation_schedule_items where acquirer = any(${acquirers}::text[])))`);
    }
    return f;
  }

  /** The rows of a filter (`where` on the divergence alone), every join made. */
  const select = (where: string) => `select ${COLUMNS} from reconciliation_divergences d ${Object.values(JOINS).join('\n')} ${where}`;

  return {
    async page(q: ReconciliationDivergenceQuery, s: DivergenceScope): Promise<DivergenceRow[]> {
      const f = filterOf(q, s);
      const order = orderOf(SORT, sortOf(q, LIST_SORTS.reconciliationDivergences), 'abs(d.difference) desc, d.created_at asc', 'd.id');
      const window = `limit ${f.param(q.limit)} offset ${f.param(q.offset)}`;
      const { rows } = await db.query<DivergenceRow>(
        pageQuery({ columns: COLUMNS, table: 'reconciliation_divergences', alias: 'd', joins: JOINS, where: f.where, order, window }),
        f.params,
      );
      return rows;
    },

    async totals(q: ReconciliationDivergenceQuery, s: DivergenceScope) {
      const f = filterOf(q, s);
      const { rows } = await db.query<{ count: number; expected: string; found: string; difference: string; abs_difference: string }>(
        `select count(*)::int as count, coalesce(sum(d.expected), 0)::text as expected, coalesce(sum(d.found), 0)::text as found,
                coalesce(sum(d.difference), 0)::text as difference, coalesce(sum(abs(d.difference)), 0)::text as abs_difference
           from reconciliation_divergences d ${f.where}`,
        f.params,
      );
      return rows[0]!;
    },

    /**
     * The summary's figures: the pending ones (the filter's other fields apply, its status is
     * the KPI's), by age band and type; resolved and justified in the last 30 days.
     */
    async summary(q: ReconciliationDivergenceQuery, s: DivergenceScope) {
      const f = filterOf({ ...q, status: undefined } as unknown as ReconciliationDivergenceQuery, s);
      const { rows } = await db.query<{ kind: string; key: string; count: number; abs_difference: string; oldest: number | null }>(
        `with scoped as (select d.* from reconciliation_divergences d ${f.where})
         select 'pending' as kind, '' as key, count(*)::int as count, coalesce(sum(abs(difference)), 0)::text as abs_difference,
                max(current_date - created_at::date)::int as oldest from scoped where status = 'pendente'
         union all
         select 'age', (current_date - created_at::date)::text, count(*)::int, sum(abs(difference))::text, null
           from scoped where status = 'pendente' group by 2
         union all
         select 'type', type, count(*)::int, sum(abs(difference))::text, null from scoped where status = 'pendente' group by 2
         union all
         select 'resolved', '', count(*)::int, '0', null from scoped where status = 'resolvida' and resolved_at >= now() - interval '30 days'
         union all
         select 'justified', '', count(*)::int, '0', null from scoped where status = 'justificada' and justified_at >= now() - interval '30 days'`,
        f.params,
      );
      return rows;
    },

    /**
     * The home's figure: the pending divergences (all creditors' when null), count and Σ |diferença|,
     * as the writes keep them per creditor (migration 0998).
     */
    async pendingTotals(creditorId: string | null): Promise<{ count: number; abs_difference: string }> {
      const { rows } = await db.query<{ count: number; abs_difference: string }>(
        `select coalesce(sum(pending), 0)::int as count, coalesce(sum(pending_abs), 0)::text as abs_difference
           from reconciliation_divergence_totals ${creditorId ? 'where creditor_id = $1' : ''}`,
        creditorId ? [creditorId] : [],
      );
      return rows[0]!;
    },

    async find(id: string): Promise<DivergenceRow | undefined> {
      const f = new SqlFilter();
      const { rows } = await db.query<DivergenceRow>(select(`where d.id = ${f.param(id)}`), f.params);
      return rows[0];
    },

    async history(id: string, limit: number) {
      const { rows } = await db.query<{
        id: string;
        event: string;
        from_status: string | null;
        to_status: string;
        reason_code: string | null;
        text: string;
        amount_before: string | null;
        amount_after: string | null;
        actor_name: string | null;
        created_at: Date;
      }>(
        `select id::text, event, from_status, to_status, reason_code, text, amount_before::text, amount_after::text, actor_name, created_at
           from reconciliation_divergence_events where divergence_id = $1 order by created_at desc, id desc limit $2`,
        [id, limit],
      );
      return rows;
    },
  };
}

export type DivergencesRepository = ReturnType<typeof createDivergencesRepository>;
