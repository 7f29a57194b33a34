/**
 * Export benchmark (issue "Performance 3"): 250,000 merchants exported by the real export job
 * of the app (the 'export.merchants' job handler of an API process, called as a worker calls
 * it: read, write, store on disk, notify) as CSV and as xlsx, against `COPY (…) TO STDOUT` of
 * the same rows (the export's columns unformatted, same join, order and cap) into a file, in
 * the same run. Each run is a process of its own, so its peak RSS (sampled every 20 ms) is
 * its own; the rounds alternate COPY, CSV and xlsx so that load on the machine falls on all
 * three alike, and the medians are compared.
 * Budgets: CSV <= 2x the COPY, xlsx <= 8x the COPY (and <= 5x the CSV, as the merchants bench
 * had it), peak RSS of either export < 300 MB.
 * Names and addresses carry what makes CSV and XML work: accents, quotes, separators, line
 * breaks, leading '=' and empty cells.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../apps/server/src/db/client';
import { accounts } from '../apps/server/src/db/schema';
import type { ExportJobContext, ExportJobData } from '../apps/server/src/modules/exports/export-job';
import { openBenchApp } from './bench-app';
import { seedMerchants } from './merchant-rows';
import { medianOf } from './sandbox-merchants';
import { openScratchDatabase } from './scratch-database';
import { prepareDatabase } from '../apps/server/src/prepare-database';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 250_000);
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
const BUDGET = { csv: 2, xlsx: 8, xlsxOverCsv: 5, rssMb: 300 };

/** The export's rows as stored: the same columns, join, opt-in test, order and cap, no formatting. */
const COPY_SQL = `copy (
  select m.type_person, m.document_number, m.trading_name, m.company_name, cd.company_name, m.partnership,
         m.account_status, m.origin_account, m.onboarding_type, m.created_at, m.active,
         exists (select 1 from merchant_optins o where o.merchant_id = m.id and o.creditor_id = m.creditor_id
                 and o.status = 'ativo' and o.start_date <= current_date and o.end_date >= current_date),
         m.contact_name, m.contact_email, m.phone_number, m.address_zip_code, m.address, m.address_number,
         m.address_complement, m.address_neighborhood, m.address_city, m.address_state
  from merchants m left join creditor_directory cd on cd.id = m.creditor_id
  order by m.created_at desc, m.id desc
  limit ${ROWS}
) to stdout with (format csv)`;

type Mode = 'copy' | 'csv' | 'xlsx';

interface Run {
  mode: Mode;
  rows: number;
  ms: number;
  /** This process's CPU time during the run (the database's is apart). */
  cpuMs: number;
  peak: number;
  baseline: number;
  bytes: number;
}

/** Peak resident memory of this process, sampled every 20 ms while `fn` runs. */
async function sampled<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number; peak: number; baseline: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  try {
    const value = await fn();
    const { user, system } = process.cpuUsage(cpu);
    return { value, ms: performance.now() - t0, cpuMs: (user + system) / 1000, peak: Math.max(peak, process.memoryUsage().rss), baseline };
  } finally {
    clearInterval(sampler);
  }
}

