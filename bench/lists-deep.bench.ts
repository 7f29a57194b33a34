/**
 * Deep pages (issue "Performance 3"): through the whole app as an administrator, at 250,000 rows
 * per list, each deep page timed side by side with the first page of the same order (the two
 * alternate in every round; medians). Prints, against a budget of 2x each:
 *   - GET /api/notifications of one account with 250,000 notifications: the middle and the last
 *     page against the first (the answer carries the total and the unread count);
 *   - GET /api/creditors and GET /api/deals: in every order the screens offer (each sort key,
 *     both directions, and the default), the middle page against the first page of that order.
 *     (The middle page was the deepest read before anchors: later pages were read from the end.)
 * Measured in the steady state of a running server (after a warm-up of its request path); the
 * first call after a write, which reads the list's anchors again, is printed apart, unbudgeted.
 * BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each middle page's queries.
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `npm run bench -- lists-deep`.
 */
import { performance } from 'node:perf_hooks';
import { LIST_SORTS } from '@lastro/domain';
import { adminApi } from './admin-api';
import { announcedWrite } from './first-page';
import { openBenchApp } from './bench-app';
import { seedCreditors, seedDeals } from './list-seeds';
import { timedSideBySide } from './sandbox-merchants';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 250_000);
const ROUNDS = Number(process.env.BENCH_LIST_REPEAT ?? 51);
/** Untimed rounds first: a running server has compiled its request path (V8) and holds its caches. */
const WARM_ROUNDS = 5;
const WARM_UP = Number(process.env.BENCH_LIST_WARM_UP ?? 300);
const LIMIT = 10;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const BUDGET = 2;

/** Each call's median, the calls alternating within each round (each after `before`, not timed). */
const sideBySide = (calls: (() => Promise<unknown>)[], before?: () => Promise<unknown>) =>
  timedSideBySide(calls, { rounds: ROUNDS, warm: WARM_ROUNDS, before });

