-- Issue 29 part 4: the audit trail. One append-only table of events, each chained to the one
-- before it by a hash (hash = SHA-256 of the previous hash and the event's canonical JSON,
-- computed by the application, checked by `npm run audit:verify`). seq is taken from the
-- sequence while the appending transaction holds the chain's advisory lock, so seq order is
-- chain order even under parallel writes.
create sequence if not exists audit_events_seq;

create table if not exists audit_events (
  seq bigint primary key,
  occurred_at timestamptz not null,
  account_id uuid,
  account_name text,
  account_email text,
  creditor_id uuid,
  ip text,
  user_agent text,
  entity text not null,
  entity_id text,
  action text not null,
  route text,
  before jsonb,
  after jsonb,
  prev_hash text not null,
  hash text not null
);

-- Every filter of 'Auditoria' and of a record's own history, each followed by seq (the order).
create index if not exists audit_events_time_idx on audit_events (occurred_at, seq);
create index if not exists audit_events_creditor_idx on audit_events (creditor_id, seq);
create index if not exists audit_events_account_idx on audit_events (account_id, seq);
create index if not exists audit_events_entity_idx on audit_events (entity, entity_id, seq);
create index if not exists audit_events_action_idx on audit_events (action, seq);
create index if not exists audit_events_person_name_trgm_idx on audit_events using gin (lastro_fold(account_name) gin_trgm_ops);
create index if not exists audit_events_person_email_trgm_idx on audit_events using gin (lastro_fold(account_email) gin_trgm_ops);

-- Append-only: no row is ever changed or removed, whoever asks (the owner too, unless it
-- disables the trigger, which the hash chain then still exposes).
create or replace function lastro_audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only' using errcode = '42501';
end;
$$;
drop trigger if exists audit_events_no_change on audit_events;
create trigger audit_events_no_change before update or delete on audit_events
  for each row execute function lastro_audit_events_append_only();
drop trigger if exists audit_events_no_truncate on audit_events;
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function lastro_audit_events_append_only();

-- Where the application signs in with a role other than the owner, that role may only add and
-- read: update, delete and truncate are revoked from every role but the owner.
do $$
declare
  owner_name name := (select tableowner from pg_tables where schemaname = current_schema() and tablename = 'audit_events');
  r record;
begin
  revoke update, delete, truncate on audit_events from public;
  for r in select rolname from pg_roles where rolname <> owner_name and rolname not like 'pg\_%' loop
    execute format('revoke update, delete, truncate on audit_events from %I', r.rolname);
  end loop;
end;
$$;

-- The list's cached count is reused until a write bumps this table's version (migration 0500).
drop trigger if exists audit_events_list_version on audit_events;
create trigger audit_events_list_version after insert or update or delete or truncate on audit_events
  for each statement execute function lastro_bump_list_version();
