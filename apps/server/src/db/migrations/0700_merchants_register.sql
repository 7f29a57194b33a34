-- The merchants register (spec 2 §2.3): the registration data of a merchant's account and its
-- access accounts (the people who sign in for the merchant, created as a lead before the
-- merchant and completed through the onboarding link). Partners, acquirer links and the
-- onboarding links have their own migrations.

alter table merchants
  add column if not exists origin_account smallint not null default 2 check (origin_account between 1 and 4),
  add column if not exists type_account smallint not null default 1,
  add column if not exists onboarding_type smallint not null default 1 check (onboarding_type between 1 and 3),
  -- pendente: onboarding not finished; ativo / inativo; reprovado (irreversible, documents issue).
  add column if not exists account_status varchar(12) not null default 'pendente'
    check (account_status in ('pendente', 'ativo', 'inativo', 'reprovado')),
  add column if not exists contact_name text,
  add column if not exists contact_document_number varchar(14),
  add column if not exists address_zip_code varchar(8),
  add column if not exists address text,
  add column if not exists address_number varchar(20),
  add column if not exists address_complement text,
  add column if not exists address_neighborhood text,
  add column if not exists address_city text,
  add column if not exists address_state varchar(2),
  add column if not exists legal_nature_description text,
  -- [{number, description}], as the CNPJ look-up answered.
  add column if not exists cnaes jsonb not null default '[]',
  -- [{name, qualification, cpf}]: the partners' register the CNPJ look-up answered.
  add column if not exists partners_external_data jsonb not null default '[]',
  add column if not exists created_by uuid;

create table if not exists merchant_accounts (
  id uuid primary key default gen_random_uuid(),
  -- Null while a lead (accounts/lead) waits for its merchant (accounts).
  merchant_id uuid references merchants(id) on delete cascade,
  full_name text not null,
  email text not null,
  phone_number varchar(20),
  password_hash text,
  failed_sign_ins integer not null default 0,
  locked_until timestamptz,
  checked_email_date timestamptz,
  checked_email_address text,
  checked_phone_number_date timestamptz,
  checked_phone_number_address text,
  checked_term_partnership_date timestamptz,
  checked_term_partnership_address text,
  checked_term_policy_date timestamptz,
  checked_term_policy_address text,
  checked_selfie_date timestamptz,
  checked_selfie_address text,
  selfie_file_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz
);
create index if not exists merchant_accounts_merchant_idx on merchant_accounts (merchant_id, created_at);
create index if not exists merchant_accounts_email_idx on merchant_accounts (lower(email));

alter table merchants add column if not exists lead_account_id uuid references merchant_accounts(id) on delete set null;
