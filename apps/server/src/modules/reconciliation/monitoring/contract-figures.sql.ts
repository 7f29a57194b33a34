import { COMMITMENT_STATUS_CODE, LIST_SORTS, type CommitmentStatus, type ContractSituation, type CoverageBand } from '@lastro/domain';
import { containing, SqlFilter } from '../matching/sql-filter';

/**
 * The monitoring figures of spec 4 §4.7 in SQL, so that filter, sort, totals and paging run
 * over every installment at once. The thresholds are those of the domain's contractFigures():
 * 'Quitado' at a debt ≤ 5 cents; 'Insuficiente' when applied × 100 < min × debt; 'Em excesso'
 * when applied × 100 > 110 × debt — compared cross-multiplied, never on the rounded percentage.
 *
 * Which installments are contracts: those with a contract_identifier. The registration writes
 * the registry's identificadorContrato on the installment only once the registry accepted it
 * (registration-effects' copyOf), and the registry's effects, settlements and the runs' agenda
 * items all hang on that identifier; an installment without one was never registered, so it has
 * nothing to monitor.
 */
export const CONTRACT_ROWS = `
  select c.installment_id, c.deal_id, c.code, c.installment, c.external_reference, c.contract_identifier,
         c.creditor_id, cr.company_name as creditor_name, c.merchant_id, c.merchant_company_name, c.merchant_document_number,
         c.type, c.strategy, c.deal_status, c.min_percentage,
         c.amount as contract_amount, c.amount_total_effect as requested_effect,
         c.effects_applied as applied, c.effects_to_constitute as to_constitute,
         c.effective_settlement_amount as settled, coalesce(rc.received, 0)::bigint as received,
         greatest(0, c.amount - c.effective_settlement_amount) as debt,
         coalesce(c.expiration_date, c.execution_date_end) as due_date
    from contract_directory c
    join creditor_directory cr on cr.id = c.creditor_id
    left join (
      select s.creditor_id, s.contract_identifier, sum(s.settled) as received
        from reconciliation_schedule_items s
        join reconciliation_bank_items b on b.account_id = s.settled_account_id and b.acquirer = s.acquirer
             and b.date = s.effective_date and b.bank_line_id is null and b.status = 'conciliada'
       %RECEIVED_WHERE%
       group by 1, 2) rc on rc.creditor_id = c.creditor_id and rc.contract_identifier = c.contract_identifier`;

/**
 * The figures derived from the sums: coverage in tenths (half-even, exact in integers: the sums
 * are cast back to bigint, or the division would be numeric's), situation, days to due.
 */
export const FIGURES = (today: string) => `
  select r.*,
         case when r.debt = 0 then null else
           (r.applied * 1000) / r.debt
           + case when ((r.applied * 1000) % r.debt) * 2 > r.debt
                   or (((r.applied * 1000) % r.debt) * 2 = r.debt and ((r.applied * 1000) / r.debt) % 2 = 1) then 1 else 0 end
         end as coverage_tenths,
         case when r.debt <= 5 then 'quitado'
              when r.applied * 100 < r.min_percentage * r.debt then 'insuficiente'
              when r.applied * 100 > 110 * r.debt then 'em_excesso'
              else 'suficiente' end as situation,
         (r.due_date - ${today}::date) as days_to_due
    from (${CONTRACT_ROWS} %WHERE%) r`;

/** The band of a debt's exact coverage (null: nothing owed, in no band). */
export const BAND = `case when f.debt = 0 then null
  when f.applied * 100 < 50 * f.debt then '0-50'
  when f.applied * 100 < 80 * f.debt then '50-80'
  when f.applied * 100 < 100 * f.debt then '80-100'
  when f.applied * 100 <= 110 * f.debt then '100-110'
  else '110+' end`;

export const SORT_COLUMNS: Record<(typeof LIST_SORTS.monitoringContracts)[number], string> = {
  coveragePercent: 'f.coverage_tenths',
  code: 'f.code',
  externalReference: 'f.external_reference',
  merchantName: 'f.merchant_company_name',
  creditorName: 'f.creditor_name',
  type: 'f.type',
  strategy: 'f.strategy',
  dealStatus: 'f.deal_status',
  contractAmount: 'f.contract_amount',
  requestedEffect: 'f.requested_effect',
  appliedToSettle: 'f.applied',
  toConstitute: 'f.to_constitute',
  settled: 'f.settled',
  receivedConciliated: 'f.received',
  debt: 'f.debt',
  minPercentage: 'f.min_percentage',
  situation: 'f.situation',
  dueDate: 'f.due_date',
  daysToDue: 'f.days_to_due',
};

export interface ContractScope {
  /** Null: every creditor (an admin without the 'Fornecedor' filter). */
  creditorId: string | null;
  today: string;
  /** Several creditors (the report's insufficient counts); null or absent: as creditorId says. */
  creditorIds?: string[] | null;
  /** One contract (the drawer). */
  installmentId?: string;
}