type Query = { text: string; values?: unknown[] };

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  await seedCreditors(database, ROWS);
  await seedDeals(database, ROWS);
  const admin = await adminApi(database, app);
  // One account's 250,000 (three at each instant: ties broken by id), a seventh unread; and
  // another account's, which neither the page nor the counts may see.
  await database.exec(`
    insert into accounts (email, name, password_hash, account_type) values ('outra@lastro.dev', 'Outra', '-', 'Backoffice');
    insert into notifications (title, description, type, created_at)
    select 'Aviso ' || g, 'Exportação ' || g || ' concluída', 1 + g % 4, timestamptz '2024-01-01' + (g / 3) * interval '1 minute'
    from generate_series(1, ${ROWS + 1000}) g;
    insert into notification_users (notification_id, account_id, status, created_at)
    select id, case when row_number() over (order by created_at, id) <= ${ROWS} then '${admin.accountId}'::uuid
                    else (select id from accounts where email = 'outra@lastro.dev') end,
           case when title like '%7' then 1 else 0 end, created_at
    from notifications;`);
  // What autovacuum does on a live table: statistics and the visibility map (index-only scans).
  for (const table of ['creditors', 'deals', 'notifications', 'notification_users']) await database.exec(`vacuum analyze ${table}`);
  console.log(`${ROWS.toLocaleString('en')} creditors, commitments and notifications inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The statements a call sends, to explain them (BENCH_EXPLAIN=1).
  const pool = database.pool as unknown as { query: (q: string | Query, v?: unknown[]) => Promise<unknown> };
  const sendQuery = pool.query.bind(pool);
  let seen: Query[] | undefined;
  pool.query = (q, v) => {
    seen?.push(typeof q === 'string' ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? v ?? [] });
    return sendQuery(q, v);
  };
  async function explain(url: string) {
    seen = [];
    await admin.get(url);
    const queries = seen.filter((q) => /\border by\b/i.test(q.text));
    seen = undefined;
    for (const q of queries) {
      const plan = (await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, q.values)).map((r) => r['QUERY PLAN']);
      console.log(`  ${q.text.slice(0, 160)}\n    ${plan.join('\n    ')}`);
    }
  }

  const countOf = async (url: string) => (await admin.get(`${url}&limit=1`)).json().metadata.resultset.count as number;
  const figures: { label: string; ratio: number }[] = [];

  // Notifications: first, middle and last page of the one account.
  const notices = await countOf('/api/notifications?offset=0');
  const middleOf = (count: number) => Math.floor((count - LIMIT) / 2);
  const noticePage = (offset: number) => () => admin.get(`/api/notifications?offset=${offset}&limit=${LIMIT}`);
  for (let i = 0; i < WARM_UP; i++) {
    await noticePage(i % 2 ? middleOf(notices) : 0)();
    await admin.get(`/api/creditors?offset=${i % 2 ? (i * 997) % ROWS : 0}&limit=${LIMIT}`);
  }
  const [nFirst, nMiddle, nLast] = await sideBySide([noticePage(0), noticePage(middleOf(notices)), noticePage(notices - LIMIT)]);
  console.log(`\nGET /api/notifications (${notices.toLocaleString('en')} of one account), page of ${LIMIT}, median of ${ROUNDS} (ms)`);
  console.log(`first ${nFirst!.toFixed(2)}, middle ${nMiddle!.toFixed(2)} (${(nMiddle! / nFirst!).toFixed(2)}x), last ${nLast!.toFixed(2)} (${(nLast! / nFirst!).toFixed(2)}x)`);
  if (EXPLAIN) {
    for (const offset of [0, middleOf(notices), notices - LIMIT]) {
      console.log(`offset ${offset}:`);
      await explain(`/api/notifications?offset=${offset}&limit=${LIMIT}`);
    }
  }
  // Shown, not budgeted: the first call after a write pays for the new positions (one ordered pass).
  const bumpNotices = () => database.query(`update notification_counts set version = version + 1 where account_id = $1`, [admin.accountId]);
  const [nColdFirst, nColdMiddle] = await sideBySide([noticePage(0), noticePage(middleOf(notices))], bumpNotices);
  console.log(`after a write: first ${nColdFirst!.toFixed(2)}, middle ${nColdMiddle!.toFixed(2)} (${(nColdMiddle! / nColdFirst!).toFixed(2)}x)`);
  figures.push({ label: 'notifications: middle page / first', ratio: nMiddle! / nFirst! });
  figures.push({ label: 'notifications: last page / first', ratio: nLast! / nFirst! });

  // Creditors and commitments: every order, the middle page against that order's first.
  for (const [route, keys] of [
    ['/api/creditors', LIST_SORTS.creditors],
    ['/api/deals', LIST_SORTS.deals],
  ] as const) {
    const count = await countOf(`${route}?offset=0`);
    const middle = middleOf(count);
    console.log(`\nGET ${route} (${count.toLocaleString('en')} rows), middle page (offset ${middle}) / first page of the same order, median of ${ROUNDS} (ms)`);
    console.log('order                                first    middle   middle/first');
    let worst = { order: '', ratio: 0 };
    const orders = ['', ...keys.flatMap((k) => [`${k}Order=asc&`, `${k}Order=desc&`])];
    for (const order of orders) {
      const page = (offset: number) => () => admin.get(`${route}?${order}offset=${offset}&limit=${LIMIT}`);
      const [first, deep] = await sideBySide([page(0), page(middle)]);
      const ratio = deep! / first!;
      const name = order ? order.slice(0, -1) : 'default';
      if (ratio > worst.ratio) worst = { order: name, ratio };
      console.log(`${name.padEnd(34)} ${first!.toFixed(2).padStart(7)} ${deep!.toFixed(2).padStart(9)} ${ratio.toFixed(2).padStart(12)}x`);
      if (EXPLAIN) await explain(`${route}?${order}offset=${middle}&limit=${LIMIT}`);
    }
    figures.push({ label: `${route.slice(5)}: worst middle page / first (${worst.order})`, ratio: worst.ratio });
    // Shown, not budgeted: the first call after a write counts again, and a deep one also reads the new positions.
    const table = route.slice(5);
    const bump = announcedWrite(database, table);
    const cold = (offset: number) => () => admin.get(`${route}?${keys[0]}Order=asc&offset=${offset}&limit=${LIMIT}`);
    const [coldFirst, coldMiddle] = await sideBySide([cold(0), cold(middle)], bump);
    console.log(`after a write, ${keys[0]}Order=asc: first ${coldFirst!.toFixed(2)}, middle ${coldMiddle!.toFixed(2)} (${(coldMiddle! / coldFirst!).toFixed(2)}x)`);
  }

  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(`\nfigure                                                          value   budget  ratio to budget`);
  for (const { label, ratio } of figures) {
    console.log(`${label.padEnd(62)} ${`${ratio.toFixed(2)}x`.padStart(7)} ${`${BUDGET}x`.padStart(7)} ${(ratio / BUDGET).toFixed(2).padStart(8)}  ${verdict(ratio <= BUDGET)}`);
  }
  if (figures.some((f) => f.ratio > BUDGET)) process.exitCode = 1;
} finally {
  await close();
}
