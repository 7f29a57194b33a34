-- The sandbox registry (integrations/registry/sandbox): its own schema, as if it were another
-- system. Nothing of the product references these tables and they reference nothing of it.
-- Money is bigint cents; dates are the registry's calendar dates.
create schema if not exists registry;

-- The registry's date: moved only by ticks. Starts at the São Paulo date of the first migration
-- (as the tick turns days), not the server's: on a UTC server current_date is tomorrow from 21:00.
create table registry.clock (
  singleton boolean primary key default true check (singleton),
  today date not null
);
insert into registry.clock (today) values ((now() at time zone 'America/Sao_Paulo')::date);

-- Merchants (UFRs) the registry has met; their URs are materialised on that first meeting.
create table registry.merchants (
  ufr text primary key,
  materialised_on date not null,
  created_at timestamptz not null default now()
);

-- Which acquirers capture for the merchant, under which arranjos, at what fee.
create table registry.merchant_arranjos (
  ufr text not null references registry.merchants (ufr),
  credenciadora text not null,
  arranjo text not null,
  fee_bp integer not null check (fee_bp between 0 and 10000),
  daily_sales bigint not null check (daily_sales >= 0),
  primary key (ufr, credenciadora, arranjo)
);

-- Unidades de recebível. livre = total - comprometido - liquidado, never negative.
create table registry.units (
  id bigserial primary key,
  credenciadora text not null,
  ufr text not null,
  arranjo text not null,
  data_liquidacao date not null,
  titular text not null,
  constituida boolean not null,
  valor_total bigint not null default 0,
  valor_pre_contratado bigint not null default 0,
  valor_comprometido bigint not null default 0,
  valor_liquidado bigint not null default 0,
  liquidada_em date,
  unique (ufr, credenciadora, arranjo, data_liquidacao, titular),
  check (valor_total >= 0 and valor_pre_contratado >= 0 and valor_comprometido >= 0 and valor_liquidado >= 0),
  check (valor_comprometido + valor_liquidado <= valor_total),
  check (valor_pre_contratado <= valor_total)
) with (fillfactor = 75);
-- Room left in each page: the amounts change on every registration, sale and settlement, and
-- a same-page (HOT) update skips the three indexes, which halves a 2,000-UR registration.
create index units_due_idx on registry.units (data_liquidacao) where liquidada_em is null;

-- Every write as received: a protocol, unique per kind and idempotency key.
create table registry.operations (
  protocolo text primary key,
  tipo text not null,
  idempotency_key text not null,
  status text not null default 'recebida' check (status in ('recebida', 'processada', 'rejeitada')),
  -- json, not jsonb: stored and returned whole, never searched (a 2,000-UR result parses slower as jsonb).
  pedido json not null,
  resultado json,
  erros jsonb not null default '[]',
  recebida_em timestamptz not null default now(),
  processada_em timestamptz,
  unique (tipo, idempotency_key)
);
create index operations_pending_idx on registry.operations (recebida_em) where status = 'recebida';

create table registry.optins (
  identificador text primary key,
  financiador text not null,
  ufr text not null,
  data_assinatura date not null,
  data_inicio date not null,
  data_fim date not null,
  credenciadoras text[] not null default '{}',
  arranjos text[] not null default '{}',
  data_optout date,
  protocolo text not null references registry.operations (protocolo),
  check (data_fim >= data_inicio)
);
create index optins_ufr_idx on registry.optins (ufr, financiador);

create table registry.contracts (
  id bigserial primary key,
  identificador text not null unique,
  referencia_externa text not null,
  financiador text not null,
  ufr text not null,
  tipo_efeito smallint not null,
  regra_divisao smallint not null check (regra_divisao in (1, 2)),
  valor bigint check (valor > 0),
  percentual_bp integer check (percentual_bp between 1 and 10000),
  prioridade integer not null,
  data_assinatura date not null,
  data_vencimento date not null,
  unidades jsonb not null,
  domicilio jsonb not null,
  status text not null default 'ativo' check (status in ('ativo', 'cancelado', 'baixado', 'liquidado')),
  protocolo text not null references registry.operations (protocolo),
  registrado_em timestamptz not null default now(),
  unique (financiador, referencia_externa)
);
create index contracts_ufr_idx on registry.contracts (ufr, financiador);

-- A contract's effect on one UR. valor_aplicado is what the UR's comprometido carries for it.
create table registry.effects (
  id bigserial primary key,
  contract_id bigint not null references registry.contracts (id),
  unit_id bigint not null references registry.units (id),
  valor_onerado bigint not null check (valor_onerado >= 0),
  valor_aplicado bigint not null default 0 check (valor_aplicado >= 0),
  -- What the settlement of the UR paid to the contract through this effect.
  valor_liquidado bigint not null default 0 check (valor_liquidado >= 0),
  indicador integer not null default 0,
  status text not null check (status in ('solicitado', 'aplicado', 'remocao_solicitada', 'removido', 'nao_aplicado')),
  unique (contract_id, unit_id)
) with (fillfactor = 80);
create index effects_unit_idx on registry.effects (unit_id);

-- Money paid out of a UR on its settlement date: to the titular, or to an effect's domicile.
create table registry.settlements (
  id bigserial primary key,
  unit_id bigint not null references registry.units (id),
  effect_id bigint references registry.effects (id),
  data_efetiva date not null,
  valor bigint not null check (valor > 0),
  favorecido text not null,
  domicilio jsonb
);
create index settlements_unit_idx on registry.settlements (unit_id);
