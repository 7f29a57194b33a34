-- The home's 'Agenda livre' and 'Agenda comprometida' (issue 28): the free and committed amounts
-- of the receivables agenda from today on, per creditor. Summing the stored answers' documents
-- on each visit reads every merchant's newest answer (up to 5,232 URs each): at 25,000 merchants
-- that is seconds. This table keeps the sum of each creditor's merchants' newest complete answer
-- (a consolidated query, no acquirer or arrangement filter: the whole agenda ahead) per
-- settlement day; a query's completion moves its merchant's share from the answer it replaces to
-- its own (schedules.repository.ts), and the home sums the days from today on.
create table if not exists schedule_agenda_days (
  creditor_id uuid not null references creditors(id) on delete cascade,
  settlement_date date not null,
  free bigint not null default 0,
  committed bigint not null default 0,
  primary key (creditor_id, settlement_date)
);
create index if not exists schedule_agenda_days_date_idx on schedule_agenda_days (settlement_date) include (free, committed);
create index if not exists schedule_requests_agenda_idx on schedule_requests (creditor_id, merchant_id, created_at desc, id desc)
  where status = '02' and query_type = 'CONSOLIDATED' and acquirers = '{}' and arrangements = '{}';

-- The answers stored before this migration.
insert into schedule_agenda_days (creditor_id, settlement_date, free, committed)
select r.creditor_id, t.d::date, sum((g->5->>(t.i::int - 1))::bigint), sum((g->4->>(t.i::int - 1))::bigint)
  from (select distinct on (creditor_id, merchant_id) id, creditor_id from schedule_requests
         where status = '02' and query_type = 'CONSOLIDATED' and acquirers = '{}' and arrangements = '{}'
         order by creditor_id, merchant_id, created_at desc, id desc) r
  join schedule_answers a on a.request_id = r.id,
       json_array_elements(a.units) g,
       json_array_elements_text(g->2) with ordinality as t(d, i)
 group by 1, 2
on conflict (creditor_id, settlement_date) do nothing;
