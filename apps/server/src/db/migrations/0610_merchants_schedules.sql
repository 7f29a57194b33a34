-- Merchants (estabelecimentos), in the minimal form the schedules need (the merchants issue
-- extends the table), their opt-ins as the product keeps them in step with the registry, and
-- the schedule queries with the receivable units each answer held.

create table if not exists merchants (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  -- CPF (11 digits) or CNPJ (14 characters, alphanumeric allowed), normalised to upper case.
  document_number varchar(14) not null,
  type_person smallint not null check (type_person in (1, 2)),
  company_name text not null,
  trading_name text not null,
  -- 'if' (financial institution) or 'fornecedor', from the creditor's perfil_parceiro.
  partner_type varchar(12) not null default 'fornecedor',
  partnership text,
  contact_email text,
  phone_number varchar(20),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  unique (creditor_id, document_number)
);
create index if not exists merchants_document_prefix_idx on merchants (document_number varchar_pattern_ops);
create index if not exists merchants_company_name_trgm_idx on merchants using gin (company_name gin_trgm_ops);

create table if not exists merchant_optins (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants(id) on delete cascade,
  creditor_id uuid not null references creditors(id) on delete cascade,
  signature_date date not null,
  start_date date not null,
  end_date date not null,
  opt_out_date date,
  -- solicitado: sent to the registry, waiting for its outcome; ativo / inativo / rejeitado after it.
  status varchar(12) not null check (status in ('solicitado', 'ativo', 'inativo', 'rejeitado')),
  registry_identifier text,
  protocol text,
  error_message text,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  check (start_date <= end_date)
);
create index if not exists merchant_optins_merchant_creditor_idx on merchant_optins (merchant_id, creditor_id, status);

create table if not exists schedule_requests (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  merchant_id uuid not null references merchants(id) on delete cascade,
  -- What the list shows, kept as it was when the query was made.
  creditor_company_name text not null,
  partner_type varchar(12) not null,
  partnership text,
  merchant_company_name text not null,
  merchant_document_number varchar(14) not null,
  -- CONSOLIDATED, DEFAULT or IF.
  query_type varchar(12) not null,
  protocol text not null,
  acquirers text[] not null default '{}',
  arrangements text[] not null default '{}',
  initial_date date,
  end_date date,
  -- '01' em processamento, '02' processada, '03' erro.
  status varchar(2) not null default '01' check (status in ('01', '02', '03')),
  error_message text,
  reference_date date,
  requested_by uuid,
  created_at timestamptz not null default now(),
  execution_begin_date timestamptz,
  execution_end_date timestamptz
);
create index if not exists schedule_requests_created_at_idx on schedule_requests (created_at, id);
create index if not exists schedule_requests_creditor_created_idx on schedule_requests (creditor_id, created_at);
create index if not exists schedule_requests_document_prefix_idx on schedule_requests (merchant_document_number varchar_pattern_ops);
create index if not exists schedule_requests_merchant_name_trgm_idx on schedule_requests using gin (merchant_company_name gin_trgm_ops);
create index if not exists schedule_requests_creditor_name_trgm_idx on schedule_requests using gin (creditor_company_name gin_trgm_ops);

-- The receivable units of one answer, as the registry gave them (amounts in cents).
create table if not exists schedule_units (
  request_id uuid not null references schedule_requests(id) on delete cascade,
  acquirer_document varchar(14) not null,
  arrangement varchar(10) not null,
  settlement_date date not null,
  total_cents bigint not null,
  committed_cents bigint not null,
  free_cents bigint not null,
  settled_cents bigint not null default 0,
  primary key (request_id, acquirer_document, arrangement, settlement_date)
);

do $$
declare t text;
begin
  foreach t in array array['merchants', 'schedule_requests'] loop
    execute format('drop trigger if exists %I on %I', t || '_list_version', t);
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function lastro_bump_list_version()',
      t || '_list_version', t);
  end loop;
end $$;
