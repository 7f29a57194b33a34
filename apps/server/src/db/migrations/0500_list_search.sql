-- Lists that stay fast at hundreds of thousands of rows, and the change signals that let the
-- API cache what it would otherwise read on every request.

-- Substring name filters ('%text%') are served by trigram indexes, not by reading every row.
create extension if not exists pg_trgm;

-- One version per table, bumped in the writing transaction itself by the statement triggers
-- below. A list's cached count is reused while its tables' versions are unchanged; reading
-- the version in the same statement as the count keeps the two in one snapshot. The row lock
-- taken by the bump orders concurrent writers of one table, which back-office rates allow.
create table if not exists list_versions (
  name text primary key,
  version bigint not null default 0
);

create or replace function lastro_bump_list_version() returns trigger language plpgsql as $$
begin
  insert into list_versions (name, version) values (TG_TABLE_NAME, 1)
  on conflict (name) do update set version = list_versions.version + 1;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array[
    'creditors', 'accounts', 'profiles', 'user_resources', 'creditor_originators', 'creditor_partnerships',
    'creditor_fee_ranges', 'creditor_parameter_definitions', 'partners', 'banks', 'acquirers', 'arrangements',
    'mail_outbox', 'notification_users'
  ] loop
    execute format('drop trigger if exists %I on %I', t || '_list_version', t);
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function lastro_bump_list_version()',
      t || '_list_version', t);
  end loop;
end $$;

-- Session checks are cached by each API process; these notices (sent at commit) tell every
-- process which cached sessions no longer hold: 's:<session>' when one is revoked or removed,
-- 'a:<account>' when an account changes, '*' when profiles or their grants change.
create or replace function lastro_session_change() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'sessions' then
    perform pg_notify('lastro_session_changes', 's:' || old.id);
  elsif TG_TABLE_NAME = 'accounts' then
    perform pg_notify('lastro_session_changes', 'a:' || old.id);
  else
    perform pg_notify('lastro_session_changes', '*');
  end if;
  return null;
end $$;

drop trigger if exists sessions_session_change on sessions;
create trigger sessions_session_change after update of revoked_at, expires_at or delete on sessions
  for each row execute function lastro_session_change();
drop trigger if exists accounts_session_change on accounts;
create trigger accounts_session_change after update or delete on accounts
  for each row execute function lastro_session_change();
drop trigger if exists profiles_session_change on profiles;
create trigger profiles_session_change after insert or update or delete or truncate on profiles
  for each statement execute function lastro_session_change();
drop trigger if exists profile_resources_session_change on profile_resources;
create trigger profile_resources_session_change after insert or update or delete or truncate on profile_resources
  for each statement execute function lastro_session_change();
drop trigger if exists user_resources_session_change on user_resources;
create trigger user_resources_session_change after insert or update or delete or truncate on user_resources
  for each statement execute function lastro_session_change();

-- Deep pages: the order's columns and the id in one index, so the skipped rows are read
-- from the index alone.
create index if not exists creditors_created_id_idx on creditors (created_at desc, id);
create index if not exists creditors_trading_name_id_idx on creditors (trading_name, id);
create index if not exists creditors_company_name_id_idx on creditors (company_name, id);
create index if not exists accounts_name_id_idx on accounts (lower(name), id);
create index if not exists partners_created_id_idx on partners (created_at desc, id desc);
create index if not exists creditor_originators_name_id_idx on creditor_originators (creditor_id, razao_social, id);

-- Name filters: trigram indexes (ilike '%text%').
create index if not exists creditors_trading_name_trgm_idx on creditors using gin (trading_name gin_trgm_ops);
create index if not exists creditors_company_name_trgm_idx on creditors using gin (company_name gin_trgm_ops);
create index if not exists accounts_name_trgm_idx on accounts using gin (name gin_trgm_ops);
create index if not exists accounts_email_trgm_idx on accounts using gin (email gin_trgm_ops);
create index if not exists creditor_originators_name_trgm_idx on creditor_originators using gin (razao_social gin_trgm_ops);
create index if not exists partners_company_name_trgm_idx on partners using gin (company_name gin_trgm_ops);
create index if not exists partners_trading_name_trgm_idx on partners using gin (trading_name gin_trgm_ops);
create index if not exists partners_document_trgm_idx on partners using gin (document_number gin_trgm_ops); -- its filter also matches part of the document
create index if not exists banks_name_trgm_idx on banks using gin (bank_name gin_trgm_ops);
create index if not exists acquirers_name_trgm_idx on acquirers using gin (acquirer_name gin_trgm_ops);
create index if not exists arrangements_brand_name_trgm_idx on arrangements using gin (brand_name gin_trgm_ops);

-- Document filters: prefix indexes (like 'digits%') whatever the database's collation.
create index if not exists creditor_originators_cnpj_prefix_idx on creditor_originators (cnpj_originador varchar_pattern_ops);
