/**
 * Merchants benchmark (issue "Merchants", Performance): 250,000 merchants of three suppliers
 * (a fifth with an active opt-in), through the whole app. Prints, measured in one run:
 *   - GET /api/merchants, every page (first to last) against the first page of a new filter
 *     set (which counts): budget 2x;
 *   - a name filter ('%text%' on trading or company name, trigram indexes) and a document
 *     prefix filter, each a new filter set: budget 50 ms;
 *   - the merchants export source (the job's own reader and writer, GET /api/merchant) of all
 *     250,000 rows as xlsx against a streamed CSV of the same rows: budget 5x, with this
 *     process's (the server's) peak resident memory during the xlsx export under 400 MB;
 *   - the first page of the list in several sorts and filters (GET /api/merchants through
 *     app.inject(), auth included) against the statements the list's repository emits for that
 *     page run directly on the same database: rate >= 70%, with the count known (page and version
 *     check) and for a new filter set (page and count).
 * BENCH_MERCHANT_EXPORTS=0 leaves the exports out (the list figures alone).
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench -- merchants`.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import type { ExportScope } from '../apps/server/src/lib/export-source';
import {
  createExportWriter,
  writeSource,
  type ExportFormat,
} from '../apps/server/src/modules/exports/export-writers';
import {
  createMerchantsListRepository,
  type MerchantListSearch,
} from '../apps/server/src/modules/merchants/list/merchants-list.repository';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { adminListApi } from './admin-api';
import { firstPageAgainstSql, firstPageHeader, rateFigure } from './first-page';
import { medianMs } from './sandbox-merchants';
import { openScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_MERCHANT_ROWS ?? 250_000);
const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const LIMIT = 10;
/** Calls of a list before its first page is timed: the request path compiled, as in a running server. */
const FIRST_PAGE_WARM_UP = Number(process.env.BENCH_FIRST_PAGE_WARM_UP ?? 100);
/** The export job's chunk size (exports/export-job.ts). */
const CHUNK = 2000;

const median = (fn: () => Promise<unknown>, before?: () => Promise<unknown>, repeat = REPEAT) =>
  medianMs(repeat, fn, before);

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

interface ExportResult {
  format: ExportFormat;
  rows: number;
  ms: number;
  peak: number;
  baseline: number;
  bytes: number;
}

const appConfig = () =>
  loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', ROLE: 'api' },
    {
      seedDemo: false,
      webDist: undefined,
      signInRateLimitPerMinute: 1000,
    },
  );

