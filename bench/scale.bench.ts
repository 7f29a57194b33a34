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
import { medianOf, timeMs } from './sandbox-merchants';

const DEALS = Number(process.env.BENCH_SCALE_DEALS ?? 100_000);
const PER_DEAL = 50;
const UNITS = DEALS * 10;
const CREDITORS = 100;

const { database, app, close } = await openBenchApp();
const line = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);
try {
  const t0 = performance.now();
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name)
      select lpad((11222333000000 + g * 1000)::text, 14, '0'), 'Escala ' || g, 'Escala Fomento ' || g || ' Ltda' from generate_series(1, ${CREDITORS}) g;
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
      select c.id, lpad((20000000000000 + g * 101 + c.rn)::text, 14, '0'), 2, 'Loja ' || g || ' Ltda', 'Loja ' || g
      from generate_series(1, 100) g, (select id, row_number() over (order by id) rn from creditors) c;
    insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                       merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                       type, contract_type, strategy, gcap, amount, installments, execution_date, execution_date_end, status, created_at)
      select m.creditor_id, m.id, c.company_name, c.trading_name, c.document_number, m.company_name, m.trading_name, m.document_number,
             'Compromisso ' || g, 'Escala', 'COD-' || (g % 500), 1 + g % 4, 1 + g % 2, g % 2, g % 7 = 0, 5000000, 1,
             date '2026-01-01' + (g % 300), date '2027-01-01', case when g % 10 < 7 then 2 else 1 + g % 10 end,
             timestamptz '2026-01-01' + (g || ' minutes')::interval
      from generate_series(1, ${DEALS}) g
      join (select *, row_number() over (order by id) - 1 as rn from merchants) m on m.rn = g % ${CREDITORS * 100}
      join creditors c on c.id = m.creditor_id;
    insert into deal_installments (deal_id, installment, amount, execution_date, execution_date_end, external_reference, status)
      select id, 1, amount, execution_date, execution_date_end, id || '-01', status from deals;`);
  await database.exec(`
    insert into deal_effects (installment_id, deal_id, acquirer_document, arrangement, settlement_date, constituted, effect_order,
                              status, amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated)
      select i.id, i.deal_id, (array['01027058000191','01425787000104','16501555000157','10440482000154','08561701000101'])[1 + k % 5],
             (array['VCC','MCC','ECC','VCD','MCD'])[1 + (k / 5) % 5], i.execution_date + k * 7, k < 40, 1 + k % 3, 'aplicado',
             100000, 100000, 90000 + k, 90000 + k
      from deal_installments i, generate_series(0, ${PER_DEAL - 1}) k;`);
  await database.exec(`
    insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total)
      select (array['01027058000191','01425787000104','16501555000157','10440482000154','08561701000101'])[1 + g % 5],
             lpad((30000000000000 + g / 250)::text, 14, '0'), (array['VCC','MCC','ECC','VCD','MCD'])[1 + (g / 5) % 5],
             date '2026-01-01' + (g % 250), lpad((30000000000000 + g / 250)::text, 14, '0'), true, 100000
      from generate_series(1, ${UNITS}) g
    on conflict do nothing;`).catch((err: Error) => line('registry units not seeded', err.message.split('\n')[0]!));
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
