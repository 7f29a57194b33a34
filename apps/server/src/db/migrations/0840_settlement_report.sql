-- The settlement-forecast report (GET deals/receivable-reached) and the registered-contracts
-- look-up. The report shows, filters and sorts by an acquirer's name and an originator's CNPJ:
-- their owners publish them as read-only views (as in 0515), so the report stays one query.
create or replace view acquirer_directory as
  select document_number, acquirer_name from acquirers;

create or replace view domicile_directory as
  select d.id, o.creditor_id, o.cnpj_originador
  from creditor_domiciles d join creditor_originators o on o.id = d.originator_id;

-- The report's default order (settlement date, then id) is read from this index, so its first
-- page stops after a few rows whatever the table holds.
create index if not exists deal_effects_settlement_idx on deal_effects (settlement_date, id);
create index if not exists deal_effects_installment_idx on deal_effects (installment_id);
-- The look-up finds an installment by the registry's contract identifier as well.
create index if not exists deal_installments_contract_idx on deal_installments (contract_identifier);

-- The report's cached totals must see every write to the three tables it reads (deals' trigger: 0820).
drop trigger if exists deal_installments_list_version on deal_installments;
create trigger deal_installments_list_version after insert or update or delete or truncate on deal_installments
  for each statement execute function lastro_bump_list_version();
drop trigger if exists deal_effects_list_version on deal_effects;
create trigger deal_effects_list_version after insert or update or delete or truncate on deal_effects
  for each statement execute function lastro_bump_list_version();
