-- Commitment detail (issue 13): every settlement account a commitment used, newest last
-- (GET deals/{id}/history-domicile), and the commitment's TCD file (confissão de dívida).
-- The domicile is snapshotted: a contract keeps the account it was registered with even if
-- the creditor later edits or removes that domicile.

create table deal_domicile_history (
  id bigserial primary key,
  deal_id uuid not null references deals (id) on delete cascade,
  domicile_id uuid references creditor_domiciles (id) on delete set null,
  account_id uuid,
  account_name text not null,
  document_number varchar(14) not null,
  bank_code varchar(3) not null,
  bank_name text not null,
  branch_number varchar(4) not null,
  account_number varchar(11) not null,
  account_digit varchar(1),
  account_type varchar(2) not null,
  created_at timestamptz not null default now()
);
create index deal_domicile_history_deal_idx on deal_domicile_history (deal_id, id);

create table deal_files (
  deal_id uuid primary key references deals (id) on delete cascade,
  storage_key text not null,
  file_name text not null,
  size_bytes integer not null,
  uploaded_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
