-- An answer's document is json kept in a text column. The server writes it from its own values,
-- and a json parameter or column makes the database parse all of it on the way in: the 62 kB
-- document of the sandbox's largest agenda sent as json (read, and written back) took 2.0 ms a
-- round trip, as text 0.9 ms, beside a consolidated query's job of about 20 ms
-- (bench/schedules.bench.ts). Read back it is parsed once, by the server, either way; SQL that
-- looks inside reads `units::json`. The type change rewrites the table once.
alter table schedule_answers alter column units type text using units::text;
-- A new type takes its own storage: the document stays out of line, uncompressed (see 1001).
alter table schedule_answers alter column units set storage external;

-- The completion (1001) takes the document as text; the rest of it is 1001's, as defined there.
do $$
declare
  v_json regprocedure := 'schedule_answer_complete(uuid, json, date, text, text, date[], bigint[], bigint[])'::regprocedure;
  v_definition text := pg_get_functiondef(v_json);
begin
  if position('p_units json,' in v_definition) = 0 then
    raise exception 'schedule_answer_complete: no json document parameter in %', v_definition;
  end if;
  execute format('drop function %s', v_json);
  execute replace(v_definition, 'p_units json,', 'p_units text,');
end $$;
