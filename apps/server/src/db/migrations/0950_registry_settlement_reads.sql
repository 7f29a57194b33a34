-- The sandbox registry's settlement reads (issue 23 finding 6): what it paid to a contract, and
-- to a financiador's contracts per effective date, domicile and acquirer. A settlement through an
-- effect carries the effect's contract and its financiador, and every settlement its UR's
-- acquirer (a UR's acquirer never changes), so these reads start at an index and stop at the
-- settlement row instead of joining every effect, contract and UR; the titular's share has no
-- contract nor financiador.
alter table registry.settlements
  add column if not exists contract_id bigint references registry.contracts (id),
  add column if not exists financiador text,
  add column if not exists credenciadora text;

update registry.settlements s set contract_id = c.id, financiador = c.financiador
  from registry.effects e join registry.contracts c on c.id = e.contract_id
  where e.id = s.effect_id and s.contract_id is null;
update registry.settlements s set credenciadora = u.credenciadora
  from registry.units u where u.id = s.unit_id and s.credenciadora is null;
alter table registry.settlements alter column credenciadora set not null;

-- Whoever inserts a settlement through an effect names its contract and financiador too.
alter table registry.settlements
  add constraint settlements_contract_of_effect
  check ((effect_id is null) = (contract_id is null) and (contract_id is null) = (financiador is null));

-- listSettlements and totaisPorDomicilioEDia: one financiador, a range of effective dates, keyset by id.
create index if not exists settlements_financiador_idx on registry.settlements (financiador, data_efetiva, id)
  where financiador is not null;
-- listSettlements into one domicile: its pages read in order as well (and the planner learns how
-- the settlements spread over domiciles from this index's statistics).
create index if not exists settlements_financiador_domicile_idx on registry.settlements
  (financiador, (domicilio->>'ispb'), (domicilio->>'agencia'), (domicilio->>'conta'), data_efetiva, id)
  where financiador is not null;
-- contractPayments.
create index if not exists settlements_contract_idx on registry.settlements (contract_id, data_efetiva)
  where contract_id is not null;
