-- 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7). The drawer shows each effect's priority:
-- effect_directory gains it as its last column (a view may only grow at its end).
create or replace view effect_directory as
select e.id, e.installment_id, e.deal_id, d.creditor_id, d.merchant_document_number, d.bank_account_id,
       i.contract_identifier, e.acquirer_document, e.arrangement, e.settlement_date, e.constituted, e.status,
       e.amount_onerate, e.effect_amount, e.effective_settlement_amount, e.effective_settlement_date,
       e.effect_order as priority
from deal_effects e join deal_installments i on i.id = e.installment_id join deals d on d.id = e.deal_id;

-- The alerts sent (§4.7 last bullet): one per (contract, event); 'insuficiente' is deleted when
-- the contract recovers, so the next crossing notifies again.
create table if not exists reconciliation_monitoring_alerts (
  installment_id uuid not null,
  event varchar(12) not null check (event in ('insuficiente', 'vence_30', 'vence_7')),
  creditor_id uuid not null references creditors(id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (installment_id, event)
);

-- The monitoring sums every contract's effects and its reconciled agenda items.
create index if not exists reconciliation_schedule_items_contract_idx
  on reconciliation_schedule_items (creditor_id, contract_identifier) include (settled, settled_account_id, acquirer, effective_date);