/** A server process that only exports (an API process holding the app), its peak RSS sampled every 20 ms. */
async function exportWorker(format: ExportFormat, url: string) {
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({ config: appConfig(), database });
  await app.ready();
  const source = app.modules.exportSources.get('merchants')!;
  const scope: ExportScope = {
    accountId: 'bench',
    accountType: 'Backoffice',
    isAdmin: true,
    creditorId: null,
  };
  const params = source.params.parse({ view_full_api: 'false' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-'));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const file = path.join(dir, `merchants.${format}`);
  const started = performance.now();
  const rows = await writeSource(
    source,
    params,
    scope,
    createExportWriter(format, createWriteStream(file), source.sheetName, source.columns),
    {
      chunkSize: CHUNK,
    },
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const result: ExportResult = { format, rows, ms, peak, baseline, bytes: statSync(file).size };
  rmSync(dir, { recursive: true, force: true });
  await app.close();
  await database.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function runExport(format: ExportFormat, url: string): ExportResult {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--export-worker', format, url],
    {
      encoding: 'utf8',
      env: process.env,
    },
  );
  if (res.status !== 0) throw new Error(`${format} export worker failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as ExportResult;
}

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  try {
    const t0 = performance.now();
    const creditorIds = (
      await database.query<{ id: string }>(`
      insert into creditors (document_number, trading_name, company_name)
      values ('11222333000181', 'Fornecedor A', 'Fornecedor A Ltda'),
             ('45723174000110', 'Fornecedor B', 'Fornecedor B Ltda'),
             ('41961670939601', 'Banco C', 'Banco C S.A.')
      returning id`)
    ).map((r) => `'${r.id}'::uuid`);
    // Names from hashes, so a name filter matches a handful of rows as real names do; one in ten a CPF.
    await database.exec(`
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name, account_status,
                           origin_account, onboarding_type, active, contact_name, contact_email, phone_number,
                           address_zip_code, address, address_number, address_neighborhood, address_city, address_state,
                           created_at)
    select (array[${creditorIds.join(', ')}])[1 + g % 3],
           case when g % 10 = 0 then lpad((g::bigint * 7919 % 100000000000)::text, 11, '0')
                else lpad((g::bigint * 7919 % 100000000000000)::text, 14, '0') end,
           case when g % 10 = 0 then 1 else 2 end,
           'Comercio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda',
           'Loja ' || substr(md5(g::text), 1, 10),
           (array['pendente', 'ativo', 'inativo', 'reprovado'])[1 + g % 4],
           1 + g % 4, 1 + g % 3, g % 7 <> 0,
           'Contato ' || g, 'loja' || g || '@exemplo.com.br', '119' || lpad((g % 100000000)::text, 8, '0'),
           '01310100', 'Avenida Paulista', (g % 2000)::text, 'Bela Vista', 'São Paulo', 'SP',
           timestamptz '2020-01-01' + g * interval '1 minute'
    from generate_series(1, ${ROWS}) g;
    insert into merchant_optins (merchant_id, creditor_id, signature_date, start_date, end_date, status)
    select id, creditor_id, date '2020-01-01', date '2020-01-01', date '2099-12-31', 'ativo'
    from merchants where (hashtext(id::text) & 12) = 0;`);
    // What autovacuum does on a live table: statistics and the visibility map (index-only scans).
    await database.exec('vacuum analyze merchants');
    await database.exec('vacuum analyze merchant_optins');
    console.log(
      `${ROWS.toLocaleString('en')} merchants inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ config: appConfig(), database });
    await app.ready();
    const api = await adminListApi(database, app, '/api/merchants');
    /** A write elsewhere in the table: the next call counts again, as for a new filter set. */
    const invalidateCount = () =>
      database.query(`update list_versions set version = version + 1 where name = 'merchants'`);

    const offsets = [0, Math.floor(ROWS / 4), Math.floor(ROWS / 2), Math.floor((3 * ROWS) / 4), ROWS - LIMIT];
    console.log(`\nGET /api/merchants, page of ${LIMIT}, median of ${REPEAT} (ms)`);
    let worst = 0;
    for (const sort of ['', 'tradingNameOrder=asc&']) {
      await api(`${sort}offset=0&limit=${LIMIT}`);
      const first = await median(() => api(`${sort}offset=0&limit=${LIMIT}`), invalidateCount);
      console.log(`order: ${sort ? 'trading name' : 'newest first (default)'}`);
      console.log('offset        api   api/first page');
      for (const offset of offsets) {
        await api(`${sort}offset=${offset}&limit=${LIMIT}`);
        const ms = offset === 0 ? first : await median(() => api(`${sort}offset=${offset}&limit=${LIMIT}`));
        worst = Math.max(worst, ms / first);
        console.log(
          `${String(offset).padEnd(10)} ${ms.toFixed(2).padStart(7)} ${(ms / first).toFixed(2).padStart(15)}x`,
        );
      }
    }

    const [named] = await database.query<{
      trading_name: string;
      document_number: string;
      creditor_id: string;
    }>(
      `select trading_name, document_number, creditor_id from merchants order by created_at limit 1 offset ${Math.floor(ROWS * 0.95)}`,
    );
    const nameTerm = named!.trading_name.slice(6, 12);
    const documentTerm = named!.document_number.slice(0, 8);
    await api(`name=${encodeURIComponent(nameTerm)}&limit=${LIMIT}`);
    const nameMs = await median(
      () => api(`name=${encodeURIComponent(nameTerm)}&limit=${LIMIT}`),
      invalidateCount,
    );
    const documentMs = await median(() => api(`document=${documentTerm}&limit=${LIMIT}`), invalidateCount);
    const nameCount = (await api(`name=${encodeURIComponent(nameTerm)}&limit=${LIMIT}`)).json().metadata
      .resultset.count as number;
    const documentCount = (await api(`document=${documentTerm}&limit=${LIMIT}`)).json().metadata.resultset
      .count as number;
    console.log(`\nname filter '${nameTerm}' (${nameCount} rows): ${nameMs.toFixed(2)} ms`);
    console.log(`document filter '${documentTerm}' (${documentCount} rows): ${documentMs.toFixed(2)} ms`);
    const pickerMs = await median(() => api(`creditor_id=${named!.creditor_id}&limit=999999`), undefined, 5);
    console.log(
      `picker (limit=999999) of one supplier's ~${Math.round(ROWS / 3).toLocaleString('en')} merchants: ${pickerMs.toFixed(0)} ms (no budget)`,
    );

    // First page against the same SQL: the API's first page (auth, validation, the registry's
    // date, serialisation) against the statements the list's repository emits for that page,
    // captured from the repository itself and run directly on the same pool. With the count
    // known (the page and the version check) and for a new filter set (the page and the count).
    const repo = createMerchantsListRepository(database.db);
    const today = await app.modules.services('registry').today();
    const firstPages: [label: string, query: Record<string, string>, search: Partial<MerchantListSearch>][] = [
      ['newest first (default)', {}, {}],
      ['trading name', { tradingNameOrder: 'asc' }, {}],
      ['company name, descending', { companyNameOrder: 'desc' }, {}],
      ['supplier name', { creditorCompanyNameOrder: 'asc' }, {}],
      ['one supplier (a creditor user)', { creditor_id: named!.creditor_id }, { creditorId: named!.creditor_id }],
      ['with an active opt-in', { optin_status: 'true' }, { optinStatus: true }],
    ];
    console.log(`\nfirst page (${LIMIT} rows) against the repository's SQL for it, medians of ${REPEAT} rounds (ms)`);
    firstPageHeader('list'.padEnd(35));
    let worstRate = Infinity;
    for (const [label, params, filters] of firstPages) {
      const query = new URLSearchParams({ ...params, offset: '0', limit: String(LIMIT) }).toString();
      const { steady, fresh } = await firstPageAgainstSql({
        pool: database.pool,
        label: label.padEnd(34),
        rounds: REPEAT,
        warmUp: FIRST_PAGE_WARM_UP,
        api: () => api(query),
        repoPage: () => repo.search({ today, ...filters }, { ...params, offset: 0, limit: LIMIT }),
        invalidateCount,
      });
      worstRate = Math.min(worstRate, steady.rate, fresh.rate);
    }

    // The export, each format in a server process of its own (the list calls above leave this
    // one's memory high): the job's reader (the merchants export source) into the job's writers.
    const exports = process.env.BENCH_MERCHANT_EXPORTS === '0' ? [] : [runExport('csv', database.url), runExport('xlsx', database.url)];
    const [csv, xlsx] = exports;
    console.log(`\nexport of the merchants source, chunks of ${CHUNK}, each in its own server process`);
    console.log('format  rows      time      peak RSS  (over start)  file');
    for (const r of exports)
      console.log(
        `${r.format.padEnd(6)}  ${String(r.rows).padEnd(8)} ${(r.ms / 1000).toFixed(2).padStart(6)} s  ${mb(r.peak).padStart(8)}  ${mb(r.peak - r.baseline).padStart(11)}   ${mb(r.bytes)}`,
      );

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(`\nfigure                                        value     budget   ratio to budget`);
    const line = (label: string, value: number, budget: number, unit: string) =>
      console.log(
        `${label.padEnd(44)} ${`${value.toFixed(2)}${unit}`.padStart(10)} ${`${budget}${unit}`.padStart(9)} ${(value / budget).toFixed(2).padStart(8)}  ${verdict(value <= budget)}`,
      );
    line('slowest page / first page', worst, 2, 'x');
    line('name filter (trigram indexes)', nameMs, 50, 'ms');
    line('document prefix filter', documentMs, 50, 'ms');
    rateFigure('first page rate / its SQL rate (worst list)', worstRate, 0.7);
    if (csv && xlsx) {
      line('xlsx export time / csv export time', xlsx.ms / csv.ms, 5, 'x');
      line('peak RSS during the xlsx export (MB)', xlsx.peak / 1024 / 1024, 400, '');
    }
    await app.close();
  } finally {
    await database.close();
  }
}

if (process.argv[2] === '--export-worker')
  await exportWorker(process.argv[3] as ExportFormat, process.argv[4]!);
else await main();
