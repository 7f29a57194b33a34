/**
 * The reconciliation lists at 250,000 items (spec 4 §13 check 12): GET reconciliation/schedule,
 * GET reconciliation/bank and GET reconciliation/divergences of one creditor, through the whole
 * app as an administrator (auth, validation, the page, its totals and the KPI figures, the
 * shaping), the rows written by SQL into the item and divergence tables: 50 accounts of 10
 * companies, three acquirers, two years of days (four for the bank items, one item per account,
 * acquirer and day, plus credits without origin), the statuses as a working creditor has them.
 * For the default order and two filtered orders of each list: the first, middle and last page
 * (10 rows), timed side by side (the three alternate in every round; medians), each deep page's
 * ratio to the first. Budget: every page ≤ 2x the first. Exit 1 over budget.
 * BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each deep page's statements.
 * `npm run bench -- reconciliation` (BENCH_RECON_ITEMS to change the size).
 */
import { performance } from 'node:perf_hooks';
import { adminApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { captureStatements } from './first-page';
import { ACQUIRERS, seedReconciliationCreditor } from './reconciliation-seeds';
import { timedSideBySide } from './sandbox-merchants';

const ROWS = Number(process.env.BENCH_RECON_ITEMS ?? 250_000);
const ROUNDS = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const WARM_ROUNDS = 3;
const LIMIT = 10;
const BUDGET = 2;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

/** Each call timed once per round, the calls alternating within the round; the median of each. */
const sideBySide = (calls: (() => Promise<unknown>)[]) => timedSideBySide(calls, { rounds: ROUNDS, warm: WARM_ROUNDS });

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  const { creditorId, companyIds, accountIds } = await seedReconciliationCreditor(database, { companies: 10, accounts: 50, startDate: '2020-01-01' });
  const seedParams = [creditorId, accountIds, companyIds, [...ACQUIRERS], ROWS];
  // Agenda items: one per effect on a UR, over 730 days from 2024-06-03; the last month ahead of today ('A liquidar').
  await database.query(
    `insert into reconciliation_schedule_items (creditor_id, company_id, contract_identifier, ur_key, acquirer, merchant_document, arrangement, expected_date,
       account_id, expected, settled, effective_date, settled_account_id, difference, differs, status, waiting_reason)
     select $1, ($3::uuid[])[(g % 50) % 10 + 1], 'CTR-' || lpad((g % 4000)::text, 6, '0'), ($4::text[])[(g / 50) % 3 + 1] || ':' || m || ':' || arr || ':' || d || ':' || g,
            ($4::text[])[(g / 50) % 3 + 1], m, arr, d, ($2::uuid[])[g % 50 + 1], e, s, case when s > 0 then d end, case when s > 0 then ($2::uuid[])[g % 50 + 1] end,
            s - e, case when st = 'divergente' then '{valor}'::text[] else '{}' end, st, case when st = 'aguardando' then 'liquidacao' end
       from generate_series(0, $5::int - 1) g,
            lateral (select date '2024-06-03' + (g / 150) % 730 as d, lpad((20000000 + g % 900)::text, 8, '0') || '000100' as m,
                            (array['VCC','MCC','ECC','VCD','MCD'])[g % 5 + 1] as arr, 1000 + (g * 7919) % 500000 as e, (g * 31) % 100 as bucket) x,
            lateral (select case when d > date '2026-05-01' then 'a_liquidar' when bucket < 75 then 'conciliada' when bucket < 85 then 'divergente'
                                 when bucket < 92 then 'nao_encontrada' else 'aguardando' end as st) y,
            lateral (select case st when 'conciliada' then e when 'divergente' then e - 100 - bucket * 7 else 0 end as s) z`,
    seedParams,
  );
  // Bank items: an account's day of an acquirer over 1,500 days (90 %), and credits without origin (10 %).
  await database.query(
    `insert into reconciliation_bank_items (creditor_id, company_id, account_id, acquirer, date, bank_line_id, expected, settled, credited, credited_date,
       diff_settled, diff_credited, status, waiting_reason, see_agenda)
     select $1, ($3::uuid[])[(g % 50) % 10 + 1], ($2::uuid[])[g % 50 + 1], acq, d, line, e, s, c, case when c > 0 then d end, s - e, c - s, st,
            case when st = 'aguardando' then 'extrato' end, false
       from generate_series(0, $5::int - 1) g,
            lateral (select g >= $5::int * 9 / 10 as orphan, (g * 31) % 100 as bucket) o,
            lateral (select case when orphan then date '2022-05-02' + (g * 13) % 1500 else date '2022-05-02' + g / 150 end as d,
                            case when orphan then case when g % 4 = 0 then 'nao_identificada' else ($4::text[])[g % 3 + 1] end else ($4::text[])[(g / 50) % 3 + 1] end as acq,
                            case when orphan then g::bigint end as line, 5000 + (g * 7919) % 900000 as amount) x,
            lateral (select case when orphan then 'nao_encontrada' when d > date '2026-05-01' then 'a_liquidar' when bucket < 78 then 'conciliada'
                                 when bucket < 88 then 'divergente' when bucket < 93 then 'nao_encontrada' else 'aguardando' end as st) y,
            lateral (select case when orphan then 0 else amount end as e, case when orphan then 0 else amount end as s,
                            case when orphan then amount when st = 'conciliada' then amount when st = 'divergente' then amount - 250 - bucket else 0 end as c) z`,
    seedParams,
  );
  // Divergences: 60 % of agenda items, 40 % of bank items; pending, resolved and justified; a year of ages.
  await database.query(
    `insert into reconciliation_divergences (creditor_id, company_id, item_kind, item_id, type, reference_date, expected, found, difference, status,
       reason_code, justification, created_at, resolved_at, justified_at, justified_by_name)
     select $1, company_id, kind, id, type, ref, e, f, f - e, st,
            case when st = 'justificada' then 'tarifa_bancaria' end, case when st = 'justificada' then 'Tarifa cobrada pelo banco no crédito.' end,
            created, case when st = 'resolvida' then created + interval '2 days' end, case when st = 'justificada' then created + interval '1 day' end,
            case when st = 'justificada' then 'Bench' end
       from (select *, row_number() over () as n from (
               (select company_id, 'agenda' as kind, id, case when status = 'nao_encontrada' then 'pagamento_nao_encontrado' else 'liquidado_diferente' end as type,
                       expected_date as ref, expected as e, settled as f from reconciliation_schedule_items where creditor_id = $1 limit $2::int * 6 / 10)
               union all
               (select company_id, 'banco', id, case when bank_line_id is not null then 'credito_sem_origem' when credited = 0 then 'credito_nao_encontrado' else 'credito_diferente' end,
                       date, settled, credited from reconciliation_bank_items where creditor_id = $1 limit $2::int * 4 / 10)) u) v,
            lateral (select case when (n * 31) % 10 < 6 then 'pendente' when (n * 31) % 10 < 9 then 'resolvida' else 'justificada' end as st,
                            timestamptz '2025-06-01' + ((n * 7919) % 365) * interval '1 day' + (n % 86400) * interval '1 second' as created) s`,
    [creditorId, ROWS],
  );
  for (const t of ['reconciliation_schedule_items', 'reconciliation_bank_items', 'reconciliation_divergences']) await database.exec(`vacuum analyze ${t}`);
  console.log(`${ROWS.toLocaleString('en')} agenda items, bank items and divergences of one creditor (50 accounts, 3 acquirers) inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const admin = await adminApi(database, app);
  const base = `creditor_id=${creditorId}`;
  const countOf = async (url: string) => (await admin.get(`${url}&offset=0&limit=1`)).json().metadata.resultset.count as number;
  const account = accountIds[7]!;
  const lists: { route: string; orders: [string, string][] }[] = [
    {
      route: '/api/reconciliation/schedule',
      orders: [
        ['default (settlement date)', base],
        ["status 'Divergente', difference desc", `${base}&status=divergente&differenceOrder=desc`],
        ['one account, settlement date desc', `${base}&account_id=${account}&settlementDateOrder=desc`],
      ],
    },
    {
      route: '/api/reconciliation/bank',
      orders: [
        ['default (date desc)', base],
        ["status 'Não encontrada', date asc", `${base}&status=nao_encontrada&dateOrder=asc`],
        ['one account, credited desc', `${base}&account_id=${account}&creditedOrder=desc`],
      ],
    },
    {
      route: '/api/reconciliation/divergences',
      orders: [
        ["default ('Pendente', |difference| desc)", base],
        ["'Crédito diferente', created asc", `${base}&types=credito_diferente&createdAtOrder=asc`],
        ["'Resolvida', reference date desc", `${base}&status=resolvida&referenceDateOrder=desc`],
      ],
    },
  ];

  const figures: { label: string; ratio: number }[] = [];
  for (const { route, orders } of lists) {
    console.log(`\nGET ${route}, page of ${LIMIT} with totals, median of ${ROUNDS} (ms)`);
    console.log(`${'order'.padEnd(42)} ${'rows'.padStart(8)} ${'first'.padStart(8)} ${'middle'.padStart(8)} ${'last'.padStart(8)}  middle/first  last/first`);
    for (const [name, query] of orders) {
      const url = `${route}?${query}`;
      const count = await countOf(url);
      const middle = Math.floor((count - LIMIT) / 2);
      const last = Math.max(0, count - LIMIT);
      const page = (offset: number) => () => admin.get(`${url}&offset=${offset}&limit=${LIMIT}`);
      const [first, mid, end] = await sideBySide([page(0), page(middle), page(last)]);
      const [rMid, rEnd] = [mid! / first!, end! / first!];
      console.log(
        `${name.padEnd(42)} ${count.toLocaleString('en').padStart(8)} ${first!.toFixed(1).padStart(8)} ${mid!.toFixed(1).padStart(8)} ${end!.toFixed(1).padStart(8)}  ${rMid.toFixed(2).padStart(11)}x ${rEnd.toFixed(2).padStart(10)}x`,
      );
      const label = `${route.slice('/api/reconciliation/'.length)}: ${name}`;
      figures.push({ label: `${label}, middle`, ratio: rMid }, { label: `${label}, last`, ratio: rEnd });
      if (EXPLAIN) {
        for (const offset of [0, last]) {
          const statements = await captureStatements(database.pool, () => page(offset)());
          for (const s of statements.filter((x) => /reconciliation_(schedule_items|bank_items|divergences)/.test(x.text))) {
            const plan = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values);
            console.log(`  offset ${offset}: ${s.text.replace(/\s+/g, ' ').slice(0, 140)}\n    ${plan.map((r) => r['QUERY PLAN']).join('\n    ')}`);
          }
        }
      }
    }
  }

  const worst = figures.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  console.log(`\nfigure                                                                   value   budget  verdict`);
  for (const { label, ratio } of figures)
    console.log(`${label.padEnd(72)} ${`${ratio.toFixed(2)}x`.padStart(6)} ${`${BUDGET}x`.padStart(7)}  ${ratio <= BUDGET ? 'met' : 'NOT MET'}`);
  console.log(`worst: ${worst.label} ${worst.ratio.toFixed(2)}x`);
  if (figures.some((f) => f.ratio > BUDGET)) process.exitCode = 1;
} finally {
  await close();
}
