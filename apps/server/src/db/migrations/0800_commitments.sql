-- Commitments (compromissos / deals): one row per commitment, one per installment (each
-- installment is one contract at the registry, with its own external reference), and the
-- product's copy of each installment's effects on the URs it reaches (read by the detail and
-- the settlement report; refreshed from the registry). Money is bigint cents, as at the registry.

create table deals (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors (id) on delete cascade,
  merchant_id uuid not null references merchants (id) on delete cascade,
  -- Who the parties were when the commitment was signed (a contract keeps its names).
  creditor_company_name text not null,
  creditor_trading_name text not null,
  creditor_document_number varchar(14) not null,
  partnership text,
  merchant_company_name text not null,
  merchant_trading_name text not null,
  merchant_document_number varchar(14) not null,
  title text not null,
  description text not null,
  code text not null,
  type smallint not null check (type between 1 and 4),
  contract_type smallint not null check (contract_type in (1, 2)),
  strategy smallint not null default 0 check (strategy in (0, 1)),
  gcap boolean not null default false,
  min_percentage numeric(5, 2) not null default 100 check (min_percentage > 0 and min_percentage <= 100),
  amount bigint not null check (amount > 0),
  installments smallint not null check (installments between 1 and 120),
  issue_date date,
  expiration_date date,
  -- First installment's execution start and last installment's execution end (list columns).
  execution_date date not null,
  execution_date_end date not null,
  acquirers text[] not null default '{}',
  arrangements text[] not null default '{}',
  origin_gateway text,
  bank_account_id uuid references creditor_domiciles (id) on delete set null,
  -- DESIGN.md §1 numbers: 1 a_aprovar ... 6 em_processamento ... 10 em_contestacao.
  status smallint not null default 6 check (status between 1 and 10),
  status_message text,
  -- The client's idempotency key of the creation request: the same request twice creates once.
  request_key text,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (creditor_id, request_key)
);

create table deal_installments (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references deals (id) on delete cascade,
  installment smallint not null check (installment >= 1),
  amount bigint not null check (amount > 0),
  due_date date,
  execution_date date not null,
  execution_date_end date not null,
  -- 1 R$ (fixed amount_onerate, cents), 2 % (amount_onerate_bp, basis points); null for performed.
  division_rule smallint check (division_rule in (1, 2)),
  amount_onerate bigint check (amount_onerate > 0),
  amount_onerate_bp integer check (amount_onerate_bp between 1 and 10000),
  -- Ours at the registry, unique and immutable; the registry's contract id and last protocol.
  external_reference text not null unique,
  contract_identifier text,
  protocol text,
  status smallint not null default 6 check (status between 1 and 10),
  status_message text,
  -- Totals of the installment's effects (cents): requested, applied at registration, applied now, settled.
  amount_total_effect bigint not null default 0,
  amount_total_committed bigint not null default 0,
  effect_amount_initial bigint not null default 0,
  effect_amount bigint not null default 0,
  effect_amount_updated bigint not null default 0,
  effective_settlement_amount bigint not null default 0,
  updated_at timestamptz not null default now(),
  unique (deal_id, installment)
);

-- One installment's effect on one UR, as the registry last answered it.
create table deal_effects (
  id bigserial primary key,
  installment_id uuid not null references deal_installments (id) on delete cascade,
  deal_id uuid not null references deals (id) on delete cascade,
  acquirer_document varchar(14) not null,
  arrangement varchar(3) not null,
  settlement_date date not null,
  constituted boolean not null,
  effect_order integer not null default 0,
  status text not null,
  amount_onerate bigint not null default 0,
  effect_amount_initial bigint not null default 0,
  effect_amount bigint not null default 0,
  effect_amount_updated bigint not null default 0,
  effective_settlement_amount bigint not null default 0,
  effective_settlement_date date,
  updated_at timestamptz not null default now(),
  unique (installment_id, acquirer_document, arrangement, settlement_date)
);
create index deal_effects_deal_idx on deal_effects (deal_id);

-- Every status a commitment went through, and who moved it (GET deals/{id}/history).
create table deal_history (
  id bigserial primary key,
  deal_id uuid not null references deals (id) on delete cascade,
  status smallint not null,
  description text not null,
  account_id uuid,
  name text not null,
  created_at timestamptz not null default now()
);
create index deal_history_deal_idx on deal_history (deal_id, created_at);
