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
       json_array_elements(a.units::json) g,
       json_array_elements_text(g->2) with ordinality as t(d, i)
 group by 1, 2
on conflict (creditor_id, settlement_date) do nothing;

-- The home's 'Extratos aguardando ação': the few files waiting, without reading the others.
create index if not exists reconciliation_files_waiting_idx on reconciliation_files (creditor_id)
  where status in ('aguardando_vinculo', 'aguardando_confirmacao');

-- The home's 'Divergências pendentes': count and Σ |diferença| of the pending ones per creditor,
-- kept by the writes themselves. Summed on each visit they cost 100 ms at 150,000 pending
-- divergences of one creditor (a parallel scan); read here, a row per creditor. No foreign key:
-- a creditor's removal cascades to its divergences, whose delete trigger still writes here.
create table if not exists reconciliation_divergence_totals (
  creditor_id uuid primary key,
  pending integer not null default 0,
  pending_abs bigint not null default 0
);

-- Each statement's rows moved at once (transition tables); a transition table exists only for
-- the events that have it, so each event reads its own. Creditors in one order.
create or replace function reconciliation_divergence_totals_add(moved_creditor uuid[], moved_n integer[], moved_abs bigint[]) returns void language sql as $$
  insert into reconciliation_divergence_totals (creditor_id, pending, pending_abs)
  select c, sum(n), sum(a) from unnest(moved_creditor, moved_n, moved_abs) as m(c, n, a)
   group by c having sum(n) <> 0 or sum(a) <> 0 order by c
  on conflict (creditor_id) do update
    set pending = reconciliation_divergence_totals.pending + excluded.pending,
        pending_abs = reconciliation_divergence_totals.pending_abs + excluded.pending_abs;
$$;

create or replace function reconciliation_divergence_totals_move() returns trigger language plpgsql as $$
declare
  c uuid[]; n integer[]; a bigint[];
begin
  if tg_op = 'INSERT' then
    select array_agg(creditor_id), array_agg(1), array_agg(abs(difference)) into c, n, a from new_rows where status = 'pendente';
  elsif tg_op = 'DELETE' then
    select array_agg(creditor_id), array_agg(-1), array_agg(-abs(difference)) into c, n, a from old_rows where status = 'pendente';
  else
    select array_agg(creditor_id), array_agg(k), array_agg(k * abs(difference)) into c, n, a from (
      select creditor_id, 1 as k, difference from new_rows where status = 'pendente'
      union all
      select creditor_id, -1, difference from old_rows where status = 'pendente') moved;
  end if;
  if c is not null then perform reconciliation_divergence_totals_add(c, n, a); end if;
  return null;
end $$;

drop trigger if exists reconciliation_divergence_totals_insert on reconciliation_divergences;
create trigger reconciliation_divergence_totals_insert after insert on reconciliation_divergences
  referencing new table as new_rows for each statement execute function reconciliation_divergence_totals_move();
drop trigger if exists reconciliation_divergence_totals_update on reconciliation_divergences;
create trigger reconciliation_divergence_totals_update after update on reconciliation_divergences
  referencing old table as old_rows new table as new_rows for each statement execute function reconciliation_divergence_totals_move();
drop trigger if exists reconciliation_divergence_totals_delete on reconciliation_divergences;
create trigger reconciliation_divergence_totals_delete after delete on reconciliation_divergences
  referencing old table as old_rows for each statement execute function reconciliation_divergence_totals_move();

-- The divergences written before this migration.
insert into reconciliation_divergence_totals (creditor_id, pending, pending_abs)
select creditor_id, count(*), sum(abs(difference)) from reconciliation_divergences where status = 'pendente' group by creditor_id
on conflict (creditor_id) do nothing;
