-- Dados dos Sócios and Credenciadoras of a merchant (spec 2 §2.3, §3): the partners an
-- administrator registers, the merchant's acquirer links (by hand or found by discovery) and
-- the arranjos discovery found per link.

create table if not exists merchant_partners (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants(id) on delete cascade,
  full_name text not null,
  email text,
  company_position text,
  phone_number varchar(20),
  -- CPF, digits only.
  document_number varchar(11) not null,
  active boolean not null default true,
  status varchar(12) not null default 'pendente' check (status in ('pendente', 'validado', 'reprovado')),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  constraint merchant_partners_merchant_document_unique unique (merchant_id, document_number)
);

create table if not exists merchant_acquirers (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants(id) on delete cascade,
  -- An acquirer removed from the registers takes its links along.
  acquirer_id integer not null references acquirers(id) on delete cascade,
  -- ADVANCEMENTS of the domain package (domains/advancements); null when discovery made the link.
  advancement_id smallint check (advancement_id between 1 and 3),
  active boolean not null default true,
  discovered_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One link per acquirer: concurrent discoveries upsert on it.
  constraint merchant_acquirers_merchant_acquirer_unique unique (merchant_id, acquirer_id)
);
create index if not exists merchant_acquirers_acquirer_idx on merchant_acquirers (acquirer_id);

create table if not exists merchant_acquirer_arrangements (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references merchant_acquirers(id) on delete cascade,
  arrangement_code varchar(3) not null,
  arrangement_name text not null,
  acquirer_document varchar(14) not null,
  updated_at timestamptz not null default now(),
  constraint merchant_acquirer_arrangements_link_code_unique unique (link_id, arrangement_code)
);

do $$
declare t text;
begin
  foreach t in array array['merchant_partners'] loop
    execute format('drop trigger if exists %I on %I', t || '_list_version', t);
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function lastro_bump_list_version()',
      t || '_list_version', t);
  end loop;
end $$;