/** The list's filters (those of the query schema after its transforms). */
export interface MonitoringFilters {
  document_number?: string | undefined;
  code?: string | undefined;
  situations?: readonly ContractSituation[] | undefined;
  deal_status?: readonly CommitmentStatus[] | undefined;
  types?: readonly number[] | undefined;
  strategy?: number | undefined;
  coverage_below?: number | undefined;
  coverage_band?: CoverageBand | undefined;
  expiration_to?: string | null | undefined;
  near_expiry?: boolean | undefined;
}

/**
 * The filtered figures as a subquery `f`: the filters on the commitment's own columns go inside
 * (before the sums), those on the figures outside.
 */
export function filteredFigures(scope: ContractScope, q: Partial<MonitoringFilters>, extra?: (param: (v: unknown) => string) => string) {
  const f = new SqlFilter();
  const today = f.param(scope.today);
  const { inner, ofScope, installmentParam } = contractFilters(f, scope, q);
  // What was received is summed once per contract of the scope, then joined by hash: a lookup per
  // contract cost a probe of the agenda items for each of 250,000 rows.
  const received = new SqlFilter();
  received.and('s.contract_identifier is not null');
  received.and(ofScope('s.creditor_id'));
  if (installmentParam) received.and(`s.contract_identifier = (select x.contract_identifier from contract_directory x where x.installment_id = ${installmentParam})`);
  const outer = new SqlFilter();
  // The outer clauses share the parameter list: rebuild them on `f` after the inner ones.
  if (q.situations?.length) outer.and(`f.situation = any(${f.param(q.situations)}::text[])`);
  if (q.coverage_below !== undefined) outer.and(`f.debt > 0 and f.applied * 100 < ${f.param(q.coverage_below)}::numeric * f.debt`);
  if (q.coverage_band) outer.and(`(${BAND}) = ${f.param(q.coverage_band)}`);
  if (q.near_expiry) outer.and('f.debt > 0 and f.days_to_due <= 30');
  if (extra) outer.and(extra((v) => f.param(v)));
  const sql = `(${FIGURES(today).replace('%RECEIVED_WHERE%', received.where).replace('%WHERE%', inner)}) f ${outer.where}`;
  return { sql, params: f.params };
}

/**
 * How many contracts the list holds, counted without their figures: possible only while no
 * filter reads a figure (situation, coverage, near due), else null. Every contract has its
 * creditor (the inner join of CONTRACT_ROWS), so this counts what filteredFigures lists.
 */
export function contractCount(scope: ContractScope, q: Partial<MonitoringFilters>): { sql: string; params: unknown[] } | null {
  if (q.situations?.length || q.coverage_below !== undefined || q.coverage_band || q.near_expiry) return null;
  const f = new SqlFilter();
  const { inner } = contractFilters(f, scope, q);
  return { sql: `select count(*)::int as n from contract_directory c join creditor_directory cr on cr.id = c.creditor_id ${inner}`, params: f.params };
}

/** The filters on the commitment's own columns, as a where clause on `c` (parameters added to `f`). */
function contractFilters(f: SqlFilter, scope: ContractScope, q: Partial<MonitoringFilters>) {
  // The scope's creditors, as a clause on a creditor column (the contracts', then the agenda items').
  const creditorParam = scope.creditorId ? f.param(scope.creditorId) : null;
  const creditorIdsParam = scope.creditorIds ? f.param(scope.creditorIds) : null;
  const installmentParam = scope.installmentId ? f.param(scope.installmentId) : null;
  const ofScope = (column: string) =>
    [creditorParam && `${column} = ${creditorParam}`, creditorIdsParam && `${column} = any(${creditorIdsParam}::uuid[])`].filter(Boolean).join(' and ');
  f.and('c.contract_identifier is not null');
  f.and(ofScope('c.creditor_id'));
  if (installmentParam) f.and(`c.installment_id = ${installmentParam}`);
  if (q.document_number) f.and(`c.merchant_document_number = ${f.param(q.document_number)}`);
  if (q.code) {
    const p = f.param(containing(q.code));
    f.and(`(c.code ilike ${p} or c.external_reference ilike ${p})`);
  }
  if (q.deal_status?.length) f.and(`c.deal_status = any(${f.param(q.deal_status.map((s) => COMMITMENT_STATUS_CODE[s]))}::smallint[])`);
  if (q.types?.length) f.and(`c.type = any(${f.param(q.types)}::smallint[])`);
  if (q.strategy !== undefined) f.and(`c.strategy = ${f.param(q.strategy)}`);
  if (q.expiration_to) f.and(`coalesce(c.expiration_date, c.execution_date_end) <= ${f.param(q.expiration_to)}::date`);
  return { inner: f.where, ofScope, installmentParam };
}
