-- Reconciliation items and their history (spec 4 §3.7-§3.9): what the runs compute from the
-- registry copies and the statement lines. Items are upserted by their natural keys, so an
-- item keeps its id from run to run and its divergences stay attached [D31]. Money is bigint
-- cents; every row carries creditor_id.

create table if not exists reconciliation_runs (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  trigger varchar(12) not null check (trigger in ('dia', 'arquivo', 'vinculo', 'cadastro', 'regra', 'conciliacao')),
  -- 'pendente' gathers the requests made while another run of the creditor works (scopes united).
  status varchar(12) not null default 'pendente' check (status in ('pendente', 'executando', 'concluida', 'falhou')),
  -- Null: every account of the creditor.
  account_ids uuid[],
  date_from date not null,
  date_to date not null check (date_to >= date_from),
  job_id uuid,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  counts jsonb
);
-- One waiting run per creditor: a request finds it and widens its scope.
create unique index if not exists reconciliation_runs_pending_idx on reconciliation_runs (creditor_id) where status = 'pendente';
create index if not exists reconciliation_runs_creditor_idx on reconciliation_runs (creditor_id, requested_at desc);

create table if not exists reconciliation_schedule_items (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  company_id uuid references reconciliation_companies(id) on delete set null,
  contract_identifier text not null,
  ur_key text not null,
  deal_id uuid,
  installment integer,
  acquirer varchar(14) not null,
  merchant_document varchar(14) not null,
  arrangement varchar(10) not null,
  expected_date date not null,
  account_id uuid references reconciliation_accounts(id) on delete set null,
  expected bigint not null,
  settled bigint not null,
  effective_date date,
  settled_account_id uuid,
  difference bigint not null,
  differs text[] not null default '{}',
  status varchar(15) not null check (status in ('conciliada', 'divergente', 'nao_encontrada', 'aguardando', 'a_liquidar')),
  waiting_reason varchar(12) check (waiting_reason in ('liquidacao', 'extrato', 'tolerancia')),
  run_id uuid,
  updated_at timestamptz not null default now(),
  constraint reconciliation_schedule_items_key unique (creditor_id, contract_identifier, ur_key)
);
create index if not exists reconciliation_schedule_items_date_idx on reconciliation_schedule_items (creditor_id, expected_date, id);
create index if not exists reconciliation_schedule_items_status_idx on reconciliation_schedule_items (creditor_id, status, expected_date);
create index if not exists reconciliation_schedule_items_all_date_idx on reconciliation_schedule_items (expected_date, id);
create index if not exists reconciliation_schedule_items_account_idx on reconciliation_schedule_items (account_id, expected_date);

create table if not exists reconciliation_bank_items (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  company_id uuid references reconciliation_companies(id) on delete set null,
  account_id uuid not null references reconciliation_accounts(id) on delete cascade,
  -- The acquirer's CNPJ, or 'nao_identificada' for a credit without origin no rule names.
  acquirer varchar(16) not null,
  date date not null,
  -- The line of a credit without origin (its own item); null for an account's day of an acquirer.
  bank_line_id bigint,
  expected bigint not null,
  settled bigint not null,
  credited bigint not null,
  credited_date date,
  diff_settled bigint not null,
  diff_credited bigint not null,
  status varchar(15) not null check (status in ('conciliada', 'divergente', 'nao_encontrada', 'aguardando', 'a_liquidar')),
  waiting_reason varchar(12) check (waiting_reason in ('liquidacao', 'extrato', 'tolerancia')),
  -- 'Divergente' because Liquidado differs from Previsto: 'ver Agenda'.
  see_agenda boolean not null default false,
  match_id uuid,
  suggestion_line_id bigint,
  run_id uuid,
  updated_at timestamptz not null default now(),
  constraint reconciliation_bank_items_key unique nulls not distinct (creditor_id, account_id, acquirer, date, bank_line_id)
);
create index if not exists reconciliation_bank_items_date_idx on reconciliation_bank_items (creditor_id, date desc, id);
create index if not exists reconciliation_bank_items_status_idx on reconciliation_bank_items (creditor_id, status, date desc);
create index if not exists reconciliation_bank_items_all_date_idx on reconciliation_bank_items (date desc, id);
create index if not exists reconciliation_bank_items_account_idx on reconciliation_bank_items (account_id, date);

