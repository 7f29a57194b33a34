import type pg from 'pg';
import { LIST_SORTS, sortOf, type MonitoringContractsQuery, type SortDirection } from '@lastro/domain';
import { BAND, contractCount, filteredFigures, SORT_COLUMNS, type ContractScope, type MonitoringFilters } from './contract-figures.sql';

type Db = Pick<pg.Pool, 'query'>;

/** A contract's row as SQL computes it (money in cents, as text: bigint). */
export interface ContractRow {
  installment_id: string;
  deal_id: string;
  code: string;
  installment: number;
  external_reference: string;
  contract_identifier: string | null;
  creditor_id: string;
  creditor_name: string;
  merchant_id: string;
  merchant_company_name: string;
  merchant_document_number: string;
  type: number;
  strategy: number;
  deal_status: number;
  min_percentage: string;
  contract_amount: string;
  requested_effect: string;
  applied: string;
  to_constitute: string;
  settled: string;
  received: string;
  debt: string;
  due_date: string;
  coverage_tenths: string | null;
  situation: 'suficiente' | 'insuficiente' | 'em_excesso' | 'quitado';
  days_to_due: number;
}

export interface ContractTotalsRow {
  count: number;
  contract_amount: string;
  requested_effect: string;
  applied: string;
  to_constitute: string;
  settled: string;
  received: string;
  debt: string;
  insufficient_count: number;
  due_30_count: number;
}

export interface UnitRow {
  settlement_date: string;
  acquirer_document: string;
  acquirer_name: string | null;
  arrangement: string;
  arrangement_name: string | null;
  priority: number | null;
  onerated: string;
  effect_applied: string;
  settled: string;
  effective_date: string | null;
  agenda_id: string | null;
  agenda_status: string | null;
  bank_id: string | null;
  bank_status: string | null;
}

/**
 * The default order (spec 4 §2.9): coverage ascending, the riskiest first; the quitados and the
 * contracts owing nothing last in either direction; the installment id breaks ties. `reversed`:
 * the same order read from its end (every term flipped, nulls first).
 */
function orderOf(sort: { key: keyof typeof SORT_COLUMNS; direction: SortDirection } | undefined, reversed = false) {
  const key = sort?.key ?? 'coveragePercent';
  const asked: SortDirection = sort?.direction === 'desc' ? 'desc' : 'asc';
  const dir = reversed ? (asked === 'asc' ? 'desc' : 'asc') : asked;
  const last = key === 'coveragePercent' ? `(f.situation = 'quitado' or f.coverage_tenths is null) ${reversed ? 'desc' : 'asc'}, ` : '';
  return `order by ${last}${SORT_COLUMNS[key]} ${dir} ${reversed ? 'nulls first' : 'nulls last'}, f.installment_id ${dir}`;
}

/**
 * From this offset on a page is deep: it may be read from the list's end, and its rows are
 * found by their ids first. Below it, the rows up to the page fit a top-N sort either way.
 */
export const DEEP_OFFSET = 1000;

