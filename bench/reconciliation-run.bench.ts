/**
 * A reconciliation run (spec 4 §4.5, §13 check 12) of one creditor over 30 dias úteis × 50
 * accounts, against the same joins in plain SQL over the same rows, measured side by side in
 * one run. The rows a run reads are written by SQL: the registry copies (Previsto frozen per
 * effect on a UR, the settlements; 3 acquirers × 4 URs per account and day, 18,000 of each,
 * some unpaid, some short) and the read up to today, one committed statement per account
 * covering the period with its card credits (one per account, acquirer and day; some split per
 * settlement, some short, some missing, some a dia útil late), its other entries and credits
 * without origin. The run is the job's work (`reconciliation.run`: mirror, reads, matching,
 * items, matches, suggestions, divergences and their history, in one transaction) through the
 * runs service as the module builds it, its registry read left out: the copies are the
 * registry's data as the run reads it, so both sides read the same tables.
 * The SQL (reconciliation-run-sql.ts): agenda items (Previsto ⟕ settlements per contract and
 * UR) and bank items (P ⟗ L per account, acquirer and day, each with its candidate credits in
 * d..d+1 dia útil and the statement coverage), written once to bare tables (the joins alone)
 * and once as items into the item tables (rolled back). Each round starts from no items and
 * times both, a first run (everything written) and a repeated run (nothing changes); medians.
 * Budget: each run ≤ 3x the joins written as items (the run's product is its items; the ratio
 * to the joins alone is printed beside it, unbudgeted). A repeated run that changes anything
 * fails too. Exit 1 over budget. BENCH_PROFILE=1 prints each call's statements by time.
 * `npm run bench -- reconciliation` (BENCH_RUN_ROUNDS, BENCH_RUN_ACCOUNTS, BENCH_RUN_DAYS).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addBusinessDays, RECONCILIATION_TOLERANCE } from '@lastro/domain';
import { createRunsService } from '../apps/server/src/modules/reconciliation/runs/runs.service';
import { openBenchApp } from './bench-app';
import { createJoinTables, runJoins, runJoinsAsItems } from './reconciliation-run-sql';
import { ACQUIRERS, seedReconciliationCreditor } from './reconciliation-seeds';
import { medianOf, timeMs } from './sandbox-merchants';

const ACCOUNTS = Number(process.env.BENCH_RUN_ACCOUNTS ?? 50);
const DAYS = Number(process.env.BENCH_RUN_DAYS ?? 30);
const ROUNDS = Number(process.env.BENCH_RUN_ROUNDS ?? 5);
const BUDGET = 3;
/** The first day of the run (a Monday); 'today' is a few dias úteis after its last day, so every window is closed. */
const FIRST = '2026-03-02';
const PROFILE = process.env.BENCH_PROFILE === '1';

/**
 * BENCH_PROFILE=1: every statement's time (from sending to its answer, queueing on its
 * connection included) summed by its text, printed after each timed call: where a run spends.
 */
