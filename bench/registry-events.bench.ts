/**
 * Registry events benchmark (issue 'Registry events'): consuming 10,000 events (500 contracts,
 * 20 events each, each event moving 2 effects: 20,000 effect copies and 500 installments'
 * totals and judged statuses) through the product's consumer (read from the registry's feed,
 * folded, applied in batches of 1,000 with the cursor) must take ≤ 3x applying the same row
 * changes in plain SQL (one upsert of the 20,000 effect rows and one update of the 500
 * installments, from JSON built beforehand), measured in one run.
 * `npm run bench -- registry-events` (embedded server) or with DATABASE_URL.
 */
import { medianMs } from './sandbox-merchants';
import { openBenchApp } from './bench-app';

const CONTRACTS = 500;
const PER_CONTRACT = 20;
const EVENTS = CONTRACTS * PER_CONTRACT;
const REPEAT = Number(process.env.BENCH_EVENTS_REPEAT ?? 5);
const BUDGET = 3;
const FIN = '11222333000181';

const { database, app, close } = await openBenchApp();
let failed = false;
try {
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name) values ('${FIN}', 'Bench', 'Bench Fomento Ltda');
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
      select id, '20000000000191', 2, 'Loja Ltda', 'Loja' from creditors;
    insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                       merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                       type, contract_type, strategy, amount, installments, execution_date, execution_date_end, status, min_percentage)
      select m.creditor_id, m.id, 'Bench Fomento Ltda', 'Bench', '${FIN}', 'Loja Ltda', 'Loja', m.document_number,
             'Compromisso ' || g, 'Bench', 'EV-' || g, 1, 1, 0, 5000000, 1, date '2026-01-01', date '2027-01-01', 2, 100
      from merchants m, generate_series(1, ${CONTRACTS}) g;
    insert into deal_installments (deal_id, installment, amount, execution_date, execution_date_end, external_reference, contract_identifier, status)
      select id, 1, amount, execution_date, execution_date_end, id || '-01', 'CTR' || code, 2 from deals;
    -- Event k: contract k % 500, two URs of its own; the summary as the registry publishes it.
    insert into registry.events (financiador, tipo, data_referencia, payload)
      select '${FIN}', 'efeitos', date '2026-01-01', jsonb_build_object(
        'contrato', jsonb_build_object('identificadorContrato', i.contract_identifier, 'referenciaExterna', i.external_reference,
          'ufr', '20000000000191', 'status', 'ativo', 'regraDivisao', 1, 'valor', 5000000, 'percentualBp', null,
          'valorBloqueado', 4000000 + k, 'valorLiquidado', 0, 'valorConstituido', 4000000 + k, 'valorEfeito', 5000000,
          'valorSolicitado', 0, 'curto', true),
        'efeitos', (select jsonb_agg(jsonb_build_object('credenciadora', '01027058000191', 'arranjo', 'VCC',
          'dataLiquidacao', date '2026-02-02' + ((k / ${CONTRACTS}) * 2 + j), 'constituida', true, 'valorOnerado', 200000,
          'valorConstituidoEfeito', 100000 + k, 'valorLiquidado', 0, 'indicadorOneracao', 1, 'status', 'aplicado',
          'dataLiquidacaoEfetiva', null)) from generate_series(0, 1) j))
      from generate_series(0, ${EVENTS - 1}) k
      join (select external_reference, contract_identifier, row_number() over (order by external_reference) - 1 as n from deal_installments) i
        on i.n = k % ${CONTRACTS}
      order by k;
    select registry.publish_events();
    analyze deals; analyze deal_installments;`);

  // The same row changes, as plain SQL would write them: the last state of each effect and installment.
  const [plain] = await database.query<{ effects: unknown; totals: unknown }>(`
    select
      (select json_agg(json_build_object('i', i.id, 'g', i.deal_id, 'd', e->>'dataLiquidacao', 'e', (e->>'valorConstituidoEfeito')::bigint))
       from registry.events ev cross join lateral jsonb_array_elements(ev.payload->'efeitos') e
       join deal_installments i on i.external_reference = ev.payload->'contrato'->>'referenciaExterna') as effects,
      (select json_agg(json_build_object('id', i.id, 'c', (s.payload->'contrato'->>'valorConstituido')::bigint))
       from deal_installments i join lateral (
         select payload from registry.events ev where ev.payload->'contrato'->>'referenciaExterna' = i.external_reference
         order by seq desc limit 1) s on true) as totals`);
  const reset = () => database.exec(`delete from deal_effects; delete from registry_event_cursors;
    update deals set status = 2; update deal_installments set status = 2, status_message = null;`);
  const consume = app.modules.services('commitments').registryEvents.consume;

  const consumed = await medianMs(REPEAT, async () => {
    const n = await consume();
    if (n !== EVENTS) throw new Error(`consumed ${n} events, expected ${EVENTS}`);
  }, reset);
  const baseline = await medianMs(REPEAT, async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into deal_effects (installment_id, deal_id, acquirer_document, arrangement, settlement_date, constituted,
           effect_order, status, amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated)
         select i, g, '01027058000191', 'VCC', d, true, 1, 'aplicado', 200000, e, e, e
         from json_to_recordset($1::json) as t(i uuid, g uuid, d date, e bigint)
         on conflict (installment_id, acquirer_document, arrangement, settlement_date) do update set
           effect_amount = excluded.effect_amount, effect_amount_updated = excluded.effect_amount_updated, updated_at = now()`,
        [JSON.stringify(plain!.effects)],
      );
      await client.query(
        `update deal_installments n set amount_total_committed = x.c, effect_amount = x.c, effect_amount_updated = x.c, updated_at = now()
         from json_to_recordset($1::json) as x(id uuid, c bigint) where n.id = x.id`,
        [JSON.stringify(plain!.totals)],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  }, reset);
  const [copies] = await database.query<{ n: string }>('select count(*) as n from deal_effects');
  console.log(`${EVENTS} events, ${copies!.n} effect copies, ${CONTRACTS} installments`);
  const ratio = consumed / baseline;
  console.log(
    `${'consuming 10,000 events vs the same rows in plain SQL'.padEnd(58)} ${consumed.toFixed(0).padStart(6)} ms  baseline ${baseline.toFixed(0).padStart(6)} ms  ratio ${ratio.toFixed(2)}x (budget ${BUDGET}x) ${ratio <= BUDGET ? 'ok' : 'OVER'}`,
  );
  failed = ratio > BUDGET;
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
