-- One schedule answer is one document: its URs were one row each in schedule_units, and storing
-- thousands of rows (each with its primary-key entry and foreign-key check) cost far more than
-- asking the registry. They are only ever read whole, by the query they answer.
create table if not exists schedule_answers (
  request_id uuid primary key references schedule_requests(id) on delete cascade,
  -- [[acquirer document, arrangement, settlement date, total, committed, free, settled], ...]
  -- (cents), ordered by settlement date, acquirer and arrangement. json, not jsonb: stored
  -- and returned whole, never searched, and jsonb's parse would be paid on every write.
  units json not null
);
-- Stored out of line as it is: compressing a few hundred kB doubled the time of the insert, and
-- the documents are dropped with their query.
alter table schedule_answers alter column units set storage external;

do $$
begin
  if to_regclass('schedule_units') is not null then
    insert into schedule_answers (request_id, units)
    select request_id,
           json_agg(json_build_array(acquirer_document, arrangement, settlement_date, total_cents, committed_cents, free_cents, settled_cents)
                    order by settlement_date, acquirer_document, arrangement)
    from schedule_units group by request_id
    on conflict (request_id) do nothing;
    drop table schedule_units;
  end if;
end $$;

-- The job asks the registry with the creditor's document: kept on the query when it is made,
-- so the job does not assemble the creditor's whole identity again.
alter table schedule_requests add column if not exists creditor_document_number varchar(14);
update schedule_requests r set creditor_document_number = c.document_number
from creditors c where c.id = r.creditor_id and r.creditor_document_number is null;
