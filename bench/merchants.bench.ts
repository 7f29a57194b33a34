/**
 * Merchants benchmark (issue "Merchants", Performance): 250,000 merchants of three suppliers
 * (a fifth with an active opt-in), through the whole app. Prints, measured in one run:
 *   - GET /api/merchants, every page (first to last) against the first page of a new filter
 *     set (which counts): budget 2x;
 *   - a name filter ('%text%' on trading or company name, ignoring case and accents: trigram
 *     indexes on lastro_fold), typed as stored and typed in capitals with accents (it must find
 *     the same rows), and a document prefix filter, each a new filter set: budget 50 ms;
 *   - the first page of the list in several sorts and filters (GET /api/merchants through
 *     app.inject(), auth included) against the statements the list's repository emits for that
 *     page run directly on the same database: rate >= 70%, with the count known (page and version
 *     check) and for a new filter set (page and count).
 * The export of the same 250,000 merchants is export.bench.ts's (the export job through COPY).
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench -- merchants`.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import {
  createMerchantsListRepository,
  type MerchantListSearch,
} from '../apps/server/src/modules/merchants/list/merchants-list.repository';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { adminListApi } from './admin-api';
import { seedMerchants } from './merchant-rows';
import { announcedWrite, firstPageAgainstSql, firstPageHeader, rateFigure, uncachedDb } from './first-page';
import { medianMs } from './sandbox-merchants';
import { openScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_MERCHANT_ROWS ?? 250_000);
const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const LIMIT = 10;
/** Calls of a list before its first page is timed: the request path compiled, as in a running server. */
const FIRST_PAGE_WARM_UP = Number(process.env.BENCH_FIRST_PAGE_WARM_UP ?? 100);

const median = (fn: () => Promise<unknown>, before?: () => Promise<unknown>, repeat = REPEAT) =>
  medianMs(repeat, fn, before);

const appConfig = () =>
  loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', ROLE: 'api' },
    {
      seedDemo: false,
      webDist: undefined,
      signInRateLimitPerMinute: 1000,
    },
  );

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  try {
    const t0 = performance.now();
    await seedMerchants(database, ROWS);
    console.log(
      `${ROWS.toLocaleString('en')} merchants inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ config: appConfig(), database });
    await app.ready();
    const api = await adminListApi(database, app, '/api/merchants');
    const invalidateCount = announcedWrite(database, 'merchants');

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
    // A longer term ('oja 47c2c9x' of 'Loja 47c2c9x…') typed in capitals with accents ('ÓJÁ 47C2C9X'):
    // the folded filter finds what the term as stored finds, as fast.
    const storedTerm = named!.trading_name.slice(1, 12);
    const foldedTerm = storedTerm.toUpperCase().replace('O', 'Ó').replace('A', 'Á');
    const foldedMs = await median(
      () => api(`name=${encodeURIComponent(foldedTerm)}&limit=${LIMIT}`),
      invalidateCount,
    );
    const foldedCount = (await api(`name=${encodeURIComponent(foldedTerm)}&limit=${LIMIT}`)).json().metadata
      .resultset.count as number;
    const documentMs = await median(() => api(`document=${documentTerm}&limit=${LIMIT}`), invalidateCount);
    const nameCount = (await api(`name=${encodeURIComponent(nameTerm)}&limit=${LIMIT}`)).json().metadata
      .resultset.count as number;
    const documentCount = (await api(`document=${documentTerm}&limit=${LIMIT}`)).json().metadata.resultset
      .count as number;
    console.log(`\nname filter '${nameTerm}' (${nameCount} rows): ${nameMs.toFixed(2)} ms`);
    console.log(`name filter '${foldedTerm}' (${foldedCount} rows): ${foldedMs.toFixed(2)} ms`);
    const storedCount = (await api(`name=${encodeURIComponent(storedTerm)}&limit=${LIMIT}`)).json().metadata.resultset
      .count as number;
    if (foldedCount !== storedCount || storedCount === 0) {
      throw new Error(`the name filter found ${storedCount} rows for '${storedTerm}' and ${foldedCount} for '${foldedTerm}'`);
    }
    console.log(`document filter '${documentTerm}' (${documentCount} rows): ${documentMs.toFixed(2)} ms`);
    const pickerMs = await median(() => api(`creditor_id=${named!.creditor_id}&limit=999999`), undefined, 5);
    console.log(
      `picker (limit=999999) of one supplier's ~${Math.round(ROWS / 3).toLocaleString('en')} merchants: ${pickerMs.toFixed(0)} ms (no budget)`,
    );

    // First page against the same SQL: the API's first page (auth, validation, the registry's
    // date, serialisation) against the statements the list's repository emits for that page,
    // captured from the repository itself and run directly on the same pool. With the count
    // known (the page and the version check) and for a new filter set (the page and the count).
    const repo = createMerchantsListRepository(uncachedDb(database.pool));
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

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(`\nfigure                                        value     budget   ratio to budget`);
    const line = (label: string, value: number, budget: number, unit: string) =>
      console.log(
        `${label.padEnd(44)} ${`${value.toFixed(2)}${unit}`.padStart(10)} ${`${budget}${unit}`.padStart(9)} ${(value / budget).toFixed(2).padStart(8)}  ${verdict(value <= budget)}`,
      );
    line('slowest page / first page', worst, 2, 'x');
    line('name filter (trigram indexes)', nameMs, 50, 'ms');
    line('name filter in capitals with accents', foldedMs, 50, 'ms');
    line('document prefix filter', documentMs, 50, 'ms');
    rateFigure('first page rate / its SQL rate (worst list)', worstRate, 0.7);
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
