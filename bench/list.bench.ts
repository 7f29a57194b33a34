/**
 * List benchmark: GET /api/creditors through the whole app (auth, validation, repository,
 * serialisation) on 200,000 creditors, first page against deep pages, each beside the same
 * page's SQL run directly on the same database in the same run.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openScratchDatabase } from './scratch-database';
import { accounts } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { prepareDatabase } from '../apps/server/src/prepare-database';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 200_000);
const REPEAT = 15;

async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const database = await openScratchDatabase();
await prepareDatabase(database);
// 14-digit document numbers from a sequence: unique, and enough for paging and prefix search.
await database.exec(`
  insert into creditors (document_number, trading_name, company_name, created_at)
  select lpad(g::text, 14, '0'), 'Fornecedor ' || g, 'Fornecedor ' || g || ' Ltda',
         timestamptz '2020-01-01' + g * interval '1 minute'
  from generate_series(1, ${ROWS}) g;
  analyze creditors;`);
await database.db.insert(accounts).values({
  email: 'bench@lastro.dev',
  name: 'Bench',
  passwordHash: await hashPassword('Bench@2026'),
  accountType: 'Backoffice',
});
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }, {
  seedDemo: false,
  webDist: undefined,
  signInRateLimitPerMinute: 1000,
});
const app = await buildApp({ config, database });
await app.ready();
const signIn = await app.inject({
  method: 'POST',
  url: '/api/accounts/sign-in',
  payload: { email: 'bench@lastro.dev', password: 'Bench@2026' },
});
const token = signIn.json().token as string;

/** The same page and count the repository asks for, straight to the database. */
const sqlPage = async (offset: number) => {
  await database.query('select * from creditors order by created_at desc, id asc limit 10 offset $1', [offset]);
  await database.query('select count(*) from creditors');
};
/** The single-statement form (page with `count(*) over()`) the repository no longer uses. */
const windowPage = (offset: number) =>
  database.query(
    'select *, count(*) over() as total from creditors order by created_at desc, id asc limit 10 offset $1',
    [offset],
  );
const apiPage = async (offset: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/creditors?offset=${offset}&limit=10`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
};

console.log(`GET /api/creditors on ${ROWS.toLocaleString('en')} rows, page of 10, median of ${REPEAT}`);
console.log('offset      api ms    sql ms   api/sql   vs first page (api)   window-count sql ms');
let first = 0;
for (const offset of [0, Math.floor(ROWS / 2), ROWS - 10]) {
  await apiPage(offset);
  const api = await median(() => apiPage(offset));
  const direct = await median(() => sqlPage(offset));
  const windowed = await median(() => windowPage(offset));
  if (offset === 0) first = api;
  console.log(
    `${String(offset).padEnd(10)} ${api.toFixed(1).padStart(7)} ${direct.toFixed(1).padStart(9)} ${(api / direct).toFixed(2).padStart(8)}x ${(api / first).toFixed(2).padStart(10)}x ${windowed.toFixed(1).padStart(22)}`,
  );
}
const prefix = await median(() =>
  app.inject({ method: 'GET', url: '/api/creditors?document=0000000012&limit=10', headers: { authorization: `Bearer ${token}` } }),
);
console.log(`document prefix filter (api): ${prefix.toFixed(1)} ms`);
await app.close();
await database.close();
