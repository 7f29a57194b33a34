-- The bell's totals per account, kept by the writes themselves: a notifications page reads
-- one row for its total and unread count instead of counting the account's rows on every call.
-- `version` moves when the account's list gains, loses or reorders rows (not when one is
-- read): a process keeps the positions of deep pages (db/page-anchors.ts) while it is unchanged.
create table if not exists notification_counts (
  account_id uuid primary key references accounts(id) on delete cascade,
  total bigint not null default 0,
  unread bigint not null default 0,
  version bigint not null default 0
);

insert into notification_counts (account_id, total, unread, version)
select account_id, count(*), count(*) filter (where status = 1), 1
from notification_users group by account_id
on conflict (account_id) do nothing;

-- Statement triggers over the transition tables: one counts update per statement and account,
-- taken in account order (so two statements reaching the same accounts do not deadlock).
create or replace function lastro_notification_counts() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    insert into notification_counts as c (account_id, total, unread, version)
    select account_id, count(*), count(*) filter (where status = 1), 1
    from new_rows group by account_id order by account_id
    on conflict (account_id) do update
      set total = c.total + excluded.total, unread = c.unread + excluded.unread, version = c.version + 1;
  elsif TG_OP = 'DELETE' then
    update notification_counts c
       set total = c.total - d.total, unread = c.unread - d.unread, version = c.version + 1
      from (select account_id, count(*) as total, count(*) filter (where status = 1) as unread
              from old_rows group by account_id) d
     where c.account_id = d.account_id;
  elsif TG_OP = 'UPDATE' then
    update notification_counts c
       set total = c.total + d.total, unread = c.unread + d.unread, version = c.version + d.moved
      from (select account_id, sum(total) as total, sum(unread) as unread, max(moved) as moved
              from (select n.account_id, 1 as total, (n.status = 1)::int as unread,
                           (o.account_id <> n.account_id or o.created_at <> n.created_at)::int as moved
                      from new_rows n join old_rows o on o.id = n.id
                    union all
                    select o.account_id, -1, -((o.status = 1)::int),
                           (o.account_id <> n.account_id or o.created_at <> n.created_at)::int
                      from old_rows o join new_rows n on n.id = o.id) deltas
             group by account_id) d
     where c.account_id = d.account_id;
  else
    update notification_counts set total = 0, unread = 0, version = version + 1;
  end if;
  return null;
end $$;

drop trigger if exists notification_users_counts_insert on notification_users;
create trigger notification_users_counts_insert after insert on notification_users
  referencing new table as new_rows for each statement execute function lastro_notification_counts();
drop trigger if exists notification_users_counts_update on notification_users;
create trigger notification_users_counts_update after update on notification_users
  referencing old table as old_rows new table as new_rows for each statement execute function lastro_notification_counts();
drop trigger if exists notification_users_counts_delete on notification_users;
create trigger notification_users_counts_delete after delete on notification_users
  referencing old table as old_rows for each statement execute function lastro_notification_counts();
drop trigger if exists notification_users_counts_truncate on notification_users;
create trigger notification_users_counts_truncate after truncate on notification_users
  for each statement execute function lastro_notification_counts();

-- Nothing reads the table-wide version of notification_users any more (its counts are the
-- rows above), and its row lock made every notifying transaction wait for the one before.
drop trigger if exists notification_users_list_version on notification_users;
-- The unread count it served is kept above.
drop index if exists notification_users_unread_idx;
