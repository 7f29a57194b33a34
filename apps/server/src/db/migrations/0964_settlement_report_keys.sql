-- The settlement-forecast report (GET deals/receivable-reached) filters and sorts one effect
-- row by its commitment's, installment's, acquirer's and originator's values. Joined, a sort by
-- any of them read and sorted every effect of the filter (2.2 s at 1,000,000 effects), and a
-- deep page skipped hundreds of thousands of joined rows. Each effect now carries copies of
-- those values, so the report's filters, sorts and positions read deal_effects alone, each
-- sort from a btree of (key, id) (`id` the tiebreaker every list orders by last).
--
-- The database keeps the copies, whoever writes: one function computes them when an effect is
-- written or its commitment, installment or acquirer changes, and the writes to the other
-- tables below re-run it for the effects they reach. The app never writes them.
alter table deal_effects
  add column if not exists creditor_id uuid,
  add column if not exists merchant_id uuid,
  add column if not exists creditor_company_name text,
  add column if not exists creditor_document_number varchar(14),
  add column if not exists merchant_company_name text,
  add column if not exists merchant_document_number varchar(14),
  add column if not exists deal_created_at timestamptz,
  add column if not exists deal_status smallint,
  add column if not exists deal_type smallint,
  add column if not exists contract_type smallint,
  add column if not exists strategy smallint,
  add column if not exists code text,
  add column if not exists gcap boolean,
  add column if not exists originator_document_number varchar(14),
  add column if not exists execution_date date,
  add column if not exists external_reference text,
  add column if not exists acquirer_name text;

create or replace function deal_effects_report_copies() returns trigger language plpgsql as $$
begin
  select d.creditor_id, d.merchant_id, d.creditor_company_name, d.creditor_document_number, d.merchant_company_name,
         d.merchant_document_number, d.created_at, d.status, d.type, d.contract_type, d.strategy, d.code, d.gcap,
         (select dd.cnpj_originador from domicile_directory dd where dd.id = d.bank_account_id)
    into new.creditor_id, new.merchant_id, new.creditor_company_name, new.creditor_document_number, new.merchant_company_name,
         new.merchant_document_number, new.deal_created_at, new.deal_status, new.deal_type, new.contract_type, new.strategy,
         new.code, new.gcap, new.originator_document_number
    from deals d where d.id = new.deal_id;
  select i.execution_date, i.external_reference into new.execution_date, new.external_reference
    from deal_installments i where i.id = new.installment_id;
  new.acquirer_name := (select a.acquirer_name from acquirer_directory a where a.document_number = new.acquirer_document);
  return new;
end $$;

drop trigger if exists deal_effects_report_copies on deal_effects;
create trigger deal_effects_report_copies before insert or update of deal_id, installment_id, acquirer_document on deal_effects
  for each row execute function deal_effects_report_copies();

