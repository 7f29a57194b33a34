-- A list's version is bumped when the writing transaction commits, not by each writing
-- statement. The statement's upsert (0500) held the version row's lock until commit, so two
-- transactions writing the same tables in opposite orders deadlocked on list_versions though
-- their rows never met (a test fixture and the registry-events consumer did, on deal_effects
-- and installments), and every writer of a table waited for the previous one's commit.
--
-- Now a writing statement only notes its table for its transaction (one row per transaction and
-- table; a second statement adds nothing). At commit a deferred trigger bumps the noted tables
-- in name order, so any two committing transactions take the version rows in one order and
-- hold them only for their commit. Announcements are unchanged: pg_notify is sent at commit,
-- and the notice to the writing session (1004) is counted by the pool after the commit.
create unlogged table if not exists list_version_pending (
  xact xid8 not null,
  name text not null,
  primary key (xact, name)
);

create or replace function lastro_bump_list_version() returns trigger language plpgsql as $$
declare
  v_key text := TG_TABLE_NAME || ':' || pg_current_xact_id()::text;
begin
  insert into list_version_pending (xact, name) values (pg_current_xact_id(), TG_TABLE_NAME)
  on conflict do nothing;
  perform pg_notify('lastro_list_versions', v_key);
  if current_setting('lastro.list_notices', true) = 'on' then
    raise notice 'lastro_list_versions %', v_key;
  end if;
  return null;
end $$;

-- Fires at commit once per noted table; the first firing bumps them all, in name order (the
-- insert takes the rows as the sorted select hands them), and the others find none left.
create or replace function lastro_apply_list_versions() returns trigger language plpgsql as $$
begin
  with noted as (
    delete from list_version_pending where xact = pg_current_xact_id() returning name
  )
  insert into list_versions as v (name, version)
  select n.name, 1 from noted n order by n.name
  on conflict (name) do update set version = v.version + 1;
  return null;
end $$;

drop trigger if exists list_version_pending_apply on list_version_pending;
create constraint trigger list_version_pending_apply after insert on list_version_pending
  deferrable initially deferred for each row execute function lastro_apply_list_versions();