create table if not exists reconciliation_divergences (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  company_id uuid references reconciliation_companies(id) on delete set null,
  item_kind varchar(6) not null check (item_kind in ('agenda', 'banco')),
  -- A schedule or bank item: the divergence outlives nothing, the item is kept while it has one.
  item_id uuid not null,
  type varchar(25) not null check (type in ('liquidado_diferente', 'pagamento_nao_encontrado', 'credito_diferente', 'credito_nao_encontrado', 'credito_sem_origem')),
  reference_date date not null,
  expected bigint not null,
  found bigint not null,
  difference bigint not null,
  status varchar(12) not null check (status in ('pendente', 'resolvida', 'justificada')),
  reason_code varchar(25),
  justification varchar(500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  justified_at timestamptz,
  justified_by uuid,
  justified_by_name text,
  updated_at timestamptz not null default now(),
  -- Null: Sistema.
  updated_by uuid,
  -- A divergence that comes back is the same record, reopened [D15].
  constraint reconciliation_divergences_key unique (item_id, type)
);
-- The queue: biggest money first, then the oldest (§2.6 [D15]).
create index if not exists reconciliation_divergences_queue_idx
  on reconciliation_divergences (creditor_id, status, abs(difference) desc, created_at, id);
create index if not exists reconciliation_divergences_all_queue_idx
  on reconciliation_divergences (status, abs(difference) desc, created_at, id);
create index if not exists reconciliation_divergences_created_idx on reconciliation_divergences (creditor_id, created_at);
create index if not exists reconciliation_divergences_date_idx on reconciliation_divergences (creditor_id, reference_date);

-- Never updated or deleted: the history of a divergence ('Histórico').
create table if not exists reconciliation_divergence_events (
  id bigserial primary key,
  divergence_id uuid not null references reconciliation_divergences(id) on delete cascade,
  event varchar(30) not null check (event in ('criada', 'valor_atualizado', 'justificada', 'resolvida_automaticamente', 'resolvida_conciliacao', 'reaberta')),
  from_status varchar(12),
  to_status varchar(12) not null,
  reason_code varchar(25),
  text text not null,
  amount_before bigint,
  amount_after bigint,
  actor_id uuid,
  actor_name text,
  created_at timestamptz not null default now()
);
create index if not exists reconciliation_divergence_events_idx on reconciliation_divergence_events (divergence_id, created_at desc, id desc);

create or replace function reconciliation_events_insert_only() returns trigger language plpgsql as $$
begin
  raise exception 'reconciliation_divergence_events is insert-only';
end $$;
drop trigger if exists reconciliation_divergence_events_insert_only on reconciliation_divergence_events;
create trigger reconciliation_divergence_events_insert_only before update or delete on reconciliation_divergence_events
  for each row execute function reconciliation_events_insert_only();

create table if not exists reconciliation_matches (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  account_id uuid not null references reconciliation_accounts(id) on delete cascade,
  kind varchar(10) not null check (kind in ('automatica', 'manual')),
  from_suggestion boolean not null default false,
  difference bigint not null default 0,
  justification varchar(500),
  created_at timestamptz not null default now(),
  -- Null: Sistema.
  created_by uuid,
  created_by_name text,
  undone_at timestamptz,
  undone_by uuid
);
create index if not exists reconciliation_matches_account_idx on reconciliation_matches (account_id, created_at) where undone_at is null;

-- A member is a bank item (side 'liquidado': its settlements) or a statement line (side 'banco').
create table if not exists reconciliation_match_members (
  match_id uuid not null references reconciliation_matches(id) on delete cascade,
  side varchar(10) not null check (side in ('liquidado', 'banco')),
  item_id uuid,
  bank_line_id bigint,
  -- Mirrors the match being active, so one line sits in one active match (§13 check 10).
  active boolean not null default true,
  check ((side = 'liquidado') = (item_id is not null) and (side = 'banco') = (bank_line_id is not null))
);
create index if not exists reconciliation_match_members_match_idx on reconciliation_match_members (match_id);
create unique index if not exists reconciliation_match_members_line_idx on reconciliation_match_members (bank_line_id) where active and bank_line_id is not null;
create unique index if not exists reconciliation_match_members_item_idx on reconciliation_match_members (item_id) where active and item_id is not null;

create table if not exists reconciliation_suggestions (
  id uuid primary key default gen_random_uuid(),
  creditor_id uuid not null references creditors(id) on delete cascade,
  item_id uuid not null references reconciliation_bank_items(id) on delete cascade,
  bank_line_id bigint not null,
  difference bigint not null,
  state varchar(12) not null default 'pendente' check (state in ('pendente', 'confirmada', 'rejeitada')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid,
  -- A rejected pair is never suggested again [D12].
  constraint reconciliation_suggestions_key unique (item_id, bank_line_id)
);
create index if not exists reconciliation_suggestions_line_idx on reconciliation_suggestions (bank_line_id);

-- Cached list counts are reused until a write bumps the table's version (migration 0500).
do $$
declare t text;
begin
  foreach t in array array['reconciliation_schedule_items', 'reconciliation_bank_items', 'reconciliation_divergences']
  loop
    execute format('drop trigger if exists %I on %I', t || '_list_version', t);
    execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function lastro_bump_list_version()', t || '_list_version', t);
  end loop;
end $$;
