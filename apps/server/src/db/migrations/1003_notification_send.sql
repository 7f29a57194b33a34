-- Sends one notification to its recipients (notifications.repository.ts): the notification,
-- once per dedupe key (a repeat reuses the first row), its recipient rows, and each recipient
-- row created now published on p_channel as {accountId, id} (NOTIFY is delivered at commit,
-- when the rows can be read). Returns only the recipient rows created now: a repeat delivers
-- nothing twice. Nothing is written unless p_when holds. Without p_wait_for_disk the commit
-- does not wait for the disk (a job's last write, flushed by the job's own completion).
--
-- The notifications module's way for another module's statement to notify in its own
-- transaction (what a module lets others write in SQL it publishes as a function, as it
-- publishes views for reading): a schedule query's completion and its notification are one
-- round trip and one commit instead of two of each (bench/schedules.bench.ts).
create or replace function notification_send(
  p_title text, p_description text, p_type smallint, p_metadata jsonb, p_dedupe_key text,
  p_accounts uuid[], p_channel text, p_wait_for_disk boolean, p_when boolean
) returns table (id uuid, account_id uuid) language sql volatile as $$
  with no_disk_wait as (
    select case when p_wait_for_disk then null else set_config('synchronous_commit', 'off', true) end
  ), notification as (
    insert into notifications (title, description, type, metadata, dedupe_key)
    select p_title, p_description, p_type, p_metadata, p_dedupe_key from no_disk_wait where p_when
    -- A no-op update so the existing row's id comes back.
    on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key
    returning notifications.id
  ), created as (
    insert into notification_users (notification_id, account_id)
    select notification.id, recipient.id from notification cross join unnest(p_accounts) as recipient(id)
    on conflict do nothing
    returning notification_users.id, notification_users.account_id
  )
  select c.id, c.account_id
    from (select created.id, created.account_id,
                 pg_notify(p_channel, json_build_object('accountId', created.account_id, 'id', created.id)::text)
            from created) c
$$;
