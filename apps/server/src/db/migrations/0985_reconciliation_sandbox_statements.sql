-- The statement simulator (spec 4 §9.1-§9.3). The bank's books of each simulated account: the
-- closing balance of every dia útil written, delivered or not (a day not delivered still moves
-- the balance, so the next file opens where the books are).
create table if not exists reconciliation_sandbox_days (
  account_id uuid not null references reconciliation_accounts(id) on delete cascade,
  date date not null,
  opening_balance bigint not null,
  closing_balance bigint not null,
  delivered boolean not null,
  file_name varchar(120),
  primary key (account_id, date)
);
-- Fixed placements (the demo's backfill, and tests): a day with a plan has exactly its anomalies
-- ([{code, amount?, nth?}]) and no drawn one; `missing` = the day's statement is not delivered.
create table if not exists reconciliation_sandbox_plans (
  account_id uuid not null references reconciliation_accounts(id) on delete cascade,
  date date not null,
  anomalies jsonb not null default '[]',
  missing boolean not null default false,
  primary key (account_id, date)
);