-- Writes elsewhere re-run the function for the effects they reach (an update that names the
-- key column fires it), but a commitment's change, the frequent one (its status moves), sets
-- its values on its effects in one statement instead of looking the deal up once per effect.
-- Locks: every writer of effects holds their deals first (a deal's own change holds it; the
-- app's writers lock deals, then installments, by id: effect-copies.repository.ts), and each
-- rewrite here locks its effects in id order before writing them, so no two writers wait for
-- each other.
create or replace function deals_report_copies() returns trigger language plpgsql as $$
begin
  perform 1 from deal_effects where deal_id = new.id order by id for update;
  update deal_effects set
    creditor_id = new.creditor_id, merchant_id = new.merchant_id, creditor_company_name = new.creditor_company_name,
    creditor_document_number = new.creditor_document_number, merchant_company_name = new.merchant_company_name,
    merchant_document_number = new.merchant_document_number, deal_created_at = new.created_at, deal_status = new.status,
    deal_type = new.type, contract_type = new.contract_type, strategy = new.strategy, code = new.code, gcap = new.gcap,
    originator_document_number = (select dd.cnpj_originador from domicile_directory dd where dd.id = new.bank_account_id)
  where deal_id = new.id;
  return null;
end $$;
drop trigger if exists deals_report_copies on deals;
create trigger deals_report_copies after update on deals for each row
  when ((old.creditor_id, old.merchant_id, old.creditor_company_name, old.creditor_document_number, old.merchant_company_name,
         old.merchant_document_number, old.created_at, old.status, old.type, old.contract_type, old.strategy, old.code, old.gcap,
         old.bank_account_id)
        is distinct from
        (new.creditor_id, new.merchant_id, new.creditor_company_name, new.creditor_document_number, new.merchant_company_name,
         new.merchant_document_number, new.created_at, new.status, new.type, new.contract_type, new.strategy, new.code, new.gcap,
         new.bank_account_id))
  execute function deals_report_copies();

create or replace function deal_installments_report_copies() returns trigger language plpgsql as $$
begin
  perform 1 from deal_effects where installment_id = new.id order by id for update;
  update deal_effects set installment_id = installment_id where installment_id = new.id;
  return null;
end $$;
drop trigger if exists deal_installments_report_copies on deal_installments;
create trigger deal_installments_report_copies after update on deal_installments for each row
  when ((old.execution_date, old.external_reference) is distinct from (new.execution_date, new.external_reference))
  execute function deal_installments_report_copies();

-- The acquirer's and the originator's owners publish them as views (0840); their tables'
-- writes reach the copies here. Rare writes (an acquirer renamed, an originator's CNPJ
-- corrected): they may scan the effects. The deals reached are held first, as every writer of
-- effects holds them.
create or replace function acquirers_report_copies() returns trigger language plpgsql as $$
declare
  documents text[] := array_remove(array[case when tg_op <> 'INSERT' then old.document_number end,
                                          case when tg_op <> 'DELETE' then new.document_number end], null);
begin
  perform 1 from deals where id in (select deal_id from deal_effects where acquirer_document = any(documents))
    order by id for no key update;
  perform 1 from deal_effects where acquirer_document = any(documents) order by id for update;
  update deal_effects set acquirer_document = acquirer_document where acquirer_document = any(documents);
  return null;
end $$;
drop trigger if exists acquirers_report_copies on acquirers;
create trigger acquirers_report_copies after insert or delete on acquirers for each row execute function acquirers_report_copies();
drop trigger if exists acquirers_report_copies_update on acquirers;
create trigger acquirers_report_copies_update after update on acquirers for each row
  when ((old.document_number, old.acquirer_name) is distinct from (new.document_number, new.acquirer_name))
  execute function acquirers_report_copies();

create or replace function domiciles_report_copies() returns trigger language plpgsql as $$
declare
  reached uuid[];
begin
  if tg_table_name = 'creditor_originators' then
    reached := array(select d.id from deals d join creditor_domiciles cd on cd.id = d.bank_account_id where cd.originator_id = new.id);
  else
    reached := array(select d.id from deals d where d.bank_account_id = new.id);
  end if;
  perform 1 from deals where id = any(reached) order by id for no key update;
  perform 1 from deal_effects where deal_id = any(reached) order by id for update;
  update deal_effects set deal_id = deal_id where deal_id = any(reached);
  return null;
end $$;
drop trigger if exists creditor_originators_report_copies on creditor_originators;
create trigger creditor_originators_report_copies after update on creditor_originators for each row
  when (old.cnpj_originador is distinct from new.cnpj_originador) execute function domiciles_report_copies();
drop trigger if exists creditor_domiciles_report_copies on creditor_domiciles;
create trigger creditor_domiciles_report_copies after update on creditor_domiciles for each row
  when (old.originator_id is distinct from new.originator_id) execute function domiciles_report_copies();

-- The effects written before this migration.
update deal_effects set deal_id = deal_id;

-- One btree per sort key, the id last: a page is read from the index in order, and a page at
-- any depth starts from a known position (db/anchored-paging.ts) instead of skipping rows.
-- The settlement date's is 0840's deal_effects_settlement_idx.
create index if not exists deal_effects_report_creditor_name_idx on deal_effects (creditor_company_name, id);
create index if not exists deal_effects_report_merchant_name_idx on deal_effects (merchant_company_name, id);
create index if not exists deal_effects_report_merchant_document_idx on deal_effects (merchant_document_number, id);
create index if not exists deal_effects_report_acquirer_name_idx on deal_effects (acquirer_name, id);
create index if not exists deal_effects_report_arrangement_idx on deal_effects (arrangement, id);
create index if not exists deal_effects_report_effect_order_idx on deal_effects (effect_order, id);
create index if not exists deal_effects_report_amount_onerate_idx on deal_effects (amount_onerate, id);
create index if not exists deal_effects_report_amount_initial_idx on deal_effects (effect_amount_initial, id);
create index if not exists deal_effects_report_amount_idx on deal_effects (effect_amount, id);
create index if not exists deal_effects_report_amount_updated_idx on deal_effects (effect_amount_updated, id);
create index if not exists deal_effects_report_settled_amount_idx on deal_effects (effective_settlement_amount, id);
create index if not exists deal_effects_report_updated_at_idx on deal_effects (updated_at, id);
create index if not exists deal_effects_report_created_at_idx on deal_effects (deal_created_at, id);
create index if not exists deal_effects_report_execution_date_idx on deal_effects (execution_date, id);
create index if not exists deal_effects_report_settled_date_idx on deal_effects (effective_settlement_date, id);
create index if not exists deal_effects_report_status_idx on deal_effects (deal_status, id);
create index if not exists deal_effects_report_type_idx on deal_effects (deal_type, id);
create index if not exists deal_effects_report_contract_type_idx on deal_effects (contract_type, id);
create index if not exists deal_effects_report_strategy_idx on deal_effects (strategy, id);
create index if not exists deal_effects_report_code_idx on deal_effects (code, id);
create index if not exists deal_effects_report_external_reference_idx on deal_effects (external_reference, id);
create index if not exists deal_effects_report_creditor_document_idx on deal_effects (creditor_document_number, id);
create index if not exists deal_effects_report_originator_document_idx on deal_effects (originator_document_number, id);
create index if not exists deal_effects_report_gcap_idx on deal_effects (gcap, id);
-- The filters that are not sort keys: a creditor user always reads its own creditor's effects.
create index if not exists deal_effects_report_creditor_idx on deal_effects (creditor_id, deal_status);
create index if not exists deal_effects_report_merchant_idx on deal_effects (merchant_id, deal_status);
