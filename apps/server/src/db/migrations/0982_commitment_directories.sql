-- What the commitments tables let the reconciliation read in SQL (spec 4 §3.10): every
-- installment registered as a contract, with its commitment's figures, and every effect with its
-- installment's contract identifier. Plain views (inlined by the planner), read-only for the
-- module that does not own the tables.
create or replace view contract_directory as
select i.id as installment_id, i.deal_id, d.code, d.creditor_id, d.merchant_id, d.merchant_document_number,
       d.merchant_company_name, d.type, d.strategy, d.status as deal_status, d.min_percentage, d.expiration_date,
       d.bank_account_id, i.installment, i.amount, i.amount_total_effect, i.effective_settlement_amount,
       i.execution_date, i.execution_date_end, i.contract_identifier, i.external_reference, i.status
from deal_installments i join deals d on d.id = i.deal_id;

create or replace view effect_directory as
select e.id, e.installment_id, e.deal_id, d.creditor_id, d.merchant_document_number, d.bank_account_id,
       i.contract_identifier, e.acquirer_document, e.arrangement, e.settlement_date, e.constituted, e.status,
       e.amount_onerate, e.effect_amount, e.effective_settlement_amount, e.effective_settlement_date
from deal_effects e join deal_installments i on i.id = e.installment_id join deals d on d.id = e.deal_id;
