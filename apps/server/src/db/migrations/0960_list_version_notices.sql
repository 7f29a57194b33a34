-- Each bump of a list's version is also announced (at commit, once per table and transaction),
-- so API processes know without asking when a cached count may have changed (db/list-versions.ts).
-- The payload names the transaction too: a process hears its own writes twice (on the pooled
-- connection that wrote, and on its listener) and counts each write once.
create or replace function lastro_bump_list_version() returns trigger language plpgsql as $$
begin
  insert into list_versions (name, version) values (TG_TABLE_NAME, 1)
  on conflict (name) do update set version = list_versions.version + 1;
  perform pg_notify('lastro_list_versions', TG_TABLE_NAME || ':' || pg_current_xact_id()::text);
  return null;
end $$;
