-- Registry events (integrations/registry/sandbox/events.ts): every change the sandbox registry
-- makes to what a financiador holds is published as an event, as CERC and TAG push
-- notifications to participants. Statement triggers write them, so no write path of the
-- sandbox (registration, reallocation, tick, cancellation, opt-out) can change a contract
-- without telling its financiador.
--
-- Writers take no lock for the sequence: an event is inserted with seq null and numbered
-- per financiador, in id order, by the publisher after it commits (publish_events below). Two
-- writes of one contract are serialised by the merchant's lock, so they commit in id order,
-- and numbering only committed events never lets a reader skip one that commits late.
create table registry.events (
  id bigserial primary key,
  financiador text not null,
  seq bigint,
  tipo text not null,
  -- The registry's date when the change was made.
  data_referencia date not null,
  ocorrido_em timestamptz not null default now(),
  payload jsonb not null,
  unique (financiador, seq)
);
create index events_unnumbered_idx on registry.events (id) where seq is null;

create table registry.event_sequences (
  financiador text primary key,
  ultimo bigint not null
);

-- Numbers the committed events not numbered yet, per financiador in id order; one numbering at a time.
create function registry.publish_events() returns integer language plpgsql as $$
declare
  numbered integer;
begin
  perform pg_advisory_xact_lock(727602);
  with pending as (
    select id, financiador, row_number() over (partition by financiador order by id) as k
    from registry.events where seq is null
  ), counts as (
    select financiador, count(*) as n from pending group by financiador
  ), bumped as (
    insert into registry.event_sequences as s (financiador, ultimo)
    select financiador, n from counts
    on conflict (financiador) do update set ultimo = s.ultimo + excluded.ultimo
    returning s.financiador, s.ultimo
  )
  update registry.events e set seq = b.ultimo - c.n + p.k
  from pending p join counts c using (financiador) join bumped b using (financiador)
  where e.id = p.id;
  get diagnostics numbered = row_count;
  return numbered;
end $$;

-- What the registry answers of a contract as a whole (Contract minus its effects), computed
-- as sandbox/contracts.ts contractOf computes it (the result from the same sums, by
-- sandbox/distribution.ts when read); events carry it so a reader never re-reads.
create function registry.contract_summary(cid bigint) returns jsonb language sql stable as $$
  select jsonb_build_object(
    'identificadorContrato', c.identificador,
    'referenciaExterna', c.referencia_externa,
    'ufr', c.ufr,
    'status', c.status,
    'regraDivisao', c.regra_divisao,
    'valor', c.valor,
    'percentualBp', c.percentual_bp,
    'valorBloqueado', s.bloqueado,
    'valorLiquidado', s.liquidado,
    'valorConstituido', s.bloqueado + s.liquidado,
    'valorEfeito', s.efeito,
    'valorSolicitado', s.solicitado,
    'valorPedido', s.pedido,
    'curto', s.curto)
  from registry.contracts c,
  lateral (
    select coalesce(sum(e.valor_aplicado), 0) as bloqueado,
           coalesce(sum(e.valor_liquidado), 0) as liquidado,
           coalesce(sum(e.valor_onerado) filter (where e.status <> 'removido'), 0) as efeito,
           coalesce(sum(e.valor_onerado) filter (where e.status = 'solicitado'), 0) as solicitado,
           coalesce(sum(e.valor_onerado), 0) as pedido,
           coalesce(bool_or(u.constituida and e.valor_aplicado < e.valor_onerado) filter (where e.status <> 'removido'), false) as curto
    from registry.effects e join registry.units u on u.id = e.unit_id
    where e.contract_id = c.id
  ) s
  where c.id = cid
$$;

-- One 'efeitos' event per contract whose effects a statement wrote: each effect's new state
-- (absolute, so applying it twice changes nothing) and the contract's summary after it.
create function registry.effects_event(changed bigint[]) returns void language sql as $$
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select c.financiador, 'efeitos', (select today from registry.clock),
         jsonb_build_object('contrato', registry.contract_summary(c.id), 'efeitos', x.efeitos)
  from (
    select n.contract_id,
           jsonb_agg(jsonb_build_object(
             'credenciadora', u.credenciadora, 'arranjo', u.arranjo, 'dataLiquidacao', u.data_liquidacao,
             'constituida', u.constituida, 'valorOnerado', n.valor_onerado, 'valorConstituidoEfeito', n.valor_aplicado,
             'valorLiquidado', n.valor_liquidado, 'indicadorOneracao', n.indicador, 'status', n.status,
             'dataLiquidacaoEfetiva', (select max(s.data_efetiva) from registry.settlements s where s.effect_id = n.id))
             order by u.data_liquidacao, u.credenciadora, u.arranjo) as efeitos
    from registry.effects n join registry.units u on u.id = n.unit_id
    where n.id = any(changed)
    group by n.contract_id
  ) x join registry.contracts c on c.id = x.contract_id
  order by c.id;
  select pg_notify('registry_events', '');
$$;

create function registry.on_effects_inserted() returns trigger language plpgsql as $$
begin
  perform registry.effects_event(array(select n.id from new_rows n));
  return null;
end $$;

create function registry.on_effects_updated() returns trigger language plpgsql as $$
begin
  perform registry.effects_event(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where (o.valor_onerado, o.valor_aplicado, o.valor_liquidado, o.indicador, o.status)
          is distinct from (n.valor_onerado, n.valor_aplicado, n.valor_liquidado, n.indicador, n.status)));
  return null;
end $$;

create trigger effects_inserted after insert on registry.effects
  referencing new table as new_rows for each statement execute function registry.on_effects_inserted();
create trigger effects_updated after update on registry.effects
  referencing old table as old_rows new table as new_rows for each statement execute function registry.on_effects_updated();

