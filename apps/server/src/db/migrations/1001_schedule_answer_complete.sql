-- A schedule query's completion (schedules.repository.ts `complete`) in one call. Written as
-- statements of a transaction it took eight round trips (begin, the request, the lock, the
-- answer, the replaced query, the replaced answer's whole document, the days, commit) and read
-- the replaced answer's 150 kB back to take its days off: half of a consolidated query's job
-- after the registry's read (bench/schedules.bench.ts). Each whole answer now keeps its own
-- agenda days beside its URs, so the replaced share is taken off in SQL from a few hundred days.

-- An answer's document is stored as it comes, out of line, never compressed: pglz tried it whole
-- and gave it up (numbers and dates save less than the 25 % it asks), at 9 ms of a 150 kB
-- answer's 11 ms store; the bytes kept are the same (bench/schedules.bench.ts).
alter table schedule_answers alter column units set storage external;

-- Per settlement date of a whole answer (consolidated, no filter), its free and committed
-- amounts (cents), in date order; null for the other answers, which move no share.
alter table schedule_answers add column if not exists day_dates date[];
alter table schedule_answers add column if not exists day_free bigint[];
alter table schedule_answers add column if not exists day_committed bigint[];

-- The whole answers stored before this migration (the sums 0998 made of their documents). Only
-- those are read: they have no days yet, and a later document may have another shape
-- (schedules.answer-document.ts). (`units::json`: the column is text since migration 1002.)
update schedule_answers a
   set day_dates = d.dates, day_free = d.free, day_committed = d.committed
  from (select x.request_id, array_agg(x.d order by x.d) as dates, array_agg(x.f order by x.d) as free, array_agg(x.c order by x.d) as committed
          from (select a.request_id, t.d::date as d, sum((g->5->>(t.i::int - 1))::bigint) as f, sum((g->4->>(t.i::int - 1))::bigint) as c
                  from schedule_answers a
                  join schedule_requests r on r.id = a.request_id
                       and r.query_type = 'CONSOLIDATED' and r.acquirers = '{}' and r.arrangements = '{}',
                       json_array_elements(a.units::json) g,
                       json_array_elements_text(g->2) with ordinality as t(d, i)
                 where a.day_dates is null
                 group by 1, 2) x
         group by x.request_id) d
 where a.request_id = d.request_id and a.day_dates is null;

-- Stores the answer and marks the query processed, only while it is in processing (two runs of
-- one query meet on the request row's lock; the second stores nothing and gets false). A whole
-- answer that is its merchant's newest then moves the merchant's share of the creditor's
-- agenda days from the answer it replaces to its own, one answer of a merchant at a time (the
-- advisory lock; each statement of a volatile function reads what committed before it began,
-- so the replaced query is read after the lock). The commit does not wait for the disk: the
-- job's completion, committed synchronously after it, flushes it.
create or replace function schedule_answer_complete(
  p_request uuid, p_units json, p_reference date, p_processing text, p_processed text,
  p_dates date[], p_free bigint[], p_committed bigint[]
) returns boolean language plpgsql as $$
declare
  v_creditor uuid;
  v_merchant uuid;
  v_whole boolean;
  v_stored integer;
  v_replaced uuid;
  v_newer boolean;
begin
  select r.creditor_id, r.merchant_id, (r.query_type = 'CONSOLIDATED' and r.acquirers = '{}' and r.arrangements = '{}')
    into v_creditor, v_merchant, v_whole
    from schedule_requests r where r.id = p_request;
  if not found then return false; end if;
  if v_whole then
    perform pg_advisory_xact_lock(hashtextextended(v_creditor::text || v_merchant::text, 0));
  end if;
  perform set_config('synchronous_commit', 'off', true);
  with claimed as (
    update schedule_requests r
       set status = p_processed, reference_date = p_reference, error_message = null, execution_end_date = now()
     where r.id = p_request and r.status = p_processing
    returning r.id
  )
  insert into schedule_answers as a (request_id, units, day_dates, day_free, day_committed)
  select c.id, p_units,
         case when v_whole then p_dates end, case when v_whole then p_free end, case when v_whole then p_committed end
    from claimed c
  on conflict (request_id) do update
    set units = excluded.units, day_dates = excluded.day_dates, day_free = excluded.day_free, day_committed = excluded.day_committed;
  get diagnostics v_stored = row_count;
  if v_stored = 0 or not v_whole then return v_stored > 0; end if;

  select r.id, (r.created_at, r.id) > (me.created_at, me.id) into v_replaced, v_newer
    from schedule_requests r, (select s.created_at, s.id from schedule_requests s where s.id = p_request) me
   where r.creditor_id = v_creditor and r.merchant_id = v_merchant and r.status = p_processed and r.id <> p_request
     and r.query_type = 'CONSOLIDATED' and r.acquirers = '{}' and r.arrangements = '{}'
   order by r.created_at desc, r.id desc limit 1;
  if v_newer then return true; end if;

  -- Only the days that moved (a merchant's agenda asked again moves a few), in date order, so
  -- two merchants' moves lock the creditor's rows in one order.
  insert into schedule_agenda_days as s (creditor_id, settlement_date, free, committed)
  select v_creditor, m.d, sum(m.f), sum(m.c)
    from (select t.d, t.f, t.c from unnest(p_dates, p_free, p_committed) as t(d, f, c)
          union all
          select t.d, -t.f, -t.c
            from schedule_answers a, unnest(a.day_dates, a.day_free, a.day_committed) as t(d, f, c)
           where a.request_id = v_replaced) m
   group by m.d
  having sum(m.f) <> 0 or sum(m.c) <> 0
   order by m.d
  on conflict (creditor_id, settlement_date) do update
    set free = s.free + excluded.free, committed = s.committed + excluded.committed;
  return true;
end $$;
