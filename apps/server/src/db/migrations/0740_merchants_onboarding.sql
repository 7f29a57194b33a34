-- The merchant's onboarding link (public page /cadastro), the e-mail and phone verification
-- codes it sends, and the SMS outbox (the offline SMS provider's delivery channel).

create table if not exists merchant_onboarding_links (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants(id) on delete cascade,
  account_id uuid not null references merchant_accounts(id) on delete cascade,
  -- sha256 of the token, hex: the token itself is only in the link.
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now()
);
create index if not exists merchant_onboarding_links_account_idx on merchant_onboarding_links (account_id);

create table if not exists merchant_verification_codes (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references merchant_accounts(id) on delete cascade,
  channel varchar(10) not null check (channel in ('email', 'phone')),
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists merchant_verification_codes_account_idx on merchant_verification_codes (account_id, channel, created_at);

create table if not exists sms_outbox (
  id uuid primary key default gen_random_uuid(),
  kind varchar(30) not null,
  to_number varchar(20) not null,
  text_body text not null,
  transport varchar(10) not null,
  sent_at timestamptz,
  error text,
  created_at timestamptz not null default now()
);
create index if not exists sms_outbox_to_idx on sms_outbox (to_number, created_at);

-- The SMS outbox is listed (counted) like mail_outbox: its writes bump its list version.
drop trigger if exists sms_outbox_list_version on sms_outbox;
create trigger sms_outbox_list_version after insert or update or delete or truncate on sms_outbox
  for each statement execute function lastro_bump_list_version();