-- A contract's status or domicile changed (cancelled, written off, settled; account changed).
create function registry.on_contracts_updated() returns trigger language plpgsql as $$
begin
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select n.financiador, 'contrato', (select today from registry.clock),
         jsonb_build_object('contrato', registry.contract_summary(n.id), 'domicilio', n.domicilio, 'statusAnterior', o.status)
  from new_rows n join old_rows o on o.id = n.id
  where n.status is distinct from o.status or n.domicilio is distinct from o.domicilio
  order by n.id;
  if found then perform pg_notify('registry_events', ''); end if;
  return null;
end $$;
create trigger contracts_updated after update on registry.contracts
  referencing old table as old_rows new table as new_rows for each statement execute function registry.on_contracts_updated();

-- A UR constituted, its total changed (sales, cancellations) or settled: told to every
-- financiador holding an effect on it that is not removed (or was paid by it).
create function registry.on_units_updated() returns trigger language plpgsql as $$
begin
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select c.financiador, 'unidades', (select today from registry.clock),
         jsonb_build_object('unidades', jsonb_agg(jsonb_build_object(
           'credenciadora', n.credenciadora, 'ufr', n.ufr, 'arranjo', n.arranjo, 'dataLiquidacao', n.data_liquidacao,
           'constituida', n.constituida, 'valorConstituidoTotal', n.valor_total, 'valorLiquidado', n.valor_liquidado,
           'liquidadaEm', n.liquidada_em) order by n.data_liquidacao, n.id))
  from new_rows n join old_rows o on o.id = n.id
  join lateral (
    select distinct k.financiador from registry.effects e join registry.contracts k on k.id = e.contract_id
    where e.unit_id = n.id and (e.status <> 'removido' or e.valor_liquidado > 0)
  ) c on true
  where (n.constituida, n.valor_total, n.liquidada_em) is distinct from (o.constituida, o.valor_total, o.liquidada_em)
  group by c.financiador
  order by c.financiador;
  if found then perform pg_notify('registry_events', ''); end if;
  return null;
end $$;
create trigger units_updated after update on registry.units
  referencing old table as old_rows new table as new_rows for each statement execute function registry.on_units_updated();

-- Money paid to a contract out of a UR (who, when, how much, into which account), shaped as
-- listSettlements answers it (integrations/registry/settlement-reads.ts SettlementEntry).
create function registry.on_settlements_inserted() returns trigger language plpgsql as $$
begin
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select c.financiador, 'liquidacoes', (select today from registry.clock),
         jsonb_build_object('liquidacoes', jsonb_agg(jsonb_build_object(
           'chave', u.credenciadora || ':' || u.ufr || ':' || u.arranjo || ':' || u.data_liquidacao,
           'identificadorContrato', c.identificador, 'referenciaExterna', c.referencia_externa,
           'credenciadora', u.credenciadora, 'ufr', u.ufr, 'arranjo', u.arranjo, 'dataLiquidacao', u.data_liquidacao,
           'dataEfetiva', n.data_efetiva, 'valor', n.valor, 'favorecido', n.favorecido, 'domicilio', n.domicilio)
           order by n.id))
  from new_rows n join registry.effects e on e.id = n.effect_id
  join registry.contracts c on c.id = e.contract_id join registry.units u on u.id = n.unit_id
  group by c.financiador
  order by c.financiador;
  if found then perform pg_notify('registry_events', ''); end if;
  return null;
end $$;
create trigger settlements_inserted after insert on registry.settlements
  referencing new table as new_rows for each statement execute function registry.on_settlements_inserted();

-- An opt-in registered or ended.
create function registry.on_optins_changed() returns trigger language plpgsql as $$
begin
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select n.financiador, 'optin', (select today from registry.clock),
         jsonb_build_object('identificador', n.identificador, 'ufr', n.ufr, 'dataInicio', n.data_inicio,
           'dataFim', n.data_fim, 'dataOptOut', n.data_optout, 'protocolo', n.protocolo)
  from new_rows n
  order by n.identificador;
  if found then perform pg_notify('registry_events', ''); end if;
  return null;
end $$;
create trigger optins_inserted after insert on registry.optins
  referencing new table as new_rows for each statement execute function registry.on_optins_changed();
create trigger optins_updated after update on registry.optins
  referencing new table as new_rows for each statement execute function registry.on_optins_changed();

-- A write's outcome (processada or rejeitada), to the financiador that asked.
create function registry.on_operations_updated() returns trigger language plpgsql as $$
begin
  insert into registry.events (financiador, tipo, data_referencia, payload)
  select f.financiador, 'operacao', (select today from registry.clock),
         jsonb_build_object('protocolo', n.protocolo, 'tipo', n.tipo, 'status', n.status, 'erros', n.erros,
           'referenciaExterna', n.pedido->>'referenciaExterna', 'ufr', n.pedido->>'ufr')
  from new_rows n join old_rows o on o.protocolo = n.protocolo,
  lateral (select upper(regexp_replace(coalesce(n.pedido->>'financiador', n.pedido->'contrato'->>'financiador'), '[^0-9A-Za-z]', '', 'g')) as financiador) f
  where n.status <> o.status and f.financiador is not null
  order by n.protocolo;
  if found then perform pg_notify('registry_events', ''); end if;
  return null;
end $$;
create trigger operations_updated after update on registry.operations
  referencing old table as old_rows new table as new_rows for each statement execute function registry.on_operations_updated();

-- The product's place in each financiador's feed (modules/commitments/registry-events).
create table registry_event_cursors (
  financiador text primary key,
  ultimo bigint not null default 0,
  updated_at timestamptz not null default now()
);
