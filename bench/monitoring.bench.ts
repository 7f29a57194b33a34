/**
 * 'Monitoramento dos Contratos' at 250,000 installments (spec 4 §13 check 12, issue 28): GET
 * reconciliation/monitoring/contracts of one creditor through the whole app as an administrator
 * (the page, its totals, the shaping), the commitments written by the commitments' bench seed
 * (two effects per installment), every installment registered (a contract identifier) and a
 * share of it settled, so the four situations all occur. For the default order (coverage asc)
 * and two others: the first, middle and last page (10 rows), timed side by side (medians), each
 * deep page's ratio to the first; and the filter's totals. Budget: every page ≤ 2x the first.
 * `npm run bench -- monitoring` (BENCH_MONITORING_ROWS to change the size).
 */
import { performance } from 'node:perf_hooks';
import { adminApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { seedCommitments } from './commitments-seed';
import { timedSideBySide } from './sandbox-merchants';

const ROWS = Number(process.env.BENCH_MONITORING_ROWS ?? 250_000);
const ROUNDS = Number(process.env.BENCH_LIST_REPEAT ?? 7);
const LIMIT = 10;
const BUDGET = 2;

const sideBySide = (calls: (() => Promise<unknown>)[]) => timedSideBySide(calls, { rounds: ROUNDS, warm: 1 });

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  await seedCommitments(database, { creditors: 1, merchantsPerCreditor: 3000, deals: ROWS, effectsPerDeal: 2, label: 'Monitor' });
  // Every installment registered; a deal's amount of R$ 50.000,00 against two effects: a share settled to vary the coverage.
  await database.exec(`
    update deal_installments set contract_identifier = 'CTR-' || id, amount = 150000 + (hashtext(id::text) & 1023) * 100;
    update deal_installments i set amount_total_effect = e.requested
      from (select installment_id, sum(effect_amount) as requested from deal_effects group by 1) e where e.installment_id = i.id;
    update deal_installments set effective_settlement_amount = amount where (hashtext(id::text) & 15) = 0;
    update deals set min_percentage = 100, expiration_date = date '2026-06-01' + (hashtext(id::text) & 255);`);
  // One statement each: VACUUM runs outside a transaction block.
  for (const table of ['deals', 'deal_installments', 'deal_effects']) await database.exec(`vacuum analyze ${table}`);
  const [creditor] = await database.query<{ id: string }>(`select id from creditors where company_name like 'Monitor%' limit 1`);
  console.log(`${ROWS.toLocaleString('en')} registered installments (two effects each) of one creditor seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const admin = await adminApi(database, app);
  const base = `/api/reconciliation/monitoring/contracts?creditor_id=${creditor!.id}`;
  const orders: [string, string][] = [
    ['default (coverage asc)', base],
    ['debt desc', `${base}&debtOrder=desc`],
    ["'Insuficiente', due date asc", `${base}&situations=insuficiente&dueDateOrder=asc`],
  ];
  const figures: { label: string; ratio: number }[] = [];
  console.log(`\nGET /api/reconciliation/monitoring/contracts, page of ${LIMIT} with totals, median of ${ROUNDS} (ms)`);
  console.log(`${'order'.padEnd(34)} ${'rows'.padStart(8)} ${'first'.padStart(8)} ${'middle'.padStart(8)} ${'last'.padStart(8)}  middle/first  last/first`);
  for (const [name, url] of orders) {
    const head = (await admin.get(`${url}&offset=0&limit=1`)).json() as { metadata: { resultset: { count: number } }; totals: Record<string, unknown> };
    const count = head.metadata.resultset.count;
    const page = (offset: number) => () => admin.get(`${url}&offset=${offset}&limit=${LIMIT}`);
    const [first, mid, end] = await sideBySide([page(0), page(Math.floor((count - LIMIT) / 2)), page(Math.max(0, count - LIMIT))]);
    const [rMid, rEnd] = [mid! / first!, end! / first!];
    console.log(`${name.padEnd(34)} ${count.toLocaleString('en').padStart(8)} ${first!.toFixed(1).padStart(8)} ${mid!.toFixed(1).padStart(8)} ${end!.toFixed(1).padStart(8)}  ${rMid.toFixed(2).padStart(11)}x ${rEnd.toFixed(2).padStart(10)}x`);
    console.log(`  totals: ${JSON.stringify(head.totals)}`);
    figures.push({ label: `${name}, middle`, ratio: rMid }, { label: `${name}, last`, ratio: rEnd });
  }
  for (const { label, ratio } of figures) console.log(`${label.padEnd(50)} ${`${ratio.toFixed(2)}x`.padStart(6)} ${`${BUDGET}x`.padStart(7)}  ${ratio <= BUDGET ? 'met' : 'NOT MET'}`);
  if (figures.some((f) => f.ratio > BUDGET)) process.exitCode = 1;
} finally {
  await close();
}
