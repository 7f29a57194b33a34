/**
 * Schedule queries list benchmark: GET /api/requests ('Consultas de agenda') on 250,000
 * queries of 100 creditors' 25,000 merchants made over the last year, through app.inject()
 * (auth included), against the statements the list's repository emits for the same page, run
 * directly on the same database in the same rounds. Prints, for the first page sorted by
 * merchant name (both ways) and by creditor name, over the screen's default period (yesterday
 * and today) and over the whole year, with the count known (page and version check) and for a
 * new filter set (page and count): the API's rate against the SQL's, budget >= 70%.
 * `DATABASE_URL=postgres://... npm run bench -- schedules-list` (or the embedded default).
 */
import { performance } from 'node:perf_hooks';
import { addDays, defaultDateRange } from '@lastro/domain';
import { createSchedulesRepository, type ScheduleFilters } from '../apps/server/src/modules/schedules/schedules.repository';
import { adminListApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { announcedWrite, firstPageAgainstSql, firstPageHeader, rateFigure, uncachedDb } from './first-page';

const ROWS = Number(process.env.BENCH_SCHEDULE_ROWS ?? 250_000);
// The figure is the worst of 18 medians, each of a call of about a millisecond: with 21 rounds a
// line, one run beside the test suite spread its lines from 31 % to 116 %; with 101, 58-98 %.
const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 101);
const WARM_UP = Number(process.env.BENCH_FIRST_PAGE_WARM_UP ?? 100);
const LIMIT = 10;
const BUDGET = 0.7;

const { database, app, close } = await openBenchApp();
try {
  const t0 = performance.now();
  // Names from hashes, so sorting by them mixes creditors, merchants and days as real names do.
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name)
    select lpad((g * 7919)::text, 14, '0'), 'Credor ' || g, 'Fomento ' || substr(md5(g::text), 1, 8) || ' Ltda'
    from generate_series(1, 100) g;
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
    select c.id, lpad((g::bigint * 104729 % 100000000000000)::text, 14, '0'), 2,
           'Comercio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda', 'Loja ' || g
    from generate_series(1, 25000) g
    join (select id, row_number() over (order by id) - 1 as n from creditors) c on c.n = g % 100;
    insert into schedule_requests (creditor_id, merchant_id, creditor_company_name, creditor_document_number, partner_type,
                                   merchant_company_name, merchant_document_number, query_type, protocol, status, created_at,
                                   execution_begin_date, execution_end_date)
    select m.creditor_id, m.id, c.company_name, c.document_number, 'fornecedor', m.company_name, m.document_number,
           'CONSOLIDATED', md5(g::text), (array['01', '02', '02', '03'])[1 + g % 4],
           now() - (g::double precision / ${ROWS}) * interval '365 days',
           now() - (g::double precision / ${ROWS}) * interval '365 days',
           now() - (g::double precision / ${ROWS}) * interval '365 days' + interval '2 seconds'
    from generate_series(1, ${ROWS}) g
    join (select id, creditor_id, company_name, document_number, row_number() over (order by id) - 1 as n from merchants) m
      on m.n = (g::bigint * 7919) % 25000
    join creditors c on c.id = m.creditor_id;`);
  await database.exec('vacuum analyze schedule_requests');
  console.log(`${ROWS.toLocaleString('en')} schedule queries inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const api = await adminListApi(database, app, '/api/requests');
  const repo = createSchedulesRepository(uncachedDb(database.pool));
  const invalidateCount = announcedWrite(database, 'schedule_requests');
  const [creditor] = await database.query<{ id: string }>('select id from creditors order by id limit 1 offset 7');
  const range = defaultDateRange();
  const year = { startDate: addDays(range.endDate, -365), endDate: range.endDate };
  const periods: [string, Record<string, string>, Partial<ScheduleFilters>][] = [
    ['yesterday and today', {}, range],
    ['the last year', year, year],
    ['one creditor, the last year', { ...year, creditor_id: creditor!.id }, { ...year, creditorId: creditor!.id }],
  ];
  const sorts: [string, Record<string, string>][] = [
    ['merchant name', { merchantCompanyNameOrder: 'asc' }],
    ['merchant name, descending', { merchantCompanyNameOrder: 'desc' }],
    ['creditor name', { creditorCompanyNameOrder: 'asc' }],
  ];

  console.log(`\nGET /api/requests, first page (${LIMIT} rows) against the repository's SQL for it, medians of ${REPEAT} rounds (ms)`);
  firstPageHeader(`${'period'.padEnd(28)} ${'sort'.padEnd(29)}`);
  let worst = Infinity;
  for (const [periodLabel, periodQuery, periodFilters] of periods)
    for (const [sortLabel, sortQuery] of sorts) {
      const query = new URLSearchParams({ ...periodQuery, ...sortQuery, offset: '0', limit: String(LIMIT) }).toString();
      const { steady, fresh } = await firstPageAgainstSql({
        pool: database.pool,
        label: `${periodLabel.padEnd(28)} ${sortLabel.padEnd(28)}`,
        rounds: REPEAT,
        warmUp: WARM_UP,
        api: () => api(query),
        repoPage: () => repo.search({ ...periodFilters, ...sortQuery, offset: 0, limit: LIMIT }),
        invalidateCount,
      });
      worst = Math.min(worst, steady.rate, fresh.rate);
    }

  console.log(`\nfigure                                              value     budget   ratio to budget`);
  rateFigure('first page rate / its SQL rate (worst)', worst, BUDGET);
} finally {
  await close();
}