export function createMonitoringRepository(db: Db, opts: { deepOffset?: number } = {}) {
  const deepOffset = opts.deepOffset ?? DEEP_OFFSET;
  const isDeep = (offset: number) => offset >= deepOffset;
  return {
    /** A page from `offset` is deep (DEEP_OFFSET; tests lower it). */
    isDeep,

    /**
     * A page of the list. With `count` (the list's length), a page past the middle is read from
     * the end in the reversed order, so PostgreSQL keeps the few rows up to the page in a top-N
     * sort. A deep page's ids are sorted first, with only their sort keys (a narrow sort, in
     * memory where every contract's wide row went to disk), and only its rows are read whole.
     */
    async page(scope: ContractScope, q: MonitoringContractsQuery, count?: number): Promise<ContractRow[]> {
      const reversed = count !== undefined && q.offset * 2 > count;
      if (reversed && q.offset >= count) return [];
      const window = reversed ? { offset: Math.max(0, count - q.offset - q.limit), limit: Math.min(q.limit, count - q.offset) } : q;
      const order = orderOf(sortOf(q, LIST_SORTS.monitoringContracts), reversed);
      const { sql, params } = filteredFigures(scope, q);
      const limit = params.push(window.limit);
      const offset = params.push(window.offset);
      const text = isDeep(q.offset)
        ? // The same filters render the same parameters, so both halves share them.
          `with page as (select f.installment_id from ${sql} ${order} limit $${limit} offset $${offset})
           select f.*, f.due_date::text as due_date
             from ${filteredFigures(scope, q, () => 'f.installment_id in (select installment_id from page)').sql} ${order}`
        : `select f.*, f.due_date::text as due_date from ${sql} ${order} limit $${limit} offset $${offset}`;
      const { rows } = await db.query<ContractRow>(text, params);
      return reversed ? rows.reverse() : rows;
    },

    /** The list's length when it is known without the figures (contractCount), else null. */
    async count(scope: ContractScope, q: Partial<MonitoringFilters>): Promise<number | null> {
      const counting = contractCount(scope, q);
      if (!counting) return null;
      const { rows } = await db.query<{ n: number }>(counting.sql, counting.params);
      return rows[0]!.n;
    },

    /** The whole filtered set's sums: the KPI cards and the footer 'Total do filtro' [D3]. */
    async totals(scope: ContractScope, q: Partial<MonitoringFilters>): Promise<ContractTotalsRow> {
      const { sql, params } = filteredFigures(scope, q);
      const { rows } = await db.query<ContractTotalsRow>(
        `select count(*)::int as count,
                coalesce(sum(f.contract_amount), 0)::text as contract_amount, coalesce(sum(f.requested_effect), 0)::text as requested_effect,
                coalesce(sum(f.applied), 0)::text as applied, coalesce(sum(f.to_constitute), 0)::text as to_constitute,
                coalesce(sum(f.settled), 0)::text as settled, coalesce(sum(f.received), 0)::text as received,
                coalesce(sum(f.debt), 0)::text as debt,
                (count(*) filter (where f.situation = 'insuficiente'))::int as insufficient_count,
                (count(*) filter (where f.debt > 0 and f.days_to_due <= 30))::int as due_30_count
           from ${sql}`,
        params,
      );
      return rows[0]!;
    },

    /** 'Cobertura do saldo devedor': count and Σ debt per band, contracts owing something only. */
    async bands(scope: ContractScope, q: Partial<MonitoringFilters>) {
      const { sql, params } = filteredFigures(scope, q, () => 'f.debt > 0');
      const { rows } = await db.query<{ band: string; count: number; debt: string }>(
        `select ${BAND} as band, count(*)::int as count, sum(f.debt)::text as debt from ${sql} group by 1`,
        params,
      );
      return rows;
    },

    /** 'Vencimentos nos próximos 90 dias': count and Σ debt per due date and situation, in [from, to]. */
    async dues(scope: ContractScope, q: Partial<MonitoringFilters>, range: { from: string; to: string }) {
      const { sql, params } = filteredFigures(scope, q, (p) => `f.due_date between ${p(range.from)}::date and ${p(range.to)}::date`);
      const { rows } = await db.query<{ due_date: string; situation: ContractRow['situation']; count: number; debt: string }>(
        `select f.due_date::text as due_date, f.situation, count(*)::int as count, sum(f.debt)::text as debt
           from ${sql} group by 1, 2`,
        params,
      );
      return rows;
    },

    /** The insufficient contracts per creditor, live commitments only (the report's column). */
    async insufficientByCreditor(scope: ContractScope, q: Partial<MonitoringFilters>) {
      const { sql, params } = filteredFigures(scope, { ...q, situations: ['insuficiente'] });
      const { rows } = await db.query<{ creditor_id: string; n: number }>(`select f.creditor_id, count(*)::int as n from ${sql} group by 1`, params);
      return new Map(rows.map((r) => [r.creditor_id, r.n]));
    },

    /** Every UR the contract's effects reach, with its agenda item and the bank item its money reached. */
    async units(installmentId: string): Promise<UnitRow[]> {
      const { rows } = await db.query<UnitRow>(
        `select e.settlement_date::text as settlement_date, e.acquirer_document, aq.acquirer_name, e.arrangement, ar.name as arrangement_name, e.priority,
                e.amount_onerate::text as onerated, e.effect_amount::text as effect_applied,
                e.effective_settlement_amount::text as settled, e.effective_settlement_date::text as effective_date,
                s.id as agenda_id, s.status as agenda_status, b.id as bank_id, b.status as bank_status
           from effect_directory e
           left join acquirer_directory aq on aq.document_number = e.acquirer_document
           left join arrangement_directory ar on ar.code = e.arrangement
           left join lateral (
             select s.id, s.status, s.settled_account_id, s.acquirer, s.effective_date from reconciliation_schedule_items s
              where s.creditor_id = e.creditor_id and s.contract_identifier = e.contract_identifier and s.acquirer = e.acquirer_document
                and s.arrangement = e.arrangement and s.expected_date = e.settlement_date
              order by s.id limit 1) s on true
           left join reconciliation_bank_items b on b.account_id = s.settled_account_id and b.acquirer = s.acquirer
                and b.date = s.effective_date and b.bank_line_id is null
          where e.installment_id = $1
          order by e.settlement_date, e.acquirer_document, e.arrangement, e.id`,
        [installmentId],
      );
      return rows;
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
