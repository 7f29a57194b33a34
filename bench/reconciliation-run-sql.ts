import type pg from 'pg';

export interface RunJoinsScope {
  creditorId: string;
  range: { from: string; to: string };
  /** The dias úteis of the range and after it: d + 1 dia útil is the next one in the list. */
  days: readonly string[];
}

/** Agenda: Previsto of each effect on a UR with its settlements (spec 4 §4.2), the accounts of active companies from their start. */
const AGENDA_FROM = `from reconciliation_expected e
  join reconciliation_accounts a on a.id = e.account_id
  join reconciliation_companies c on c.id = a.company_id and c.active and e.expected_date >= c.start_date
  left join reconciliation_settlements s on s.creditor_id = e.creditor_id and s.contract_identifier = e.contract_identifier and s.ur_key = e.ur_key
   and s.effective_date between $2::date - 31 and $3::date + 31
 where e.creditor_id = $1 and e.contract_identifier is not null and e.expected_date between $2 and $3
 group by e.id, c.id`;
const AGENDA_FIGURES = `coalesce(sum(s.amount), 0) as settled, max(s.effective_date) as effective_date,
  (array_agg(s.account_id order by s.effective_date desc))[1] as settled_account_id`;

/**
 * Bank: P by expected date ⟗ L by effective date per account, acquirer and day (§4.3), each
 * with the card credits that could match it (its acquirer or none, d..d+1 dia útil) and
 * whether a committed statement covers the day (§4.4).
 */
const BANK_FROM = `from k
  join reconciliation_accounts a on a.id = k.account_id and a.reconcile
  join reconciliation_companies co on co.id = a.company_id and co.active
  left join lateral (
    select count(*)::int as n, coalesce(sum(ln.amount), 0) as amount, max(ln.posted_date) as posted
      from reconciliation_bank_lines ln left join acquirers aq on aq.id = ln.acquirer_id
     where ln.account_id = k.account_id and ln.status = 'importada' and ln.classification = 'recebivel_cartao' and ln.amount > 0
       and ln.posted_date between k.date and ($4::date[])[array_position($4::date[], k.date) + 1]
       and (aq.document_number = k.acquirer or ln.acquirer_id is null)) c on true
  cross join lateral (select exists (select 1 from reconciliation_files f where f.creditor_id = $1 and f.status in ('processado', 'processado_com_alertas')
    and k.account_id = any(f.accounts) and k.date between f.period_start and f.period_end) as covered) v`;
const BANK_KEYS = `with p as (select account_id, acquirer, expected_date as date, sum(amount) as expected from reconciliation_expected
                   where creditor_id = $1 and expected_date between $2 and $3 and account_id is not null group by 1, 2, 3),
       l as (select account_id, acquirer, effective_date as date, sum(amount) as settled from reconciliation_settlements
              where creditor_id = $1 and effective_date between $2 and $3 and account_id is not null group by 1, 2, 3),
       k as (select account_id, acquirer, date, coalesce(p.expected, 0) as expected, coalesce(l.settled, 0) as settled from p full join l using (account_id, acquirer, date))`;

/** The tables the joins alone are written to (no index, no constraint, unlogged). */
export const createJoinTables = (pool: pg.Pool) =>
  pool.query(`
    create unlogged table bench_agenda (contract_identifier text, ur_key text, account_id uuid, expected_date date, expected bigint, settled bigint,
      effective_date date, settled_account_id uuid);
    create unlogged table bench_bank (account_id uuid, acquirer text, date date, expected bigint, settled bigint, candidates int, credited bigint, covered boolean)`);

/** A run's joins in plain SQL, written to bare tables: what reading the run's rows costs. */
export async function runJoins(pool: pg.Pool, s: RunJoinsScope): Promise<void> {
  const params = [s.creditorId, s.range.from, s.range.to];
  await pool.query(
    `insert into bench_agenda select e.contract_identifier, e.ur_key, e.account_id, e.expected_date, e.amount, ${AGENDA_FIGURES} ${AGENDA_FROM}`,
    params,
  );
  await pool.query(`${BANK_KEYS} insert into bench_bank select k.account_id, k.acquirer, k.date, k.expected, k.settled, c.n, c.amount, v.covered ${BANK_FROM}`, [
    ...params,
    s.days,
  ]);
}

/**
 * The same joins written as the run writes its result: agenda and bank items in their own
 * tables (their indexes, keys and constraints), each with a status from its figures (within
 * the company's tolerance or not; uncovered days waiting), in one transaction rolled back so
 * the run that follows starts from the same state. No matching, suggestion or divergence.
 */
export async function runJoinsAsItems(pool: pg.Pool, s: RunJoinsScope): Promise<void> {
  const params = [s.creditorId, s.range.from, s.range.to];
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into reconciliation_schedule_items (creditor_id, company_id, contract_identifier, ur_key, acquirer, merchant_document, arrangement, expected_date,
         account_id, expected, settled, effective_date, settled_account_id, difference, status)
       select $1, c.id, e.contract_identifier, e.ur_key, e.acquirer, e.merchant_document, e.arrangement, e.expected_date, e.account_id, e.amount, ${AGENDA_FIGURES},
              coalesce(sum(s.amount), 0) - e.amount,
              case when count(s.id) = 0 then 'nao_encontrada' when abs(coalesce(sum(s.amount), 0) - e.amount) <= c.tolerance_amount then 'conciliada' else 'divergente' end
       ${AGENDA_FROM}`,
      params,
    );
    await client.query(
      `${BANK_KEYS} insert into reconciliation_bank_items (creditor_id, company_id, account_id, acquirer, date, expected, settled, credited, credited_date,
         diff_settled, diff_credited, status, waiting_reason)
       select $1, co.id, k.account_id, k.acquirer, k.date, k.expected, k.settled, c.amount, c.posted, k.settled - k.expected, c.amount - k.settled,
              case when not v.covered then 'aguardando' when c.n = 0 then 'nao_encontrada'
                   when abs(c.amount - k.settled) <= co.tolerance_amount and abs(k.settled - k.expected) <= co.tolerance_amount then 'conciliada' else 'divergente' end,
              case when not v.covered then 'extrato' end
       ${BANK_FROM}`,
      [...params, s.days],
    );
  } finally {
    await client.query('rollback');
    client.release();
  }
}