async function copyWorker(url: string): Promise<Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-copy-'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const file = path.join(dir, 'copy.csv');
    const { value: rows, ms, cpuMs, peak, baseline } = await sampled(async () => {
      const stream = client.query(copyTo(COPY_SQL));
      await pipeline(stream, createWriteStream(file));
      return stream.rowCount;
    });
    return { mode: 'copy', rows, ms, cpuMs, peak, baseline, bytes: statSync(file).size };
  } finally {
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The API process's export job handler, as the job runner calls it. */
async function exportWorker(format: 'csv' | 'xlsx', url: string, accountId: string): Promise<Run> {
  const { app, database, close } = await openBenchApp({ databaseUrl: url });
  try {
    const job = app.modules.jobs.registry.get('export.merchants');
    if (!job) throw new Error('no export.merchants job');
    const data: ExportJobData = {
      kind: 'merchants',
      format,
      params: { view_full_api: 'false' },
      scope: { accountId, accountType: 'Backoffice', isAdmin: true, creditorId: null },
      requestedAt: new Date().toISOString(),
    };
    const jobId = randomUUID();
    // The row the job runner would have made (the stored file names its job).
    await database.query(`insert into jobs (id, account_id, type, status) values ($1, $2, 'export.merchants', 'running')`, [jobId, accountId]);
    const ctx: ExportJobContext = { jobId, accountId, data, attempt: 1, progress: async () => undefined };
    const { value, ms, cpuMs, peak, baseline } = await sampled(
      async () => (await job.handler(ctx as never)) as { fileId: string; rows: number },
    );
    const [file] = await database.query<{ size_bytes: string }>('select size_bytes from files where id = $1', [value.fileId]);
    return { mode: format, rows: value.rows, ms, cpuMs, peak, baseline, bytes: Number(file?.size_bytes ?? 0) };
  } finally {
    await close();
  }
}

function run(mode: Mode, url: string, accountId: string): Run {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--worker', mode, url, accountId],
    // The file goes to disk as on the embedded default: what is timed is the export, not a database upload.
    { encoding: 'utf8', env: { ...process.env, FILE_STORAGE: 'disk' } },
  );
  if (res.status !== 0) throw new Error(`${mode} worker failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as Run;
}

/** The merchants (texts that CSV and XML must get right) and the account the exports are for. */
async function seed(database: Database) {
  await seedMerchants(database, ROWS, 'tricky');
  const [account] = await database.db
    .insert(accounts)
    .values({ email: 'bench-export@lastro.dev', name: 'Bench', passwordHash: 'x', accountType: 'Backoffice' })
    .returning({ id: accounts.id });
  return account!.id;
}

const mb = (n: number) => n / 1024 / 1024;

async function main() {
  const database = await openScratchDatabase();
  try {
    await prepareDatabase(database);
    const t0 = performance.now();
    const accountId = await seed(database);
    console.log(`${ROWS.toLocaleString('en')} merchants inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const runs: Run[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const mode of ['copy', 'csv', 'xlsx'] as const) runs.push(run(mode, database.url, accountId));

    console.log(`\nexport of the merchants list, ${ROUNDS} rounds; each run in a process of its own`);
    console.log('run    rows      time    node CPU   peak RSS  (over start)  file');
    for (const r of runs)
      console.log(
        `${r.mode.padEnd(5)}  ${String(r.rows).padEnd(8)} ${(r.ms / 1000).toFixed(2).padStart(6)} s ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s  ${mb(r.peak).toFixed(0).padStart(5)} MB  ${mb(r.peak - r.baseline).toFixed(0).padStart(8)} MB   ${mb(r.bytes).toFixed(1)} MB`,
      );
    for (const r of runs) if (r.rows !== ROWS) throw new Error(`${r.mode} wrote ${r.rows} rows, not ${ROWS}`);

    const median = (mode: Mode) => medianOf(runs.filter((r) => r.mode === mode).map((r) => r.ms));
    const peak = (mode: Mode) => Math.max(...runs.filter((r) => r.mode === mode).map((r) => r.peak));
    const copy = median('copy');
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(`\nfigure                                          value    budget`);
    const line = (label: string, value: number, budget: string, ok: boolean) =>
      console.log(`${label.padEnd(46)} ${value.toFixed(2).padStart(8)} ${budget.padStart(9)}  ${verdict(ok)}`);
    line('CSV export time / COPY time (medians)', median('csv') / copy, `<= ${BUDGET.csv}x`, median('csv') / copy <= BUDGET.csv);
    line('xlsx export time / COPY time (medians)', median('xlsx') / copy, `<= ${BUDGET.xlsx}x`, median('xlsx') / copy <= BUDGET.xlsx);
    // The figure the merchants bench kept before the CSV came from COPY (its budget unchanged).
    line('xlsx export time / CSV export time (medians)', median('xlsx') / median('csv'), `<= ${BUDGET.xlsxOverCsv}x`, median('xlsx') / median('csv') <= BUDGET.xlsxOverCsv);
    const rss = Math.max(peak('csv'), peak('xlsx'));
    line('server peak RSS during either export (MB)', mb(rss), `< ${BUDGET.rssMb}`, mb(rss) < BUDGET.rssMb);
    console.log(`(COPY median ${(copy / 1000).toFixed(2)} s; peak RSS csv ${mb(peak('csv')).toFixed(0)} MB, xlsx ${mb(peak('xlsx')).toFixed(0)} MB)`);
  } finally {
    await database.close();
  }
}

if (process.argv[2] === '--worker') {
  const [mode, url, accountId] = process.argv.slice(3) as [Mode, string, string];
  const result = mode === 'copy' ? await copyWorker(url) : await exportWorker(mode, url, accountId);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else await main();
