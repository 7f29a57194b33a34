-- Passkeys (WebAuthn): an account's registered credentials, usable as the sign-in itself or as
-- its second factor, and the challenges the server hands out for them.

-- One row per credential. credential_id is the authenticator's id (base64url), unique across
-- accounts so a usernameless sign-in finds its account; public_key is the COSE key the
-- assertions are checked with; counter is the signature counter last seen (a clone that
-- replays an old counter is refused by the verification).
create table if not exists account_passkeys (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists account_passkeys_account_idx on account_passkeys (account_id, created_at);

-- A challenge is single-use (deleted when a response names it) and expires after a few minutes.
-- purpose says what it is for; account_id is the account registering, or the account whose
-- second step it is; null for a usernameless sign-in.
create table if not exists webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'authenticate')),
  account_id uuid references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index if not exists webauthn_challenges_expires_idx on webauthn_challenges (expires_at);
