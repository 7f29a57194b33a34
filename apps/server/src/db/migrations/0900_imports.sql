-- Bulk imports (spec 3 §2.1-§2.4): one row per uploaded file, run as a job by the imports
-- module; the rows it refused are kept apart so the page shows them again and they download
-- as a CSV. `checkpoint` is the last line whose batch was written: a retried job resumes after
-- it, so a row is never written twice.

create table if not exists imports (
  id uuid primary key,
  kind varchar(40) not null,
  account_id uuid not null references accounts (id) on delete cascade,
  creditor_id uuid,
  options jsonb not null default '{}'::jsonb,
  -- The import's owner as the sources' scope (accountType, isAdmin, creditorId).
  scope jsonb not null,
  file_name text not null,
  file_sha256 char(64) not null,
  file_key text not null,
  size_bytes bigint not null,
  -- Read when the file was received: 'utf-8' or 'windows-1252', and ';' or ','.
  encoding varchar(12) not null,
  separator char(1) not null,
  state varchar(12) not null default 'queued' check (state in ('queued', 'running', 'completed', 'failed')),
  total_lines integer,
  done_lines integer not null default 0,
  total_errors integer not null default 0,
  checkpoint integer not null default 0,
  failed_file_id uuid,
  job_id uuid,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index if not exists imports_account_kind_idx on imports (account_id, kind, created_at desc);

create table if not exists import_failures (
  import_id uuid not null references imports (id) on delete cascade,
  line integer not null,
  record jsonb not null,
  error text not null,
  primary key (import_id, line)
);
