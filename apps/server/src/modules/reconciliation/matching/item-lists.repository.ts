import type pg from 'pg';
import { LIST_SORTS, sortOf, type ReconciliationBankQuery, type ReconciliationScheduleQuery } from '@lastro/domain';
import { containing, orderOf, pageQuery, SqlFilter } from './sql-filter';

type Db = Pick<pg.Pool, 'query'>;

/** Who reads and what the filters resolved to outside SQL: acquirer ids as CNPJs, the merchant's document. */
export interface ListScope {
  /** Null: every creditor (an admin without the 'Fornecedor' filter). */
  creditorId: string | null;
  /** The acquirers' CNPJs (and 'nao_identificada') of `acquirer_ids`, when filtered. */
  acquirers?: string[] | undefined;
  today: string;
}

export interface ScheduleFilters extends ListScope {
  merchantDocument?: string | undefined;
}

const SCHEDULE_SORT: Record<(typeof LIST_SORTS.reconciliationSchedule)[number], string> = {
  settlementDate: 'i.expected_date',
  creditorName: 'cr.company_name',
  merchantName: 'cd.merchant_company_name',
  acquirer: 'aq.acquirer_name',
  arrangement: 'i.arrangement',
  contract: 'i.contract_identifier',
  expected: 'i.expected',
  settled: 'i.settled',
  effectiveDate: 'i.effective_date',
  difference: 'i.difference',
  status: 'i.status',
};

const BANK_SORT: Record<(typeof LIST_SORTS.reconciliationBank)[number], string> = {
  date: 'i.date',
  creditorName: 'cr.company_name',
  companyName: 'co.name',
  account: 'a.account_number',
  acquirer: 'aq.acquirer_name',
  expected: 'i.expected',
  settled: 'i.settled',
  credited: 'i.credited',
  creditedDate: 'i.credited_date',
  diffSettled: 'i.diff_settled',
  diffCredited: 'i.diff_credited',
  status: 'i.status',
};

/** The agenda item's contract as the product knows it (none for a contract it does not know). */
const CONTRACT_JOIN = `left join lateral (
    select d.code, d.merchant_company_name, d.installment,
           (select count(*)::int from contract_directory n where n.deal_id = d.deal_id) as installments_total
      from contract_directory d where d.deal_id = i.deal_id and d.installment = i.installment limit 1) cd on true`;

export interface ScheduleRow {
  id: string;
  creditor_id: string;
  creditor_name: string;
  company_id: string | null;
  tolerance_amount: string | null;
  expected_date: string;
  merchant_document: string;
  merchant_name: string | null;
  acquirer: string;
  acquirer_name: string | null;
  arrangement: string;
  arrangement_name: string | null;
  contract_identifier: string;
  deal_id: string | null;
  code: string | null;
  installment: number | null;
  installments_total: number | null;
  account_id: string | null;
  expected: string;
  settled: string;
  effective_date: string | null;
  difference: string;
  status: string;
  differs: string[];
  waiting_reason: string | null;
}

export interface BankRow {
  id: string;
  creditor_id: string;
  creditor_name: string;
  company_id: string | null;
  company_name: string | null;
  account_id: string;
  date: string;
  acquirer: string;
  acquirer_name: string | null;
  expected: string;
  settled: string;
  credited: string;
  credited_date: string | null;
  diff_settled: string;
  diff_credited: string;
  status: string;
  waiting_reason: string | null;
  see_agenda: boolean;
  match_id: string | null;
  suggestion_line_id: string | null;
  bank_line_id: string | null;
}

/** The joins of an agenda item: its creditor, company, acquirer and contract. */
const SCHEDULE_JOINS = {
  cr: 'join creditor_directory cr on cr.id = i.creditor_id',
  co: 'left join reconciliation_companies co on co.id = i.company_id',
  aq: 'left join acquirer_directory aq on aq.document_number = i.acquirer',
  ar: 'left join arrangement_directory ar on ar.code = i.arrangement',
  cd: CONTRACT_JOIN,
};
const SCHEDULE_FROM = `reconciliation_schedule_items i ${Object.values(SCHEDULE_JOINS).join('\n')}`;