const statementTimes = new Map<string, { ms: number; n: number }>();
if (PROFILE) {
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const out = send.apply(this, args);
    const q = args[0] as string | { text?: string };
    const text = (typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 110);
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      const t0 = performance.now();
      void (out as Promise<unknown>).then(
        () => {
          const entry = statementTimes.get(text) ?? { ms: 0, n: 0 };
          statementTimes.set(text, { ms: entry.ms + performance.now() - t0, n: entry.n + 1 });
        },
        () => undefined,
      );
    }
    return out;
  } as typeof pg.Client.prototype.query;
}
function printProfile(label: string) {
  if (!PROFILE) return;
  const rows = [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
  console.log(`  ${label}: statements by time (ms, calls)`);
  for (const [text, { ms, n }] of rows) console.log(`  ${ms.toFixed(0).padStart(7)} ${String(n).padStart(6)}  ${text}`);
  statementTimes.clear();
}

/** The run's days, and beyond them the days its lines are read for (d + the widest tolerance). */
const days: string[] = [FIRST];
while (days.length < DAYS + RECONCILIATION_TOLERANCE.maxDays) days.push(addBusinessDays(days.at(-1)!, 1));
const range = { from: days[0]!, to: days[DAYS - 1]! };
const today = addBusinessDays(range.to, RECONCILIATION_TOLERANCE.maxDays + 1);

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  const { creditorId, accountIds } = await seedReconciliationCreditor(database, { companies: 10, accounts: ACCOUNTS, startDate: '2026-01-01' });
  const acquirerIds = await database.query<{ id: number; document_number: string }>('select id, document_number from acquirers where document_number = any($1::text[])', [[...ACQUIRERS]]);
  const acquirerIdOf = ACQUIRERS.map((d) => acquirerIds.find((a) => a.document_number === d)!.id);
  // The URs of the period: one per account, day, acquirer and contract (4 per account), each with its fate.
  await database.query(
    `create unlogged table bench_urs as
     select a.id as account_id, ra.account_key, ra.holder_document, a.n, dd.d, dd.k, q.acq, q.qn, m, 'CTR-' || a.n || '-' || m as contract,
            lpad((30000000 + a.n * 10 + m)::text, 8, '0') || '000100' as merchant, (array['VCC','MCC','ECC','VCD'])[m + 1] as arr,
            2000 + (a.n * 7919 + dd.k * 104729 + q.qn * 1299709 + m * 15485863) % 400000 as amount,
            (a.n * 37 + dd.k * 11 + q.qn * 53 + m * 71) % 100 as fate, (a.n * 13 + dd.k * 29 + q.qn * 41) % 100 as day_fate
       from unnest($1::uuid[]) with ordinality a(id, n) join reconciliation_accounts ra on ra.id = a.id,
            unnest($2::date[]) with ordinality dd(d, k), unnest($3::text[]) with ordinality q(acq, qn), generate_series(0, 3) m
      where dd.k <= $4`,
    [accountIds, days, [...ACQUIRERS], DAYS],
  );
  // Previsto frozen, and the settlements: 3 % unpaid, 4 % paid short; the registry read up to today.
  await database.query(
    `insert into reconciliation_expected (creditor_id, contract_identifier, ur_key, expected_date, acquirer, merchant_document, arrangement, account_id, domicile_key, amount, frozen_at)
     select $1, contract, acq || ':' || merchant || ':' || arr || ':' || d, d, acq, merchant, arr, account_id, account_key, amount, now() from bench_urs`,
    [creditorId],
  );
  await database.query(
    `insert into reconciliation_settlements (creditor_id, ur_key, contract_identifier, beneficiary, acquirer, merchant_document, arrangement, settlement_date, effective_date,
       account_id, domicile_key, amount)
     select $1, acq || ':' || merchant || ':' || arr || ':' || d, contract, holder_document, acq, merchant, arr, d, d, account_id, account_key,
            case when fate < 7 then amount - 500 else amount end
       from bench_urs where fate >= 3`,
    [creditorId],
  );
  await database.query('insert into reconciliation_registry_reads (creditor_id, read_up_to) values ($1, $2)', [creditorId, today]);
  // One statement per account over the period (its coverage), and its lines.
  await database.query(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, format, status, received_at, committed_at, period_start, period_end, accounts, lines_total, lines_new)
     select $1, 'usuario', 'extrato-' || n || '.ofx', 1, md5(id::text) || md5(n::text), 'bench/' || id || '.ofx', 'ofx', 'processado', now(), now(), $2::date, $3::date, array[id], 0, 0
       from unnest($4::uuid[]) with ordinality a(id, n)`,
    [creditorId, days[0], days.at(-1), accountIds],
  );
  await database.query(
    `with paid as (
       select u.account_id, u.n, u.k, u.d, u.acq, u.qn, u.day_fate, s.amount
         from bench_urs u join reconciliation_settlements s on s.creditor_id = $1 and s.contract_identifier = u.contract and s.effective_date = u.d
          and s.ur_key = u.acq || ':' || u.merchant || ':' || u.arr || ':' || u.d),
     credits as (
       -- 4 % of an account's acquirer days uncredited; 10 % credited per settlement (1:1); 4 % short by R$ 7,00 (a suggestion); 8 % a dia útil late.
       select account_id, n, case when day_fate between 18 and 25 then ($3::date[])[k::int + 1] else d end as posted, qn, sum(amount) + case when day_fate between 14 and 17 then -700 else 0 end as amount
         from paid where day_fate >= 14 group by account_id, n, k, d, qn, day_fate
       union all
       select account_id, n, d, qn, amount from paid where day_fate between 4 and 13),
     lines as (
       select account_id, n, posted, amount, ($2::int[])[qn::int] as acquirer_id, 'recebivel_cartao' as classification from credits
       union all
       -- Every account's day: a PIX received and a fee ('Outro lançamento'), and now and then a card credit nobody expects.
       select a.id, a.n, dd.d, v.amount, null, case when v.card then 'recebivel_cartao' else 'outro' end
         from unnest($4::uuid[]) with ordinality a(id, n), unnest($3::date[]) with ordinality dd(d, k),
              lateral (values (15000 + (a.n * 97 + dd.k * 31) % 5000, false), (-(100 + dd.k), false), (777 + a.n * 1000 + dd.k, true)) v(amount, card)
        where dd.k <= $5 and (not v.card or (a.n + dd.k) % 7 = 0))
     insert into reconciliation_bank_lines (creditor_id, file_id, line_number, account_id, posted_date, amount, entry_type, description, dedup_key, status, classification, acquirer_id)
     select $1, f.id, row_number() over (partition by l.account_id order by l.posted, l.amount), l.account_id, l.posted, l.amount, case when l.amount > 0 then 'C' else 'D' end,
            case when l.classification = 'outro' then 'PIX RECEBIDO' else 'RECEBIVEIS CARTAO' end,
            md5(l.account_id::text || l.posted || l.amount || random()) || md5(random()::text), 'importada', l.classification, l.acquirer_id
       from lines l join reconciliation_files f on f.creditor_id = $1 and f.accounts = array[l.account_id]`,
    [creditorId, acquirerIdOf, days, accountIds, DAYS],
  );
  for (const t of ['reconciliation_expected', 'reconciliation_settlements', 'reconciliation_bank_lines', 'reconciliation_files'])
    await database.exec(`vacuum analyze ${t}`);
  const [sizes] = await database.query<{ expected: number; settlements: number; lines: number }>(
    `select (select count(*)::int from reconciliation_expected) as expected, (select count(*)::int from reconciliation_settlements) as settlements,
            (select count(*)::int from reconciliation_bank_lines) as lines`,
  );
  console.log(
    `${DAYS} dias úteis (${range.from}..${range.to}) × ${ACCOUNTS} accounts: ${sizes!.expected.toLocaleString('en')} Previsto rows, ${sizes!.settlements.toLocaleString('en')} settlements, ` +
      `${sizes!.lines.toLocaleString('en')} statement lines, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const services = app.modules.services;
  const runs = createRunsService({
    pool: database.pool,
    today: async () => today,
    mirrorCompanies: (id) => services('reconciliation').mirrorCompanies(id),
    // The registry read is left out: the copies seeded above are what it would have left.
    refreshCopies: async (id) => ({
      readUpTo: (await database.query<{ d: string }>('select read_up_to::text as d from reconciliation_registry_reads where creditor_id = $1', [id]))[0]?.d ?? null,
    }),
    expectedFor: (id, r) => services('reconciliation').expectedFor(id, r),
    settlementsFor: (id, r) => services('reconciliation').settlementsFor(id, r),
    acquirerDocuments: async () => new Map((await services('registers').acquirerList()).map((a) => [a.id, a.document_number])),
    enqueue: () => Promise.reject(new Error('the benchmark runs in process')),
    ownerOf: async () => null,
  });

  await createJoinTables(database.pool);
  const scope = { creditorId, range, days };
  const reset = () =>
    database.exec(`truncate bench_agenda, bench_bank, reconciliation_divergence_events, reconciliation_divergences, reconciliation_match_members,
      reconciliation_matches, reconciliation_suggestions, reconciliation_schedule_items, reconciliation_bank_items, reconciliation_runs`);
  const run = () => runs.run(creditorId, { from: range.from, to: range.to });

  const times = { joins: [] as number[], items: [] as number[], first: [] as number[], repeat: [] as number[] };
  let counts: Record<string, number> = {};
  let repeatCounts: Record<string, number> = {};
  statementTimes.clear();
  for (let round = 0; round < ROUNDS; round++) {
    await reset();
    await database.exec('vacuum analyze reconciliation_schedule_items, reconciliation_bank_items, reconciliation_divergences, reconciliation_matches');
    times.joins.push(await timeMs(() => runJoins(database.pool, scope)));
    printProfile('the joins in SQL');
    times.items.push(await timeMs(() => runJoinsAsItems(database.pool, scope)));
    printProfile('the joins in SQL written as items');
    times.first.push(await timeMs(async () => (counts = (await run()).counts)));
    printProfile('first run');
    times.repeat.push(await timeMs(async () => (repeatCounts = (await run()).counts)));
    printProfile('repeated run');
  }
  const [joinsMs, itemsMs, firstMs, repeatMs] = [medianOf(times.joins), medianOf(times.items), medianOf(times.first), medianOf(times.repeat)];
  const [items] = await database.query<{ agenda: number; bank: number; divergences: number; matches: number; suggestions: number; baseline_agenda: number; baseline_bank: number }>(
    `select (select count(*)::int from reconciliation_schedule_items) as agenda, (select count(*)::int from reconciliation_bank_items) as bank,
            (select count(*)::int from reconciliation_divergences) as divergences, (select count(*)::int from reconciliation_matches) as matches,
            (select count(*)::int from reconciliation_suggestions) as suggestions,
            (select count(*)::int from bench_agenda) as baseline_agenda, (select count(*)::int from bench_bank) as baseline_bank`,
  );
  console.log(
    `a run writes ${items!.agenda.toLocaleString('en')} agenda items, ${items!.bank.toLocaleString('en')} bank items, ${items!.matches.toLocaleString('en')} matches, ` +
      `${items!.suggestions} suggestions, ${items!.divergences.toLocaleString('en')} divergences (counts ${JSON.stringify(counts)}); ` +
      `the baseline ${items!.baseline_agenda.toLocaleString('en')} agenda and ${items!.baseline_bank.toLocaleString('en')} bank rows`,
  );
  console.log(`a repeated run: ${JSON.stringify(repeatCounts)}`);
  const seconds = (ts: number[]) => ts.map((t) => (t / 1000).toFixed(2)).join(' ');
  console.log(`\nseconds, median of ${ROUNDS} rounds (every round)`);
  console.log(`the joins in SQL, into bare tables          ${(joinsMs / 1000).toFixed(2).padStart(6)}  (${seconds(times.joins)})`);
  console.log(`the joins in SQL, written as items          ${(itemsMs / 1000).toFixed(2).padStart(6)}  (${seconds(times.items)})`);
  console.log(`first run (everything written)              ${(firstMs / 1000).toFixed(2).padStart(6)}  (${seconds(times.first)})`);
  console.log(`repeated run (nothing changes)              ${(repeatMs / 1000).toFixed(2).padStart(6)}  (${seconds(times.repeat)})`);
  const figures = [
    { label: 'first run / the joins written as items', ratio: firstMs / itemsMs, budget: BUDGET },
    { label: 'repeated run / the joins written as items', ratio: repeatMs / itemsMs, budget: BUDGET },
    { label: 'first run / the joins alone (shown)', ratio: firstMs / joinsMs, budget: null },
    { label: 'repeated run / the joins alone (shown)', ratio: repeatMs / joinsMs, budget: null },
  ];
  console.log(`\nfigure                                                    value   budget  verdict`);
  for (const { label, ratio, budget } of figures)
    console.log(`${label.padEnd(56)} ${`${ratio.toFixed(2)}x`.padStart(6)} ${budget ? `${budget}x`.padStart(7) : '      -'}  ${budget === null ? '' : ratio <= budget ? 'met' : 'NOT MET'}`);
  const repeatChanged = ['criada', 'valor_atualizado', 'resolvida_automaticamente', 'reaberta', 'removed', 'matches'].some((k) => (repeatCounts[k] ?? 0) > 0);
  if (repeatChanged) console.log('NOT MET: the repeated run changed something');
  if (figures.some((f) => f.budget !== null && f.ratio > f.budget) || repeatChanged) process.exitCode = 1;
} finally {
  await close();
}
