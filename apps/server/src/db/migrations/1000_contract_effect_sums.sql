-- 'Monitoramento dos Contratos' (spec 4 §4.7) sums each contract's effects: applied and not yet
-- paid, and waiting on URs a constituir. Summed on every request, through a lateral read of the
-- effects per installment, the list took 6.5 s at 250,000 contracts (bench/monitoring.bench.ts).
-- This table keeps both sums per installment, written by statement triggers on deal_effects from
-- the installments a statement touched, whichever path wrote them (registration, the registry's
-- events, imports, the demo); contract_directory shows them as its last columns.
create table if not exists deal_installment_effect_sums (
  installment_id uuid primary key references deal_installments(id) on delete cascade,
  applied bigint not null default 0,
  to_constitute bigint not null default 0
);

create or replace function refresh_deal_installment_effect_sums(ids uuid[]) returns void language sql as $$
  insert into deal_installment_effect_sums (installment_id, applied, to_constitute)
  select i.id,
         coalesce(sum(x.effect_amount) filter (where x.constituted and x.status = 'aplicado' and x.effective_settlement_date is null), 0),
         coalesce(sum(x.amount_onerate) filter (where x.status = 'solicitado' and not x.constituted), 0)
    from deal_installments i left join deal_effects x on x.installment_id = i.id
   where i.id = any(ids)
   group by i.id
  on conflict (installment_id) do update set applied = excluded.applied, to_constitute = excluded.to_constitute
  where (deal_installment_effect_sums.applied, deal_installment_effect_sums.to_constitute)
        is distinct from (excluded.applied, excluded.to_constitute);
$$;

create or replace function deal_effects_sums_after_insert() returns trigger language plpgsql as $$
begin
  perform refresh_deal_installment_effect_sums(array(select distinct installment_id from new_rows));
  return null;
end $$;
create or replace function deal_effects_sums_after_update() returns trigger language plpgsql as $$
begin
  perform refresh_deal_installment_effect_sums(array(
    select installment_id from new_rows union select installment_id from old_rows));
  return null;
end $$;
create or replace function deal_effects_sums_after_delete() returns trigger language plpgsql as $$
begin
  perform refresh_deal_installment_effect_sums(array(select distinct installment_id from old_rows));
  return null;
end $$;

-- A transition table takes one event per trigger.
drop trigger if exists deal_effects_sums_insert on deal_effects;
create trigger deal_effects_sums_insert after insert on deal_effects
  referencing new table as new_rows for each statement execute function deal_effects_sums_after_insert();
drop trigger if exists deal_effects_sums_update on deal_effects;
create trigger deal_effects_sums_update after update on deal_effects
  referencing new table as new_rows old table as old_rows for each statement execute function deal_effects_sums_after_update();
drop trigger if exists deal_effects_sums_delete on deal_effects;
create trigger deal_effects_sums_delete after delete on deal_effects
  referencing old table as old_rows for each statement execute function deal_effects_sums_after_delete();

-- The effects written before this migration.
select refresh_deal_installment_effect_sums(array(select distinct installment_id from deal_effects));

-- The sums as contract_directory's last columns (a view may only grow at its end); 0 for an
-- installment with no effect.
create or replace view contract_directory as
select i.id as installment_id, i.deal_id, d.code, d.creditor_id, d.merchant_id, d.merchant_document_number,
       d.merchant_company_name, d.type, d.strategy, d.status as deal_status, d.min_percentage, d.expiration_date,
       d.bank_account_id, i.installment, i.amount, i.amount_total_effect, i.effective_settlement_amount,
       i.execution_date, i.execution_date_end, i.contract_identifier, i.external_reference, i.status,
       coalesce(s.applied, 0)::bigint as effects_applied, coalesce(s.to_constitute, 0)::bigint as effects_to_constitute
from deal_installments i join deals d on d.id = i.deal_id
left join deal_installment_effect_sums s on s.installment_id = i.id;
