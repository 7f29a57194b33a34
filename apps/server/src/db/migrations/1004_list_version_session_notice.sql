-- A list's version bump is also told to the session that wrote, as a notice, when that session
-- asked for it (the app's pooled connections set lastro.list_notices): the process learns of its
-- own write before the commit's answer without its pooled connections LISTENing. A LISTENing
-- connection is woken by every announced write of every process, so each write woke the whole
-- pool (up to ten connections a process); with the bench's few, a schedule query's job took
-- 7.0 ms against 6.6 ms without (bench/schedules.bench.ts, docs/scale.md). The announcement at
-- commit (0960) stays, for the other processes, heard on each process's one listener.
create or replace function lastro_bump_list_version() returns trigger language plpgsql as $$
declare
  v_key text := TG_TABLE_NAME || ':' || pg_current_xact_id()::text;
begin
  insert into list_versions (name, version) values (TG_TABLE_NAME, 1)
  on conflict (name) do update set version = list_versions.version + 1;
  perform pg_notify('lastro_list_versions', v_key);
  if current_setting('lastro.list_notices', true) = 'on' then
    raise notice 'lastro_list_versions %', v_key;
  end if;
  return null;
end $$;
