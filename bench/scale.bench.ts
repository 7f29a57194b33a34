/**
 * The hot paths at a tenth of the size the platform is planned for (docs/scale.md): 100
 * creditors, 100,000 commitments of 50 effects each (5,000,000 deal effects; the plan is
 * 50,000,000) and 1,000,000 receivable units in the registry (the plan is 10,000,000). Prints
 * each path's time through the HTTP stack, the table and index sizes, and the plans, which
 * docs/scale.md reads to extrapolate. Figures, not budgets: the budgets live in the other benches.
 * `BENCH_SCALE_DEALS=10000 npm run bench -- scale` for a quick look.
 */
import { TEST_PASSWORD, createAccount } from '../apps/server/src/test/fixtures';
import { openBenchApp } from './bench-app';
import { seedCommitments } from './commitments-seed';
import { medianOf, timeMs } from './sandbox-merchants';

const DEALS = Number(process.env.BENCH_SCALE_DEALS ?? 100_000);
const PER_DEAL = 50;
const UNITS = DEALS * 10;
const CREDITORS = 100;

const { database, app, close } = await openBenchApp();
const line = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);
try {
  const t0 = performance.now();
  await seedCommitments(database, { creditors: CREDITORS, merchantsPerCreditor: 100, deals: DEALS, effectsPerDeal: PER_DEAL, label: 'Escala' });
  await database.exec(`
    insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total)
      select (array['01027058000191','01425787000104','16501555000157','10440482000154','08561701000101'])[1 + g % 5],
             lpad((30000000000000 + g / 250)::text, 14, '0'), (array['VCC','MCC','ECC','VCD','MCD'])[1 + (g / 5) % 5],
             date '2026-01-01' + (g % 250), lpad((30000000000000 + g / 250)::text, 14, '0'), true, 100000
      from generate_series(1, ${UNITS}) g
    on conflict do nothing;`);
  await database.exec('vacuum analyze');
  line('seeded', `${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const sizes = await database.query<{ name: string; rows: string; table_mb: string; index_mb: string }>(`
    select c.relname as name, c.reltuples::bigint as rows,
           round(pg_relation_size(c.oid) / 1048576.0) as table_mb, round(pg_indexes_size(c.oid) / 1048576.0) as index_mb
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'registry') and c.reltuples > 10000
     order by pg_total_relation_size(c.oid) desc limit 8`);
  for (const s of sizes)
    line(`size: ${s.name} (${Number(s.rows).toLocaleString('en')} rows)`, `table ${s.table_mb} MB, indexes ${s.index_mb} MB`);

  const admin = await createAccount(database.db, { type: 'Backoffice' });
  const signIn = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
  const token = signIn.json().token as string;
  const get = async (url: string, query: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res.json() as { metadata?: { resultset?: { count?: number } } };
  };
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    const cold = await timeMs(fn);
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push(await timeMs(fn));
    line(label, `${medianOf(warm).toFixed(1)} ms (first call ${cold.toFixed(0)} ms)`);
  };
  const report = (q: Record<string, string>) => () => get('/api/deals/receivable-reached', { status: 'aprovado', contractType: '0', limit: '10', ...q });
  const total = (await get('/api/deals/receivable-reached', { status: 'aprovado', contractType: '0', limit: '10' })).metadata?.resultset?.count ?? 0;
  await timed('settlement report, first page', report({ offset: '0' }));
  await timed('settlement report, middle page', report({ offset: String(Math.floor(total / 2)) }));
  await timed('settlement report, first page by effect amount', report({ offset: '0', effectAmountOrder: 'desc' }));
  const [creditor] = await database.query<{ id: string }>('select id from creditors order by id limit 1');
  await timed("settlement report, one creditor's first page", report({ offset: '0', creditorId: creditor!.id }));
  await timed('commitments list, first page', () => get('/api/deals', { offset: '0', limit: '10' }));
  await timed('commitments list, middle page', () => get('/api/deals', { offset: String(DEALS / 2), limit: '10' }));
  const [deal] = await database.query<{ id: string }>(`select id from deals order by created_at desc limit 1 offset ${DEALS / 3}`);
  await timed('one commitment (detail with its 50 effects)', () => get(`/api/deals/${deal!.id}`));

  const plan = async (label: string, sql: string) => {
    const rows = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`);
    console.log(`\nplan: ${label}`);
    for (const r of rows) console.log(`  ${r['QUERY PLAN']}`);
  };
  await plan("a contract's effects (the registry-events consumer and the detail)", `select * from deal_effects where deal_id = '${deal!.id}'`);
  await plan(
    "a merchant's receivable units for 90 days (the schedule query)",
    `select * from registry.units where ufr = '30000000000010' and data_liquidacao between date '2026-01-01' and date '2026-04-01'`,
  );
} finally {
  await close();
}
