-- Reconciliation (spec 4 §3.1-§3.5): the companies and accounts reconciled per creditor, the
-- statements' account aliases, the classification rules, and the statement files with their
-- lines, daily balances and line errors. Money is bigint cents; every row carries creditor_id.

create table if not exists reconciliation_companies (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  kind varchar(15) not null check (kind in ('originador', 'estabelecimento')),
  originator_id uuid,
  merchant_id uuid,
  document_number varchar(14) not null,
  name text not null,
  active boolean not null default true,
  tolerance_amount bigint not null default 5 check (tolerance_amount between 0 and 100000),
  tolerance_days smallint not null default 1 check (tolerance_days between 0 and 5),
  start_date date not null,
  created_at timestamptz not null default now(),
  created_by uuid,
  updated_at timestamptz,
  updated_by uuid,
  check ((kind = 'originador') = (originator_id is not null) and (kind = 'estabelecimento') = (merchant_id is not null))
);
-- One company per originator or merchant of a creditor (a mirror run and an add racing end in one row).
create unique index if not exists reconciliation_companies_originator_idx
  on reconciliation_companies (creditor_id, originator_id) where originator_id is not null;
create unique index if not exists reconciliation_companies_merchant_idx
  on reconciliation_companies (creditor_id, merchant_id) where merchant_id is not null;
create index if not exists reconciliation_companies_name_idx on reconciliation_companies (creditor_id, name, id);
create index if not exists reconciliation_companies_name_trgm_idx on reconciliation_companies using gin (name gin_trgm_ops);
create index if not exists reconciliation_companies_document_idx on reconciliation_companies (document_number text_pattern_ops);

create table if not exists reconciliation_accounts (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  company_id uuid not null references reconciliation_companies(id) on delete cascade,
  -- The originator's domicile this account mirrors; null for a merchant's account.
  domicile_id uuid unique,
  domicile_active boolean,
  bank_code varchar(3) not null,
  ispb varchar(8) not null,
  agency varchar(5) not null,
  account_number varchar(13) not null,
  account_digit varchar(1),
  account_type varchar(2) not null,
  holder_document varchar(14) not null,
  reconcile boolean not null default true,
  simulated boolean not null default false,
  account_key varchar(40) not null,
  last_statement_date date,
  last_closing_balance bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz
);
create unique index if not exists reconciliation_accounts_key_idx
  on reconciliation_accounts (creditor_id, account_key, holder_document);
create index if not exists reconciliation_accounts_company_idx on reconciliation_accounts (company_id);

create table if not exists reconciliation_account_aliases (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  -- null: 'Ignorar os lançamentos desta conta'.
  account_id uuid references reconciliation_accounts(id) on delete cascade,
  raw varchar(100) not null,
  created_at timestamptz not null default now(),
  created_by uuid,
  unique (creditor_id, raw)
);
create index if not exists reconciliation_account_aliases_account_idx on reconciliation_account_aliases (account_id);

create table if not exists reconciliation_rules (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  position smallint not null check (position between 1 and 50),
  description_contains varchar(60),
  payer_document varchar(14),
  amount_min bigint,
  amount_max bigint,
  result varchar(15) not null check (result in ('credenciadora', 'outro')),
  acquirer_id integer,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid,
  updated_at timestamptz,
  check (description_contains is not null or payer_document is not null or amount_min is not null or amount_max is not null),
  check (amount_min is null or amount_max is null or amount_max >= amount_min),
  check ((result = 'credenciadora') = (acquirer_id is not null)),
  -- Reordering moves positions inside one transaction: checked at its end.
  unique (creditor_id, position) deferrable initially deferred
);

