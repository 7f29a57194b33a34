-- Registry copies (spec 4 §3.6): what the runs of 'Conciliação de Agenda' and 'Conciliação
-- Bancária' read instead of asking the registry per item. Previsto per effect (or per merchant
-- account's free part) on a UR, frozen before its settlement day [D26]; the registry's
-- settlement information; how far the registry was read per creditor. Money is bigint cents;
-- every row carries creditor_id.

create table if not exists reconciliation_expected (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  -- The registry's contract identifier; null for a merchant account's free part.
  contract_identifier text,
  -- '{credenciadora}:{ufr}:{arranjo}:{data}', as the registry keys its URs.
  ur_key text not null,
  expected_date date not null,
  acquirer varchar(14) not null,
  merchant_document varchar(14) not null,
  arrangement varchar(10) not null,
  -- The contract's domicile resolved to a reconciliation account (null when none); the merchant account for a free part.
  account_id uuid references reconciliation_accounts(id) on delete set null,
  -- The domicile as an account key ('{ISPB}|{agência}|{conta}'): compared when no account resolves.
  domicile_key varchar(40),
  amount bigint not null check (amount >= 0),
  -- Null while the amount is read live (the date after today); set once, never moved again.
  frozen_at timestamptz,
  updated_at timestamptz not null default now()
);
create unique index if not exists reconciliation_expected_effect_idx
  on reconciliation_expected (creditor_id, contract_identifier, ur_key) where contract_identifier is not null;
create unique index if not exists reconciliation_expected_free_idx
  on reconciliation_expected (creditor_id, account_id, ur_key) where contract_identifier is null;
create index if not exists reconciliation_expected_date_idx on reconciliation_expected (creditor_id, expected_date);
create index if not exists reconciliation_expected_account_idx on reconciliation_expected (account_id, expected_date);

create table if not exists reconciliation_settlements (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  ur_key text not null,
  -- Null for a free part paid to the merchant.
  contract_identifier text,
  -- Who was paid (favorecido): the domicile's holder, or the titular.
  beneficiary varchar(14) not null,
  acquirer varchar(14) not null,
  merchant_document varchar(14) not null,
  arrangement varchar(10) not null,
  -- The UR's own date; an 'adiamento' pays after it.
  settlement_date date not null,
  effective_date date not null,
  account_id uuid references reconciliation_accounts(id) on delete set null,
  domicile_key varchar(40),
  amount bigint not null,
  updated_at timestamptz not null default now(),
  -- A free part has no contract: nulls are one key, so a repeated copy finds its row.
  constraint reconciliation_settlements_key unique nulls not distinct (creditor_id, ur_key, contract_identifier, beneficiary, effective_date)
);
create index if not exists reconciliation_settlements_date_idx on reconciliation_settlements (creditor_id, effective_date);
create index if not exists reconciliation_settlements_account_idx on reconciliation_settlements (account_id, effective_date);
create index if not exists reconciliation_settlements_contract_idx on reconciliation_settlements (creditor_id, contract_identifier, ur_key);

create table if not exists reconciliation_registry_reads (
  creditor_id uuid primary key references creditors(id) on delete cascade,
  -- The registry's date at the last complete read: settlements up to it are in the copies.
  read_up_to date not null,
  read_at timestamptz not null default now()
);
