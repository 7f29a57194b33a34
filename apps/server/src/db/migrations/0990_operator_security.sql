-- Operator security: a second factor (TOTP) per account, its single-use recovery codes, and the
-- platform's policy requiring it. The creditors' own requirement is a creditor parameter
-- (exige_segundo_fator), seeded with the parameter catalogue.

-- One TOTP factor per account. The secret is encrypted by the application (AES-256-GCM, key
-- from configuration) so a copy of the database alone does not give the codes away.
-- confirmed_at is null while an enrolment waits for its first code; last_step is the last
-- 30-second step a code was accepted for, so a code is never accepted twice.
create table if not exists account_factors (
  account_id uuid primary key references accounts (id) on delete cascade,
  secret_encrypted text not null,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz not null default now()
);

-- Recovery codes: only their SHA-256 is kept (each carries 120 random bits, so a plain hash
-- cannot be reversed by guessing); used_at marks the one use each allows.
create table if not exists account_recovery_codes (
  id bigserial primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  unique (account_id, code_hash)
);

-- The platform's security policy: one row.
create table if not exists security_policy (
  id smallint primary key default 1 check (id = 1),
  require_platform_factor boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into security_policy (id) values (1) on conflict do nothing;

-- 'Minha conta' lists an account's live sessions, newest activity first.
create index if not exists sessions_account_live_idx on sessions (account_id, last_seen_at desc) where revoked_at is null;