/** The joins of a bank item: its creditor, account, company and acquirer. */
const BANK_JOINS = {
  cr: 'join creditor_directory cr on cr.id = i.creditor_id',
  a: 'join reconciliation_accounts a on a.id = i.account_id',
  co: 'left join reconciliation_companies co on co.id = i.company_id',
  aq: 'left join acquirer_directory aq on aq.document_number = i.acquirer',
};
const BANK_FROM = `reconciliation_bank_items i ${Object.values(BANK_JOINS).join('\n')}`;

const SCHEDULE_COLUMNS = `i.id, i.creditor_id, cr.company_name as creditor_name, i.company_id, co.tolerance_amount::text,
  i.expected_date::text, i.merchant_document, cd.merchant_company_name as merchant_name, i.acquirer, aq.acquirer_name,
  i.arrangement, ar.name as arrangement_name, i.contract_identifier, i.deal_id, cd.code, i.installment, cd.installments_total, i.account_id,
  i.expected::text, i.settled::text, i.effective_date::text, i.difference::text, i.status, i.differs, i.waiting_reason`;

const BANK_COLUMNS = `i.id, i.creditor_id, cr.company_name as creditor_name, i.company_id, co.name as company_name, i.account_id,
  i.date::text, i.acquirer, aq.acquirer_name, i.expected::text, i.settled::text, i.credited::text, i.credited_date::text,
  i.diff_settled::text, i.diff_credited::text, i.status, i.waiting_reason, i.see_agenda, i.match_id, i.suggestion_line_id::text, i.bank_line_id::text`;

/** A share by value (spec 4 §2.3, §4.8): Σ weight of 'Conciliada' and Σ weight of the decided items. */
const shareOf = (weight: string) => `
  coalesce(sum(${weight}) filter (where i.status = 'conciliada'), 0)::text as conciliated_weight,
  coalesce(sum(${weight}) filter (where i.status not in ('aguardando', 'a_liquidar')), 0)::text as decided_weight`;

/**
 * The lists of 'Conciliação de Agenda' and 'Conciliação Bancária' (spec 4 §2.3, §2.4): one
 * filter for the page, the totals and the charts, so the KPI cards and the footer are those of
 * the whole filtered set [D3]. Pages are ordered by the items' (creditor, date, id) indexes.
 */
