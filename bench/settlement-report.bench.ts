/**
 * Settlement report benchmark (issue 13): 1,000,000 effects (20,000 commitments of 50 URs each,
 * 70 % approved). The report's first page (GET deals/receivable-reached as the screen opens it,
 * through the HTTP stack) must answer in ≤ 200 ms; its export (the job's body: the source read
 * through one cursor into the app's writer, 99,999 rows) ≤ 5x a streamed CSV of the same rows
 * (COPY of the report's own SELECT through pg-copy-streams into a file), measured in one run.
 * `npm run bench -- settlement-report` (embedded server) or with DATABASE_URL.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { ExportScope } from '../apps/server/src/lib/export-source';
import { settlementReportExportSource } from '../apps/server/src/modules/commitments/report/report.export-source';
import { createReportRepository } from '../apps/server/src/modules/commitments/report/report.repository';
import { createExportWriter, writeSource, type ExportFormat } from '../apps/server/src/modules/exports/export-writers';
import { TEST_PASSWORD, createAccount } from '../apps/server/src/test/fixtures';
import { settlementReportFiltersSchema } from '@lastro/domain';
import { medianOf, timeMs } from './sandbox-merchants';
import { openBenchApp } from './bench-app';
import { seedCommitments } from './commitments-seed';

const DEALS = Number(process.env.BENCH_REPORT_DEALS ?? 20_000);
const PER_DEAL = 50;
const REPEAT = Number(process.env.BENCH_REPORT_REPEAT ?? 9);
const FIRST_PAGE_BUDGET_MS = 200;
const EXPORT_BUDGET = 5;

const { database, app, close } = await openBenchApp();
const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
let failed = false;
try {
  const t0 = performance.now();
  await seedCommitments(database, { creditors: 5, merchantsPerCreditor: 400, deals: DEALS, effectsPerDeal: PER_DEAL, label: 'Bench' });
  const [seeded] = await database.query<{ n: string }>('select count(*) n from deal_effects');
  line('seeded effects', `${Number(seeded!.n).toLocaleString('en')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const admin = await createAccount(database.db, { type: 'Backoffice' });
  const signIn = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
  const token = signIn.json().token as string;
  const get = async (query: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/deals/receivable-reached', query, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`report ${res.statusCode}: ${res.body}`);
    return res.json() as { data: unknown[]; metadata: { resultset: { count: number } } };
  };
  const screenOpens = { status: 'aprovado', contractType: '0', offset: '0', limit: '10' };

  // The very first call also counts the total (later calls reuse it until a write).
  const cold = await timeMs(() => get(screenOpens));
  const firstPage: number[] = [];
  for (let i = 0; i < REPEAT; i++) firstPage.push(await timeMs(() => get(screenOpens)));
  const page = medianOf(firstPage);
  line('first page, cold (counts 700k rows once)', `${cold.toFixed(0)} ms`);
  line(`first page (median of ${REPEAT})`, `${page.toFixed(1)} ms  (budget ${FIRST_PAGE_BUDGET_MS} ms)`);
  if (page > FIRST_PAGE_BUDGET_MS) failed = true;
  const [creditor] = await database.query<{ id: string }>('select id from creditors order by id limit 1');
  const scoped: number[] = [];
  for (let i = 0; i < 3; i++) scoped.push(await timeMs(() => get({ ...screenOpens, creditorId: creditor!.id })));
  line('first page of one creditor (figure)', `${medianOf(scoped).toFixed(1)} ms`);
  const sorted: number[] = [];
  for (let i = 0; i < 3; i++) sorted.push(await timeMs(() => get({ ...screenOpens, effectAmountOrder: 'desc' })));
  line('first page sorted by effect amount desc (figure)', `${medianOf(sorted).toFixed(1)} ms`);
  const deep: number[] = [];
  for (let i = 0; i < 3; i++) deep.push(await timeMs(() => get({ ...screenOpens, offset: '5000' })));
  line('page at offset 5,000 (figure)', `${medianOf(deep).toFixed(1)} ms`);

  // Export: the job's body (source -> writer -> file) against COPY of the same rows to CSV.
  const repo = createReportRepository(database);
  const source = settlementReportExportSource(repo);
  const params = settlementReportFiltersSchema.parse({ status: 'aprovado' });
  const scope: ExportScope = { accountId: admin.id, accountType: 'Backoffice', isAdmin: true, creditorId: null };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-report-'));
  const exportOnce = async (format: ExportFormat) => {
    const writer = createExportWriter(format, createWriteStream(path.join(dir, `report.${format}`)), source.sheetName, source.columns);
    return writeSource(source, params, scope, writer, { chunkSize: 2000 });
  };
  const copySql = `copy (
    select d.creditor_company_name, d.merchant_company_name, d.merchant_document_number, a.acquirer_name, e.arrangement, e.settlement_date,
           e.effect_order, e.amount_onerate / 100.0, e.effect_amount_initial / 100.0, e.effect_amount / 100.0, e.effect_amount_updated / 100.0,
           e.effective_settlement_amount / 100.0, e.updated_at, d.created_at, i.execution_date, e.effective_settlement_date, d.status, d.type,
           d.contract_type, d.strategy, d.code, i.external_reference, d.creditor_document_number, dd.cnpj_originador, d.gcap
    from deal_effects e join deal_installments i on i.id = e.installment_id join deals d on d.id = e.deal_id
    left join acquirer_directory a on a.document_number = e.acquirer_document left join domicile_directory dd on dd.id = d.bank_account_id
    where d.status = 2 order by e.settlement_date, e.id limit 99999) to stdout with (format csv, header true)`;
  const copyOnce = async () => {
    const client = await database.pool.connect();
    try {
      await pipeline(client.query(copyTo(copySql)), createWriteStream(path.join(dir, 'copy.csv')));
    } finally {
      client.release();
    }
  };
  const readMs = await timeMs(async () => {
    for await (const chunk of repo.exportRows({ statuses: [2] }, 99_999, 10_000)) void chunk;
  });
  line('export read alone, 99,999 rows through the cursor (figure)', `${readMs.toFixed(0)} ms`);
  await exportOnce('csv');
  await copyOnce();
  const times = { csv: [] as number[], xlsx: [] as number[], copy: [] as number[] };
  let rows = 0;
  for (let i = 0; i < 3; i++) {
    times.copy.push(await timeMs(copyOnce));
    times.csv.push(await timeMs(async () => (rows = await exportOnce('csv'))));
    times.xlsx.push(await timeMs(() => exportOnce('xlsx')));
  }
  rmSync(dir, { recursive: true, force: true });
  const copy = medianOf(times.copy);
  const csv = medianOf(times.csv);
  const xlsx = medianOf(times.xlsx);
  line(`streamed CSV (COPY), ${rows.toLocaleString('en')} rows`, `${copy.toFixed(0)} ms`);
  line('export CSV (job body)', `${csv.toFixed(0)} ms  ratio ${(csv / copy).toFixed(2)}x (budget ${EXPORT_BUDGET}x)`);
  line('export xlsx (job body)', `${xlsx.toFixed(0)} ms  ratio ${(xlsx / copy).toFixed(2)}x (budget ${EXPORT_BUDGET}x)`);
  if (csv / copy > EXPORT_BUDGET || xlsx / copy > EXPORT_BUDGET) failed = true;
} finally {
  await close();
}
if (failed) {
  console.error('settlement report over budget');
  process.exit(1);
}