create table if not exists reconciliation_files (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  origin varchar(10) not null check (origin in ('usuario', 'sandbox')),
  uploaded_by uuid,
  uploaded_by_name text,
  name varchar(120) not null,
  size bigint not null,
  sha256 char(64) not null,
  storage_key text not null,
  format varchar(10) check (format in ('ofx', 'cnab240', 'csv')),
  encoding varchar(15) check (encoding in ('utf-8', 'windows-1252')),
  status varchar(25) not null default 'recebido' check (status in (
    'recebido', 'em_analise', 'aguardando_vinculo', 'aguardando_confirmacao', 'importando',
    'processado', 'processado_com_alertas', 'rejeitado', 'descartado', 'excluido')),
  message text,
  job_id text,
  done integer not null default 0,
  total integer not null default 0,
  received_at timestamptz not null default now(),
  committed_at timestamptz,
  period_start date,
  period_end date,
  accounts uuid[] not null default '{}',
  pending_links jsonb not null default '[]',
  lines_total integer not null default 0,
  lines_new integer not null default 0,
  lines_duplicated integer not null default 0,
  lines_error integer not null default 0,
  lines_ignored integer not null default 0,
  totals jsonb,
  totals_check varchar(15) check (totals_check in ('ok', 'divergente', 'nao_aplicavel'))
);
-- The same file twice: one live file per hash and creditor (§5.5); discarded or excluded ones free it.
create unique index if not exists reconciliation_files_sha_idx on reconciliation_files (creditor_id, sha256)
  where status not in ('descartado', 'excluido', 'rejeitado');
create index if not exists reconciliation_files_received_idx on reconciliation_files (creditor_id, received_at desc, id);
create index if not exists reconciliation_files_all_received_idx on reconciliation_files (received_at desc, id);
create index if not exists reconciliation_files_name_trgm_idx on reconciliation_files using gin (name gin_trgm_ops);

create table if not exists reconciliation_bank_lines (
  id bigserial primary key,
  creditor_id uuid not null references creditors(id) on delete cascade,
  file_id uuid not null references reconciliation_files(id) on delete cascade,
  line_number integer not null,
  account_id uuid references reconciliation_accounts(id) on delete set null,
  posted_date date not null,
  amount bigint not null,
  entry_type char(1) not null check (entry_type in ('C', 'D')),
  description varchar(200) not null default '',
  document_id varchar(64),
  payer_document varchar(14),
  cnab_category varchar(3),
  dedup_key char(64) not null,
  status varchar(10) not null check (status in ('nova', 'importada', 'duplicada', 'erro', 'ignorada')),
  duplicate_of bigint,
  ignore_reason text,
  classification varchar(20) check (classification in ('recebivel_cartao', 'outro')),
  acquirer_id integer,
  rule_id uuid
);
create index if not exists reconciliation_bank_lines_file_idx on reconciliation_bank_lines (file_id, line_number);
create index if not exists reconciliation_bank_lines_account_date_idx on reconciliation_bank_lines (account_id, posted_date);
-- A committed line's key is unique per creditor: the second copy is 'duplicada' (§5.5).
create unique index if not exists reconciliation_bank_lines_dedup_idx on reconciliation_bank_lines (creditor_id, dedup_key)
  where status = 'importada';

create table if not exists reconciliation_bank_balances (
  account_id uuid not null references reconciliation_accounts(id) on delete cascade,
  date date not null,
  closing_balance bigint not null,
  file_id uuid not null references reconciliation_files(id) on delete cascade,
  primary key (account_id, date)
);

create table if not exists reconciliation_line_errors (
  id bigserial primary key,
  file_id uuid not null references reconciliation_files(id) on delete cascade,
  line_number integer not null,
  field varchar(40),
  message text not null,
  raw varchar(200)
);
create index if not exists reconciliation_line_errors_file_idx on reconciliation_line_errors (file_id, line_number);

-- Cached list counts are reused until a write bumps the table's version (migration 0500).
do $$
declare t text;
begin
  foreach t in array array['reconciliation_companies', 'reconciliation_accounts', 'reconciliation_rules', 'reconciliation_files', 'reconciliation_bank_lines']
  loop
    execute format('drop trigger if exists %I on %I', t || '_list_version', t);
    execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function lastro_bump_list_version()', t || '_list_version', t);
  end loop;
end $$;
