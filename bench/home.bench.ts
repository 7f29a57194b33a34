/**
 * The home's figures (issue 28): GET home/figures — the agenda free and committed from today on,
 * the commitments awaiting action, the pending divergences with Σ |diferença|, the statement
 * files waiting — in one request, ≤ 100 ms, at the other benches' volumes: 250,000 commitments of
 * 100 creditors' 25,000 merchants (commitments-list), 250,000 schedule queries (schedules-list)
 * and their creditors' agenda days (two years, every creditor), 250,000 divergences of one
 * creditor (reconciliation-lists) and 20,000 statement files. Timed through the whole app
 * (auth, the four reads side by side, serialisation) as an administrator (every creditor) and as
 * the user of the creditor holding the divergences; medians of BENCH_LIST_REPEAT rounds.
 * `npm run bench -- home`. Exit 1 over budget.
 */
import { performance } from 'node:perf_hooks';
import { PERMISSIONS } from '@lastro/domain';
import { createAccount, createProfile, TEST_PASSWORD } from '../apps/server/src/test/fixtures';
import { adminApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { seedCommitments } from './commitments-seed';
import { seedReconciliationCreditor } from './reconciliation-seeds';
import { medianOf, timeMs } from './sandbox-merchants';

const DEALS = Number(process.env.BENCH_DEAL_ROWS ?? 250_000);
const QUERIES = Number(process.env.BENCH_SCHEDULE_ROWS ?? 250_000);
const DIVERGENCES = Number(process.env.BENCH_RECON_ITEMS ?? 250_000);
const FILES = 20_000;
const ROUNDS = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const BUDGET_MS = 100;

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  await seedCommitments(database, { creditors: 100, merchantsPerCreditor: 250, deals: DEALS, effectsPerDeal: 1, label: 'Home' });
  const { creditorId } = await seedReconciliationCreditor(database, { companies: 10, accounts: 50, startDate: '2020-01-01' });
  await database.query(
    `insert into schedule_requests (creditor_id, merchant_id, creditor_company_name, creditor_document_number, partner_type,
                                    merchant_company_name, merchant_document_number, query_type, protocol, status, created_at)
     select m.creditor_id, m.id, 'Credor', '00000000000191', 'fornecedor', m.company_name, m.document_number, 'CONSOLIDATED', md5(g::text),
            (array['01', '02', '02', '03'])[1 + g % 4], now() - (g::double precision / $1) * interval '365 days'
       from generate_series(1, $1::int) g
       join (select id, creditor_id, company_name, document_number, row_number() over (order by id) - 1 as n from merchants) m on m.n = (g::bigint * 7919) % 25000`,
    [QUERIES],
  );
  // Each creditor's agenda days, a year back and a year ahead (what the answers' completions keep).
  await database.query(
    `insert into schedule_agenda_days (creditor_id, settlement_date, free, committed)
     select c.id, current_date + d, 1000000 + (d * 7919) % 500000, 400000 + (d * 31) % 200000
       from creditors c, generate_series(-365, 365) d`,
  );
  await database.query(
    `insert into reconciliation_divergences (creditor_id, item_kind, item_id, type, reference_date, expected, found, difference, status, created_at)
     select $1, case when g % 3 = 0 then 'banco' else 'agenda' end, gen_random_uuid(), 'liquidado_diferente', date '2024-06-03' + g % 730,
            100000, 100000 - (g * 7919) % 5000, -((g * 7919) % 5000), case when (g * 31) % 10 < 6 then 'pendente' when (g * 31) % 10 < 9 then 'resolvida' else 'justificada' end,
            timestamptz '2025-06-01' + ((g * 7919) % 365) * interval '1 day'
       from generate_series(1, $2::int) g`,
    [creditorId, DIVERGENCES],
  );
  await database.query(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status, received_at)
     select c.id, 'sandbox', 'extrato_' || g || '.ofx', 1000, md5(g::text) || md5((g * 7)::text), 'k' || g,
            (array['processado', 'processado', 'processado', 'processado_com_alertas', 'rejeitado', 'aguardando_vinculo', 'aguardando_confirmacao', 'processado'])[1 + g % 8],
            now() - (g % 700) * interval '1 day'
       from generate_series(1, $1::int) g
       join (select id, row_number() over (order by id) - 1 as n from creditors) c on c.n = g % 101`,
    [FILES],
  );
  for (const table of ['schedule_requests', 'schedule_agenda_days', 'reconciliation_divergences', 'reconciliation_files', 'deals']) await database.exec(`vacuum analyze ${table}`);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const admin = await adminApi(database, app);
  const grants = [PERMISSIONS.cad_agenda_consulta_agenda, PERMISSIONS.cad_compromisso_dados_compromissos, PERMISSIONS.conciliacao_divergencias, PERMISSIONS.conciliacao_extratos].map(
    (slug) => [slug, ['read']] as const,
  );
  const profile = await createProfile(database.db, { isLastro: false, grants });
  const user = await createAccount(database.db, { type: 'Creditor', creditorId, profileId: profile.id });
  const token = (await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: user.email, password: TEST_PASSWORD } })).json().token as string;
  const asCreditor = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/home/figures', headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  const callers: [string, () => Promise<{ json(): unknown }>][] = [
    ['administrator (every creditor)', () => admin.get('/api/home/figures')],
    ["creditor user (250,000 divergences' creditor)", asCreditor],
  ];

  console.log(`\nGET /api/home/figures, median of ${ROUNDS} rounds after 3 warm-up calls (budget ${BUDGET_MS} ms)`);
  let over = 0;
  for (const [label, call] of callers) {
    console.log(`  ${label}: ${JSON.stringify((await call()).json())}`);
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await timeMs(call));
    const median = medianOf(times);
    const ok = median <= BUDGET_MS;
    if (!ok) over++;
    console.log(`  ${label.padEnd(48)} ${median.toFixed(1).padStart(7)} ms  (max ${Math.max(...times).toFixed(1)} ms)  ${ok ? '≤ 100 ms: ok' : 'OVER BUDGET'}`);
  }
  // Where the time goes: each read alone through the service the home calls, and a signed-in request that reads nothing.
  const services = app.modules.services;
  const today = await services('registry').today();
  const parts: [string, () => Promise<unknown>][] = [
    ["registry's date", () => services('registry').today()],
    ['agenda from today (every creditor)', () => services('schedules').agendaFrom(null, today)],
    ['commitments awaiting (every creditor)', () => services('commitments').awaitingCount(null, ['a_aprovar', 'em_contestacao'])],
    ['pending divergences (every creditor)', () => services('reconciliation').pendingDivergences(null)],
    ['files waiting (every creditor)', () => services('reconciliation').filesWaiting(null)],
    ['GET /api/notifications?limit=1 (a signed-in floor)', () => admin.get('/api/notifications?offset=0&limit=1')],
  ];
  console.log('\nbreakdown, medians (ms)');
  for (const [label, call] of parts) {
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await timeMs(call));
    console.log(`  ${label.padEnd(48)} ${medianOf(times).toFixed(1).padStart(7)}`);
  }
  if (process.env.BENCH_EXPLAIN === '1')
    for (const text of [
      `select count(*)::int, coalesce(sum(abs(difference)), 0)::text from reconciliation_divergences where status = 'pendente'`,
      `select count(*) from reconciliation_files where status in ('aguardando_vinculo', 'aguardando_confirmacao')`,
    ]) {
      const plan = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`);
      console.log(`\n${text}\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
    }
  if (over) process.exitCode = 1;
} finally {
  await close();
}
