import type { Database } from '../apps/server/src/db/client';

export interface CommitmentsSeed {
  creditors: number;
  merchantsPerCreditor: number;
  deals: number;
  effectsPerDeal: number;
  /** Names the creditors and the deals' description. */
  label: string;
}

/**
 * A set-based seed of the commitments' tables for the benches: five acquirers, creditors, their
 * merchants, deals (70 % approved) spread over the merchants, one installment each and
 * `effectsPerDeal` effects each, weekly settlement dates from the deal's execution date.
 */
export async function seedCommitments(database: Database, s: CommitmentsSeed): Promise<void> {
  const merchants = s.creditors * s.merchantsPerCreditor;
  // Merchants' documents are g * stride + the creditor's rank: a stride above the creditors' count keeps them apart.
  const stride = Math.max(37, s.creditors + 1);
  await database.exec(`
    insert into acquirers (acquirer_name, document_number, register_name) values
      ('Cielo', '01027058000191', 'cip'), ('Rede', '01425787000104', 'cip'), ('Stone', '16501555000157', 'cip'),
      ('Getnet', '10440482000154', 'cip'), ('PagSeguro', '08561701000101', 'cip')
    on conflict do nothing;
    insert into creditors (document_number, trading_name, company_name)
      select lpad((11222333000000 + g * 1000)::text, 14, '0'), '${s.label} ' || g, '${s.label} Fomento ' || g || ' Ltda'
      from generate_series(1, ${s.creditors}) g;
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
      select c.id, lpad((20000000000000 + g * ${stride} + c.rn)::text, 14, '0'), 2, 'Loja ' || g || ' Ltda', 'Loja ' || g
      from generate_series(1, ${s.merchantsPerCreditor}) g, (select id, row_number() over (order by id) rn from creditors) c;
    insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                       merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                       type, contract_type, strategy, gcap, amount, installments, execution_date, execution_date_end, status, created_at)
      select m.creditor_id, m.id, c.company_name, c.trading_name, c.document_number, m.company_name, m.trading_name, m.document_number,
             'Compromisso ' || g, '${s.label}', 'COD-' || (g % 500), 1 + g % 4, 1 + g % 2, g % 2, g % 7 = 0, 5000000, 1,
             date '2026-01-01' + (g % 300), date '2027-01-01', case when g % 10 < 7 then 2 else 1 + g % 10 end,
             timestamptz '2026-01-01' + (g || ' minutes')::interval
      from generate_series(1, ${s.deals}) g
      join (select *, row_number() over (order by id) - 1 as rn from merchants) m on m.rn = g % ${merchants}
      join creditors c on c.id = m.creditor_id;
    insert into deal_installments (deal_id, installment, amount, execution_date, execution_date_end, external_reference, status)
      select id, 1, amount, execution_date, execution_date_end, id || '-01', status from deals;
    -- The report's copies (migration 0964) written here in the same pass, set-based, as its row
    -- trigger would write them one lookup at a time (the trigger multiplied this insert's time).
    alter table deal_effects disable trigger deal_effects_report_copies;
    insert into deal_effects (installment_id, deal_id, acquirer_document, arrangement, settlement_date, constituted, effect_order,
                              status, amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated,
                              creditor_id, merchant_id, creditor_company_name, creditor_document_number, merchant_company_name,
                              merchant_document_number, deal_created_at, deal_status, deal_type, contract_type, strategy, code, gcap,
                              originator_document_number, execution_date, external_reference, acquirer_name)
      select i.id, i.deal_id, x.acquirer, (array['VCC','MCC','ECC','VCD','MCD'])[1 + (k / 5) % 5], i.execution_date + k * 7, k < 40,
             1 + k % 3, 'aplicado', 100000, 100000, 90000 + k, 90000 + k,
             d.creditor_id, d.merchant_id, d.creditor_company_name, d.creditor_document_number, d.merchant_company_name,
             d.merchant_document_number, d.created_at, d.status, d.type, d.contract_type, d.strategy, d.code, d.gcap,
             (select dd.cnpj_originador from domicile_directory dd where dd.id = d.bank_account_id), i.execution_date,
             i.external_reference, (select a.acquirer_name from acquirer_directory a where a.document_number = x.acquirer)
      from deal_installments i join deals d on d.id = i.deal_id, generate_series(0, ${s.effectsPerDeal - 1}) k,
           lateral (select (array['01027058000191','01425787000104','16501555000157','10440482000154','08561701000101'])[1 + k % 5] as acquirer) x;
    alter table deal_effects enable trigger deal_effects_report_copies;
    analyze deals; analyze deal_installments; analyze deal_effects;`);
}
