/**
 * Commitments list benchmark (issue 13, Performance): 250,000 commitments of three creditors
 * on 3,000 merchants, through the whole app (GET /api/deals as an administrator). Prints,
 * measured in one run:
 *   - every page (first to last) against the first page of a new filter set (which counts),
 *     newest first and sorted by amount: budget 2x;
 *   - the CNPJ (prefix) and status filters, each a new filter set, with the plan PostgreSQL
 *     chooses for them: served by an index (no sequential scan of deals).
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench -- commitments-list`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { adminListApi } from './admin-api';
import { announcedWrite } from './first-page';
import { seedDeals } from './list-seeds';
import { medianMs } from './sandbox-merchants';
import { openScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_DEAL_ROWS ?? 250_000);
const MERCHANTS = 3000;
const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 21);
const LIMIT = 10;

const appConfig = () =>
  loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', ROLE: 'api' },
    { seedDemo: false, webDist: undefined, signInRateLimitPerMinute: 1000 },
  );

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  try {
    const t0 = performance.now();
    await seedDeals(database, ROWS, MERCHANTS);
    await database.exec('vacuum analyze deals');
    console.log(`${ROWS.toLocaleString('en')} commitments inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config: appConfig(), database });
    await app.ready();
    const api = await adminListApi(database, app, '/api/deals');
    const invalidateCount = announcedWrite(database, 'deals');
    const median = (fn: () => Promise<unknown>, before?: () => Promise<unknown>) => medianMs(REPEAT, fn, before);

    // Modality default (performed) is what the screen opens on: 9 in 10 commitments.
    const total = (await api(`limit=1`)).json().metadata.resultset.count as number;
    const offsets = [0, Math.floor(total / 4), Math.floor(total / 2), Math.floor((3 * total) / 4), total - LIMIT];
    console.log(`\nGET /api/deals (modality default: ${total.toLocaleString('en')} rows), page of ${LIMIT}, median of ${REPEAT} (ms)`);
    let worst = 0;
    for (const sort of ['', 'amountOrder=desc&', 'merchantTradingNameOrder=asc&']) {
      await api(`${sort}offset=0&limit=${LIMIT}`);
      const first = await median(() => api(`${sort}offset=0&limit=${LIMIT}`), invalidateCount);
      console.log(`order: ${sort ? sort.slice(0, -1) : 'newest first (default)'}`);
      console.log('offset        api   api/first page');
      for (const offset of offsets) {
        await api(`${sort}offset=${offset}&limit=${LIMIT}`);
        const ms = offset === 0 ? first : await median(() => api(`${sort}offset=${offset}&limit=${LIMIT}`));
        worst = Math.max(worst, ms / first);
        console.log(`${String(offset).padEnd(10)} ${ms.toFixed(2).padStart(7)} ${(ms / first).toFixed(2).padStart(15)}x`);
      }
    }

    const [named] = await database.query<{ merchant_document_number: string }>(
      `select merchant_document_number from deals order by created_at limit 1 offset ${Math.floor(ROWS * 0.95)}`,
    );
    const documentTerm = named!.merchant_document_number.slice(0, 10);
    const filters: [string, string][] = [
      ['CNPJ prefix', `document=${documentTerm}`],
      ['status a_aprovar', 'status=a_aprovar'],
      ['status aprovado + CNPJ', `status=aprovado&document=${documentTerm}`],
    ];
    console.log('\nfilter                      rows      first page (ms)   plan of the page query');
    const plans: { label: string; ms: number; seq: boolean }[] = [];
    for (const [label, query] of filters) {
      await api(`${query}&limit=${LIMIT}`);
      const ms = await median(() => api(`${query}&limit=${LIMIT}`), invalidateCount);
      const count = (await api(`${query}&limit=${LIMIT}`)).json().metadata.resultset.count as number;
      // The page query the repository sends, explained: which index serves it.
      const where =
        label === 'CNPJ prefix'
          ? sql`strategy = 0 and merchant_document_number like ${`${documentTerm}%`}`
          : label === 'status a_aprovar'
            ? sql`strategy = 0 and status in (1)`
            : sql`strategy = 0 and status in (2) and merchant_document_number like ${`${documentTerm}%`}`;
      const plan = (
        (await database.db.execute(sql`explain select id from deals where ${where} order by created_at desc, id desc limit ${LIMIT}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        }
      ).rows.map((r) => r['QUERY PLAN']);
      const seq = plan.some((l) => /Seq Scan on deals/.test(l));
      const index = plan.map((l) => /(?:Index|Bitmap Index)(?: Only)? Scan(?: Backward)? (?:using|on) (\S+)/.exec(l)?.[1]).filter(Boolean);
      plans.push({ label, ms, seq });
      console.log(`${label.padEnd(26)} ${String(count).padEnd(9)} ${ms.toFixed(2).padStart(10)}        ${seq ? 'SEQUENTIAL SCAN' : `index ${[...new Set(index)].join(', ')}`}`);
    }

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(`\nfigure                                        value     budget   ratio to budget`);
    console.log(`${'slowest page / first page'.padEnd(44)} ${`${worst.toFixed(2)}x`.padStart(10)} ${'2x'.padStart(9)} ${(worst / 2).toFixed(2).padStart(8)}  ${verdict(worst <= 2)}`);
    for (const p of plans) console.log(`${`${p.label} filter by an index`.padEnd(44)} ${(p.seq ? 'no' : 'yes').padStart(10)} ${'yes'.padStart(9)} ${''.padStart(8)}  ${verdict(!p.seq)}`);
    await app.close();
    if (worst > 2 || plans.some((p) => p.seq)) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