export function createItemListsRepository(db: Db) {
  function scheduleFilter(q: ReconciliationScheduleQuery, s: ScheduleFilters): SqlFilter {
    const f = new SqlFilter();
    f.and(s.creditorId && `i.creditor_id = ${f.param(s.creditorId)}`)
      .and(q.company_id && `i.company_id = ${f.param(q.company_id)}`)
      .and(q.account_id && `i.account_id = ${f.param(q.account_id)}`)
      .and(s.acquirers && `i.acquirer = any(${f.param(s.acquirers)}::text[])`)
      .and(s.merchantDocument && `i.merchant_document = ${f.param(s.merchantDocument)}`)
      .and(q.arrangement_codes?.length && `i.arrangement = any(${f.param(q.arrangement_codes)}::text[])`)
      .and(q.date_from && `i.expected_date >= ${f.param(q.date_from)}::date`)
      .and(q.date_to && `i.expected_date <= ${f.param(q.date_to)}::date`)
      .and(q.status?.length && `i.status = any(${f.param(q.status)}::text[])`)
      .and(q.only_differences && `i.difference <> 0`);
    if (q.contract) {
      const like = f.param(containing(q.contract));
      f.and(`(i.contract_identifier ilike ${like} or exists (select 1 from contract_directory x where x.deal_id = i.deal_id and (x.code ilike ${like} or x.external_reference ilike ${like})))`);
    }
    return f;
  }

  function bankFilter(q: ReconciliationBankQuery, s: ListScope): SqlFilter {
    const f = new SqlFilter();
    f.and(s.creditorId && `i.creditor_id = ${f.param(s.creditorId)}`)
      .and(q.company_id && `i.company_id = ${f.param(q.company_id)}`)
      .and(q.account_id && `i.account_id = ${f.param(q.account_id)}`)
      .and(s.acquirers && `i.acquirer = any(${f.param(s.acquirers)}::text[])`)
      .and(q.date_from && `i.date >= ${f.param(q.date_from)}::date`)
      .and(q.date_to && `i.date <= ${f.param(q.date_to)}::date`)
      .and(q.status?.length && `i.status = any(${f.param(q.status)}::text[])`)
      .and(q.only_differences && `(i.diff_settled <> 0 or i.diff_credited <> 0)`)
      .and(q.match_type === 'sugerida' && `i.suggestion_line_id is not null`)
      .and(
        (q.match_type === 'automatica' || q.match_type === 'manual') &&
          `exists (select 1 from reconciliation_matches m where m.id = i.match_id and m.undone_at is null and m.kind = ${f.param(q.match_type)})`,
      );
    return f;
  }

  return {
    async schedulePage(q: ReconciliationScheduleQuery, s: ScheduleFilters): Promise<ScheduleRow[]> {
      const f = scheduleFilter(q, s);
      const order = orderOf(SCHEDULE_SORT, sortOf(q, LIST_SORTS.reconciliationSchedule), 'i.expected_date asc', 'i.id');
      const window = `limit ${f.param(q.limit)} offset ${f.param(q.offset)}`;
      const { rows } = await db.query<ScheduleRow>(
        pageQuery({ columns: SCHEDULE_COLUMNS, table: 'reconciliation_schedule_items', joins: SCHEDULE_JOINS, where: f.where, order, window }),
        f.params,
      );
      return rows;
    },

    /** Count, sums and shares of the whole filtered set; 'Diferença' over the items dated up to today. */
    async scheduleTotals(q: ReconciliationScheduleQuery, s: ScheduleFilters) {
      const f = scheduleFilter(q, s);
      const today = f.param(s.today);
      // The pending divergences of the filtered items, read from the pending ones (the fewer), each item by its key.
      const p = scheduleFilter(q, s);
      const [sums, pending] = await Promise.all([
        db.query<{ count: number; expected: string; settled: string; difference: string; conciliated_weight: string; decided_weight: string }>(
          `select count(*)::int as count, coalesce(sum(i.expected), 0)::text as expected, coalesce(sum(i.settled), 0)::text as settled,
                  coalesce(sum(i.settled - i.expected) filter (where i.expected_date <= ${today}::date), 0)::text as difference,
                  ${shareOf('greatest(i.expected, i.settled)')}
             from reconciliation_schedule_items i ${f.where}`,
          f.params,
        ),
        db.query<{ n: number }>(
          `select count(*)::int as n from reconciliation_divergences d join reconciliation_schedule_items i on i.id = d.item_id
            where d.status = 'pendente' and d.item_kind = 'agenda' ${s.creditorId ? `and d.creditor_id = ${p.param(s.creditorId)}` : ''} and ${p.conditions}`,
          p.params,
        ),
      ]);
      return { ...sums.rows[0]!, pending: pending.rows[0]!.n };
    },

    async scheduleCharts(q: ReconciliationScheduleQuery, s: ScheduleFilters) {
      const f = scheduleFilter(q, s);
      const { rows } = await db.query<{ date: string; status: string; expected: string; count: number }>(
        `select i.expected_date::text as date, i.status, sum(i.expected)::text as expected, count(*)::int as count
           from reconciliation_schedule_items i ${f.where} group by 1, 2 order by 1, 2`,
        f.params,
      );
      return rows;
    },

    async scheduleItem(id: string): Promise<(ScheduleRow & { ur_key: string; settled_account_id: string | null }) | undefined> {
      const { rows } = await db.query<ScheduleRow & { ur_key: string; settled_account_id: string | null }>(
        `select ${SCHEDULE_COLUMNS}, i.ur_key, i.settled_account_id
           from ${SCHEDULE_FROM}
          where i.id = $1`,
        [id],
      );
      return rows[0];
    },

    async bankPage(q: ReconciliationBankQuery, s: ListScope): Promise<BankRow[]> {
      const f = bankFilter(q, s);
      const order = orderOf(BANK_SORT, sortOf(q, LIST_SORTS.reconciliationBank), 'i.date desc', 'i.id');
      const window = `limit ${f.param(q.limit)} offset ${f.param(q.offset)}`;
      const { rows } = await db.query<BankRow>(pageQuery({ columns: BANK_COLUMNS, table: 'reconciliation_bank_items', joins: BANK_JOINS, where: f.where, order, window }), f.params);
      return rows;
    },

    async bankTotals(q: ReconciliationBankQuery, s: ListScope) {
      const f = bankFilter(q, s);
      const today = f.param(s.today);
      const { rows } = await db.query<{ count: number; expected: string; settled: string; credited: string; difference: string; conciliated_weight: string; decided_weight: string }>(
        `select count(*)::int as count, coalesce(sum(i.expected), 0)::text as expected, coalesce(sum(i.settled), 0)::text as settled,
                coalesce(sum(i.credited), 0)::text as credited,
                coalesce(sum(i.credited - i.settled) filter (where i.date <= ${today}::date), 0)::text as difference,
                ${shareOf('greatest(i.expected, i.settled, i.credited)')}
           from reconciliation_bank_items i ${f.where}`,
        f.params,
      );
      return rows[0]!;
    },

    /** The filtered items summed per day and status (the daily rows and both charts come from it). */
    async bankByDayAndStatus(q: ReconciliationBankQuery, s: ListScope) {
      const f = bankFilter(q, s);
      const { rows } = await db.query<{ date: string; acquirer: string; acquirer_name: string | null; status: string; expected: string; settled: string; credited: string; weight: string }>(
        `select i.date::text as date, i.acquirer, aq.acquirer_name, i.status, sum(i.expected)::text as expected, sum(i.settled)::text as settled,
                sum(i.credited)::text as credited, sum(greatest(i.expected, i.settled, i.credited))::text as weight
           from reconciliation_bank_items i
           left join acquirer_directory aq on aq.document_number = i.acquirer
           ${f.where} group by 1, 2, 3, 4 order by 1, 2, 4`,
        f.params,
      );
      return rows;
    },

    /**
     * 'Outros lançamentos' per day (spec 4 §2.4 'Por dia'): Σ the committed lines classified
     * 'outro' of the accounts in the filter (creditor, company, account), over the period.
     */
    async otherEntries(q: ReconciliationBankQuery, s: ListScope, from: string, to: string) {
      const f = new SqlFilter();
      f.and(`l.status = 'importada'`)
        .and(`l.classification = 'outro'`)
        .and(`l.posted_date between ${f.param(from)}::date and ${f.param(to)}::date`)
        .and(s.creditorId && `l.creditor_id = ${f.param(s.creditorId)}`)
        .and(q.account_id && `l.account_id = ${f.param(q.account_id)}`)
        .and(q.company_id && `l.account_id in (select id from reconciliation_accounts where company_id = ${f.param(q.company_id)})`);
      const { rows } = await db.query<{ date: string; amount: string }>(
        `select l.posted_date::text as date, sum(l.amount)::text as amount from reconciliation_bank_lines l ${f.where} group by 1`,
        f.params,
      );
      return new Map(rows.map((r) => [r.date, Number(r.amount)]));
    },

    /** The closing balances the bank files give for one account's days. */
    async closingBalances(accountId: string, from: string, to: string) {
      const { rows } = await db.query<{ date: string; amount: string }>(
        'select date::text, closing_balance::text as amount from reconciliation_bank_balances where account_id = $1 and date between $2 and $3',
        [accountId, from, to],
      );
      return new Map(rows.map((r) => [r.date, Number(r.amount)]));
    },

    async bankItem(id: string): Promise<BankRow | undefined> {
      const { rows } = await db.query<BankRow>(
        `select ${BANK_COLUMNS}
           from ${BANK_FROM}
          where i.id = $1`,
        [id],
      );
      return rows[0];
    },
  };
}

export type ItemListsRepository = ReturnType<typeof createItemListsRepository>;
