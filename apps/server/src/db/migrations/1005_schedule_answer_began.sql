-- The completion (1001, its document as text since 1002) also writes when the job began: the
-- job no longer marks its start with a write of its own. That write, beside the registry's read,
-- cost a schedule query's job 1.2-1.9 ms of its 7-9 ms (bench/schedules.bench.ts); a query in
-- processing shows no execution dates until it ends, and then both, of the run that ended it.
-- The rest of the function is 1001's, as defined there.
do $$
declare
  v_text regprocedure := 'schedule_answer_complete(uuid, text, date, text, text, date[], bigint[], bigint[])'::regprocedure;
  v_definition text := pg_get_functiondef(v_text);
begin
  if position('p_committed bigint[])' in v_definition) = 0 or position('execution_end_date = now()' in v_definition) = 0 then
    raise exception 'schedule_answer_complete: not the definition of 1001 and 1002: %', v_definition;
  end if;
  execute format('drop function %s', v_text);
  execute replace(replace(v_definition, 'p_committed bigint[])', 'p_committed bigint[], p_began timestamp with time zone)'),
                  'execution_end_date = now()', 'execution_begin_date = p_began, execution_end_date = now()');
end $$;
