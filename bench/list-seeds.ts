import type { Database } from '../apps/server/src/db/client';

/** `rows` creditors with names from hashes (a name filter matches a handful, as real names do), one a minute. */
export async function seedCreditors(database: Database, rows: number): Promise<void> {
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name, active, created_at)
    select lpad((g * 7919 % 100000000000000)::text, 14, '0'),
           'Loja ' || substr(md5(g::text), 1, 10),
           'Comercio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda',
           g % 7 <> 0,
           timestamptz '2020-01-01' + g * interval '1 minute'
    from generate_series(1, ${rows}) g;`);
}

/**
 * `rows` commitments of three creditors on `merchants` merchants, spread over every column the
 * lists sort by (a tenth of them in the pre-performed modality, strategy 1).
 */
export async function seedDeals(database: Database, rows: number, merchants = 3000): Promise<void> {
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name)
    values ('11222333000181', 'Fornecedor A', 'Fornecedor A Ltda'),
           ('45723174000110', 'Fornecedor B', 'Fornecedor B Ltda'),
           ('41961670939601', 'Banco C', 'Banco C S.A.');
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
    select (select id from creditors where document_number in ('11222333000181', '45723174000110', '41961670939601')
            order by document_number offset g % 3 limit 1),
           lpad((g::bigint * 7919 % 100000000000000)::text, 14, '0'), 2,
           'Comercio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda', 'Loja ' || substr(md5(g::text), 1, 10)
    from generate_series(1, ${merchants}) g;
    create temporary table bench_merchants as
      select row_number() over (order by m.id) - 1 as n, m.id, m.creditor_id, m.company_name, m.trading_name, m.document_number,
             c.company_name as creditor_company_name, c.trading_name as creditor_trading_name, c.document_number as creditor_document
      from merchants m join creditors c on c.id = m.creditor_id;
    insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                       merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                       type, contract_type, strategy, gcap, amount, installments, issue_date, expiration_date,
                       execution_date, execution_date_end, status, created_at)
    select m.creditor_id, m.id, m.creditor_company_name, m.creditor_trading_name, m.creditor_document,
           m.company_name, m.trading_name, m.document_number,
           'Lote ' || (g % 500), 'Capital de giro ' || g, 'C-' || g,
           1 + g % 4, 1 + g % 2, case when g % 10 = 0 then 1 else 0 end, g % 20 = 0,
           1000 + (g::bigint * 7919 % 10000000), 1 + g % 12, date '2025-01-01', date '2027-01-01' + (g % 700),
           date '2025-02-01' + (g % 300), date '2025-08-01' + (g % 300), 1 + (g / 3) % 10,
           timestamptz '2024-01-01' + g * interval '1 minute'
    from generate_series(1, ${rows}) g join bench_merchants m on m.n = g % ${merchants};
    drop table bench_merchants;`);
}
