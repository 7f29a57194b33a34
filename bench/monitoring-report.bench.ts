/**
 * 'Relatório de Monitoramento' (issue 28 part 2): GET reconciliation/monitoring/report through
 * the whole app as an administrator (auth, validation, the per-creditor figures, the daily
 * trend, the failed files, the shaping) against the same aggregates as plain SQL over the same
 * rows (one grouped query per table, the three run together as the route runs them), timed
 * side by side (alternating in every round; medians). 20 creditors of 5 accounts each,
 * 250,000 bank items over two years, 100,000 divergences, 2,000 files; the report asked for
 * the longest period (92 days) over every creditor, and for three creditors.
 * Budget: the request ≤ 3x the plain SQL. Exit 1 over budget.
 * `npm run bench -- monitoring-report` (BENCH_REPORT_ITEMS to change the size).
 */
import { performance } from 'node:perf_hooks';
import { adminApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { ACQUIRERS } from './reconciliation-seeds';
import { timedSideBySide } from './sandbox-merchants';
import { seedReconciliationReference } from '../apps/server/src/modules/reconciliation/testing';

const ITEMS = Number(process.env.BENCH_REPORT_ITEMS ?? 250_000);
const CREDITORS = 20;
const ACCOUNTS_EACH = 5;
const ROUNDS = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const WARM_ROUNDS = 3;
const BUDGET = 3;
const FROM = '2025-11-01';
const TO = '2026-01-31';

const sideBySide = (calls: (() => Promise<unknown>)[]) => timedSideBySide(calls, { rounds: ROUNDS, warm: WARM_ROUNDS });

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  await seedReconciliationReference(database.db);
  const creditors = await database.query<{ id: string }>(
    `insert into creditors (document_number, trading_name, company_name)
     select lpad((30000000 + g)::text, 8, '0') || '000190', 'Fornecedor ' || g, 'Fornecedor Bench ' || lpad(g::text, 2, '0') || ' Ltda'
       from generate_series(1, $1::int) g order by g returning id`,
    [CREDITORS],
  );
  const creditorIds = creditors.map((c) => c.id);
  await database.query(
    `insert into reconciliation_companies (creditor_id, kind, merchant_id, document_number, name, start_date)
     select c, 'estabelecimento', gen_random_uuid(), lpad((40000000 + n)::text, 8, '0') || '000100', 'Loja Bench ' || n, '2020-01-01'
       from unnest($1::uuid[]) with ordinality u(c, n)`,
    [creditorIds],
  );
  const accounts = await database.query<{ id: string; creditor_id: string; company_id: string }>(
    `insert into reconciliation_accounts (creditor_id, company_id, bank_code, ispb, agency, account_number, account_digit, account_type, holder_document, account_key)
     select co.creditor_id, co.id, '341', '60701190', '1234', (200000 + row_number() over ())::text, '7', 'CC', co.document_number,
            '60701190|1234|' || (200000 + row_number() over ())::text
       from reconciliation_companies co, generate_series(1, $1::int) g
     returning id, creditor_id, company_id`,
    [ACCOUNTS_EACH],
  );
  const accountIds = accounts.map((a) => a.id);
  const ownerOf = accounts.map((a) => a.creditor_id);
  const companyOf = accounts.map((a) => a.company_id);
  // Bank items: an account's day of an acquirer over 730 days, the statuses a working creditor has.
  await database.query(
    `insert into reconciliation_bank_items (creditor_id, company_id, account_id, acquirer, date, bank_line_id, expected, settled, credited, diff_settled, diff_credited, status)
     select ($2::uuid[])[k], ($3::uuid[])[k], ($1::uuid[])[k], ($4::text[])[g % 3 + 1], date '2024-06-03' + (g / 300) % 730, g, e, e, c, 0, c - e, st
       from generate_series(0, $5::int - 1) g,
            lateral (select g % array_length($1::uuid[], 1) + 1 as k, 5000 + (g * 7919) % 900000 as e, (g * 31) % 100 as bucket) x,
            lateral (select case when bucket < 75 then 'conciliada' when bucket < 85 then 'divergente' when bucket < 90 then 'nao_encontrada'
                                 when bucket < 96 then 'aguardando' else 'a_liquidar' end as st) y,
            lateral (select case st when 'conciliada' then e when 'divergente' then e - 250 - bucket else 0 end as c) z`,
    [accountIds, ownerOf, companyOf, [...ACQUIRERS], ITEMS],
  );
  await database.query(
    `insert into reconciliation_divergences (creditor_id, company_id, item_kind, item_id, type, reference_date, expected, found, difference, status, created_at)
     select creditor_id, company_id, 'banco', id, 'credito_diferente', date, settled, credited, credited - settled,
            case when (n * 31) % 10 < 6 then 'pendente' when (n * 31) % 10 < 9 then 'resolvida' else 'justificada' end,
            timestamptz '2025-06-01' + ((n * 7919) % 365) * interval '1 day'
       from (select i.*, row_number() over () as n from reconciliation_bank_items i where status in ('divergente', 'nao_encontrada') limit $1::int) v`,
    [ITEMS * 2 / 5],
  );
  await database.query(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status, message, received_at)
     select ($1::uuid[])[g % $2::int + 1], 'usuario', 'extrato_' || g || '.ofx', 1000, md5(g::text) || md5((g + 1)::text), 'bench/' || g,
            (array['processado', 'processado', 'processado_com_alertas', 'rejeitado', 'aguardando_vinculo', 'aguardando_confirmacao', 'descartado'])[g % 7 + 1],
            case when g % 7 = 3 then 'Arquivo sem lançamentos.' end, timestamptz '2025-01-01' + g * interval '3 hours'
       from generate_series(1, 2000) g`,
    [creditorIds, CREDITORS],
  );
  for (const t of ['reconciliation_bank_items', 'reconciliation_divergences', 'reconciliation_files']) await database.exec(`vacuum analyze ${t}`);
  console.log(`${ITEMS.toLocaleString('en')} bank items, ${(ITEMS * 2 / 5).toLocaleString('en')} divergences and 2,000 files of ${CREDITORS} creditors inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const admin = await adminApi(database, app);
  const failed = ['rejeitado', 'aguardando_vinculo', 'aguardando_confirmacao'];
  /** The report's figures written plainly: per creditor, per day, the last failed files. */
  const plainSql = (ids: string[] | null) => {
    const only = (col: string) => (ids ? `and ${col} = any($7::uuid[])` : '');
    const idsParam = ids ? [ids] : [];
    const weight = 'greatest(abs(expected), abs(settled), abs(credited))';
    return Promise.all([
      database.query(
        `select cr.id, cr.company_name, i.done, i.decided, d.n, d.amount, d.oldest, f.n
           from creditors cr
           left join (select creditor_id, sum(${weight}) filter (where status = 'conciliada') as done,
                             sum(${weight}) filter (where status not in ('aguardando', 'a_liquidar')) as decided
                        from reconciliation_bank_items where date between $1 and $2 ${only('creditor_id')} group by creditor_id) i on i.creditor_id = cr.id
           left join (select creditor_id, count(*) as n, sum(abs(difference)) as amount, max(current_date - created_at::date) as oldest
                        from reconciliation_divergences where status = $3 and reference_date between $1 and $2 ${only('creditor_id')} group by creditor_id) d on d.creditor_id = cr.id
           left join (select creditor_id, count(*) as n from reconciliation_files where status in ($4, $5, $6) ${only('creditor_id')} group by creditor_id) f on f.creditor_id = cr.id
          where exists (select 1 from reconciliation_companies co where co.creditor_id = cr.id) ${only('cr.id')}
          order by cr.company_name`,
        [FROM, TO, 'pendente', ...failed, ...idsParam],
      ),
      database.query(
        `select d::date, i.done, i.decided from generate_series($1::date, $2::date, interval '1 day') d
           left join (select date, sum(${weight}) filter (where status = 'conciliada') as done,
                             sum(${weight}) filter (where status not in ('aguardando', 'a_liquidar')) as decided
                        from reconciliation_bank_items where date between $1 and $2 ${ids ? 'and creditor_id = any($3::uuid[])' : ''} group by date) i on i.date = d::date
          order by d`,
        [FROM, TO, ...idsParam],
      ),
      database.query(
        `select f.id, f.received_at, f.creditor_id, cr.company_name, f.name, f.status, f.message
           from reconciliation_files f join creditors cr on cr.id = f.creditor_id
          where f.status = any($1::text[]) ${ids ? 'and f.creditor_id = any($2::uuid[])' : ''} order by f.received_at desc, f.id desc limit 20`,
        [failed, ...idsParam],
      ),
    ]);
  };

  const cases: [string, string, string[] | null][] = [
    ['every creditor, 92 days', `date_from=${FROM}&date_to=${TO}`, null],
    ['three creditors, 92 days', `date_from=${FROM}&date_to=${TO}&creditor_ids=${creditorIds.slice(0, 3).join(',')}`, creditorIds.slice(0, 3)],
    ['every creditor, sorted by % conciliado', `date_from=${FROM}&date_to=${TO}&conciliatedPercentOrder=desc`, null],
  ];
  console.log(`\nGET /api/reconciliation/monitoring/report vs the same aggregates in plain SQL, median of ${ROUNDS} (ms)`);
  console.log(`${'case'.padEnd(40)} ${'request'.padStart(8)} ${'SQL'.padStart(8)}  ratio   budget  verdict`);
  let over = false;
  for (const [name, query, ids] of cases) {
    const [request, sql] = await sideBySide([() => admin.get(`/api/reconciliation/monitoring/report?${query}`), () => plainSql(ids)]);
    const ratio = request! / sql!;
    over ||= ratio > BUDGET;
    console.log(`${name.padEnd(40)} ${request!.toFixed(1).padStart(8)} ${sql!.toFixed(1).padStart(8)}  ${`${ratio.toFixed(2)}x`.padStart(6)} ${`${BUDGET}x`.padStart(7)}  ${ratio <= BUDGET ? 'met' : 'NOT MET'}`);
  }
  if (over) process.exitCode = 1;
} finally {
  await close();
}
