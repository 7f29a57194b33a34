/**
 * List benchmark: GET /api/creditors through the whole app (auth, session check, validation,
 * repository, serialisation) on 250,000 creditors, beside the same SQL run directly on the
 * same database in the same run. Prints each figure of "lists that stay fast" as a ratio to
 * its budget:
 *   - every page, first to last, against the first page of a new filter set (which counts);
 *   - the API's rate against the SQL's (page and count together) over the same pages;
 *   - a name filter (trigram index) and a document filter (prefix index) against 50 ms;
 *   - the fixed cost the API adds to a one-row query against 1.5 ms, in the steady state (after
 *     a warm-up of WARM_UP calls, as in a running server; medians of 101).
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { adminListApi } from './admin-api';
import { announcedWrite } from './first-page';
import { seedCreditors } from './list-seeds';
import { openScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 250_000);
const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const LIMIT = 10;
const WARM_UP = Number(process.env.BENCH_LIST_WARM_UP ?? 500);

async function median(fn: () => Promise<unknown>, before?: () => Promise<unknown>, repeat = REPEAT): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    if (before) await before();
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const database = await openScratchDatabase();
await prepareDatabase(database);
const dispose = () => database.close();
try {
  const t0 = performance.now();
  await seedCreditors(database, ROWS);
  // What autovacuum does on a live table: statistics and the visibility map (index-only scans).
  await database.exec('vacuum analyze creditors');
  console.log(`${ROWS.toLocaleString('en')} creditors inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }, {
    seedDemo: false,
    webDist: undefined,
    signInRateLimitPerMinute: 1000,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const api = await adminListApi(database, app, '/api/creditors');
  const invalidateCount = announcedWrite(database, 'creditors');

  /** The SQL of a list call run directly: the page and the count, as every call did before. */
  const sqlPage = async (where: string, params: unknown[], offset: number) => {
    await database.query(
      `select * from creditors ${where} order by created_at desc, id desc limit ${LIMIT} offset ${offset}`,
      params,
    );
    await database.query(`select count(*) from creditors ${where}`, params);
  };

  const offsets = [0, Math.floor(ROWS / 4), Math.floor(ROWS / 2), Math.floor((3 * ROWS) / 4), ROWS - LIMIT];
  await api(`offset=0&limit=${LIMIT}`);
  const first = await median(() => api(`offset=0&limit=${LIMIT}`), invalidateCount);
  console.log(`\nGET /api/creditors, page of ${LIMIT}, median of ${REPEAT} (ms)`);
  console.log('offset        api    sql(page+count)   api/first page');
  let apiTotal = 0;
  let sqlTotal = 0;
  let worst = 0;
  for (const offset of offsets) {
    await api(`offset=${offset}&limit=${LIMIT}`);
    const apiMs = offset === 0 ? first : await median(() => api(`offset=${offset}&limit=${LIMIT}`));
    const sqlMs = await median(() => sqlPage('', [], offset));
    apiTotal += apiMs;
    sqlTotal += sqlMs;
    worst = Math.max(worst, apiMs / first);
    console.log(
      `${String(offset).padEnd(10)} ${apiMs.toFixed(2).padStart(7)} ${sqlMs.toFixed(2).padStart(18)} ${(apiMs / first).toFixed(2).padStart(15)}x`,
    );
  }
  const warmFirst = await median(() => api(`offset=0&limit=${LIMIT}`));
  console.log(`(first page with its count already known: ${warmFirst.toFixed(2)} ms)`);

  // Filters: a new filter set each time (the count is part of the answer).
  const sample = Math.floor(ROWS * 0.95);
  const [named] = await database.query<{ trading_name: string; document_number: string }>(
    `select trading_name, document_number from creditors order by created_at limit 1 offset ${sample}`,
  );
  const nameTerm = named!.trading_name.slice(6, 12);
  const documentTerm = named!.document_number.slice(0, 8);
  const nameMs = await median(() => api(`name=${encodeURIComponent(nameTerm)}&limit=${LIMIT}`), invalidateCount);
  const documentMs = await median(() => api(`document=${documentTerm}&limit=${LIMIT}`), invalidateCount);
  const nameSqlMs = await median(() =>
    sqlPage('where trading_name ilike $1 or company_name ilike $1', [`%${nameTerm}%`], 0),
  );
  const documentSqlMs = await median(() => sqlPage('where document_number like $1', [`${documentTerm}%`], 0));

  // One row: what the API adds around a query (auth, session check, validation, serialisation).
  // Measured in the steady state a running server is in: V8 has compiled the request path
  // (a few hundred calls; before that, the first calls pay for compilation, not for the API).
  const oneDocument = named!.document_number;
  const oneSqlRun = () =>
    database.query(`select * from creditors where document_number like $1 order by created_at desc, id desc limit ${LIMIT}`, [
      `${oneDocument}%`,
    ]);
  for (let i = 0; i < WARM_UP; i++) {
    await api(`document=${oneDocument}&limit=${LIMIT}`);
    await oneSqlRun();
  }
  const oneApi = await median(() => api(`document=${oneDocument}&limit=${LIMIT}`), undefined, 101);
  const oneSql = await median(oneSqlRun, undefined, 101);
  const overhead = Math.max(0, oneApi - oneSql);

  const rate = sqlTotal / apiTotal;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(`\nname filter '${nameTerm}': api ${nameMs.toFixed(2)} ms (sql ${nameSqlMs.toFixed(2)} ms)`);
  console.log(`document filter '${documentTerm}': api ${documentMs.toFixed(2)} ms (sql ${documentSqlMs.toFixed(2)} ms)`);
  console.log(`one row: api ${oneApi.toFixed(2)} ms, sql ${oneSql.toFixed(2)} ms`);
  console.log(`\nfigure                                        value     budget   ratio to budget`);
  const line = (label: string, value: number, budget: number, unit: string, ok: boolean, ratio = value / budget) =>
    console.log(
      `${label.padEnd(44)} ${`${value.toFixed(2)}${unit}`.padStart(9)} ${`${budget}${unit}`.padStart(9)} ${ratio.toFixed(2).padStart(8)}  ${verdict(ok)}`,
    );
  line('slowest page / first page', worst, 2, 'x', worst <= 2);
  line('api rate / sql rate (page and count)', rate * 100, 70, '%', rate >= 0.7, rate / 0.7);
  line('name filter (trigram index)', nameMs, 50, 'ms', nameMs <= 50);
  line('document filter (prefix index)', documentMs, 50, 'ms', documentMs <= 50);
  line('fixed api overhead, one-row query (median)', overhead, 1.5, 'ms', overhead <= 1.5);
  await app.close();
} finally {
  await dispose();
}
