-- The sandbox registry's read of a merchant for a financiador (integrations/registry/sandbox/
-- agenda.ts): what the financiador may see of it (p_groups false), and with p_groups, by acquirer
-- and arranjo, the URs it may see, in one statement. A function so that the statement keeps one
-- generic plan: planned on every call it took 0.3-0.4 ms of its 3-3.5 ms, and the generic plan
-- (its filters on the acquirers, arranjos and dates evaluated per UR) is the quicker
-- (bench/schedules.bench.ts).
--
-- Access: the registry's date; the financiador's active opt-ins with the merchant; whether it
-- holds an active contract with it; whether the registry has met the merchant; when
-- p_transfers, what troca de titularidade (effect type 1) moved of the merchant's URs, per UR
-- and creditor (a merchant's transfers are few).
--
-- Groups: one row per acquirer and arranjo, its URs as parallel arrays in one json value: a row
-- of ten columns per UR cost three times the SQL aggregate over the same URs in per-field
-- conversions alone (on both ends), a few dozen json values cost about as much as the aggregate.
-- The URs are read in the order of the merchant's index (which needs no sort), so they come in
-- date order within a group, and every aggregate of a group reads its rows in the same sequence:
-- the i-th elements are one UR's, and the n-th unusual one's amounts are those of the n-th UR
-- marked so. The integers go as bytes (int4send, int8send, in base64): writing them as decimal
-- text, json or an array's, was half of the statement's time. Only the unusual URs' other
-- amounts are gathered at all: aggregating every UR's, to find them all zero, was as dear. A UR
-- is unusual with some amount besides its total, or another titular; its mark is '0' + 1 when
-- constituída, + 2 when unusual. The ids are sent only when there are transfers to place.
-- Days count from 2000-01-01.
create or replace function registry.agenda_read(
  p_ufr text, p_financiador text, p_transfers boolean, p_groups boolean,
  p_from date, p_to date, p_credenciadoras text[], p_arranjos text[]
) returns table (today text, optins json, via_contract boolean, known boolean, transfers json, groups json)
language plpgsql stable set plan_cache_mode = force_generic_plan as $$
begin
  return query
  with access as (
    select c.today::text as today,
           coalesce((select json_agg(json_build_object('credenciadoras', o.credenciadoras, 'arranjos', o.arranjos))
                       from registry.optins o
                      where o.ufr = p_ufr and o.financiador = p_financiador and o.data_optout is null
                        and o.data_inicio <= c.today and o.data_fim >= c.today),
                    '[]') as optins,
           exists (select 1 from registry.contracts k where k.ufr = p_ufr and k.financiador = p_financiador and k.status = 'ativo') as via_contract,
           exists (select 1 from registry.merchants m where m.ufr = p_ufr) as known,
           case when p_transfers then
             (select json_agg(json_build_array(t.unit_id, t.financiador, t.valor) order by t.unit_id, t.financiador)
                from (select e.unit_id, k.financiador, sum(e.valor_aplicado) as valor
                        from registry.effects e join registry.contracts k on k.id = e.contract_id
                       where k.ufr = p_ufr and k.tipo_efeito = 1 and e.status = 'aplicado' and e.valor_aplicado > 0
                       group by e.unit_id, k.financiador) t)
           end as transfers
      from registry.clock c
  ), unit_groups as (
    select u.credenciadora, u.arranjo,
           json_build_array(encode(string_agg(int4send(u.data_liquidacao - date '2000-01-01'), ''), 'base64'),
             string_agg(case when u.unusual then case when u.constituida then '3' else '2' end
                             else case when u.constituida then '1' else '0' end end, ''),
             encode(string_agg(int8send(u.valor_total), ''), 'base64'),
             encode(string_agg(int8send(u.valor_pre_contratado) || int8send(u.valor_comprometido) || int8send(u.valor_liquidado), '')
                      filter (where u.unusual), 'base64'),
             array_agg(u.id) filter (where (select a.transfers is not null from access a)),
             array_agg(u.titular) filter (where u.unusual)) as units
      from (select u.*, (u.valor_pre_contratado <> 0 or u.valor_comprometido <> 0 or u.valor_liquidado <> 0 or u.titular <> u.ufr) as unusual
              from registry.units u
             where u.ufr = p_ufr and u.data_liquidacao between coalesce(p_from, (select a.today::date from access a))
                                                         and coalesce(p_to, 'infinity')
               and (cardinality(p_credenciadoras) = 0 or u.credenciadora = any(p_credenciadoras))
               and (cardinality(p_arranjos) = 0 or u.arranjo = any(p_arranjos))
               and ((select json_array_length(a.optins) > 0 from access a)
                    or exists (select 1 from registry.effects e join registry.contracts k on k.id = e.contract_id
                               where e.unit_id = u.id and k.financiador = p_financiador and k.status = 'ativo'))
             order by u.credenciadora, u.arranjo, u.data_liquidacao, u.titular) u
     group by u.credenciadora, u.arranjo)
  select a.today, a.optins, a.via_contract, a.known, a.transfers,
         case when p_groups then
           (select json_agg(json_build_array(g.credenciadora, g.arranjo, g.units) order by g.credenciadora, g.arranjo) from unit_groups g)
         end
    from access a;
end $$;
