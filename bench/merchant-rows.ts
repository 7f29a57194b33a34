import type { Database } from '../apps/server/src/db/client';

/**
 * The texts of the seeded merchants, as SQL over the row number g: `plain` names from hashes
 * (a name filter matches a handful of rows, as real names do), or `tricky` ones that also
 * carry what CSV and XML must get right (accents, quotes, separators, line breaks, formula
 * cells, empty cells), for the exports.
 */
const TEXTS = {
  plain: {
    creditors: `('11222333000181', 'Fornecedor A', 'Fornecedor A Ltda'),
                ('45723174000110', 'Fornecedor B', 'Fornecedor B Ltda'),
                ('41961670939601', 'Banco C', 'Banco C S.A.')`,
    companyName: `'Comercio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda'`,
    tradingName: `'Loja ' || substr(md5(g::text), 1, 10)`,
    partnership: 'null',
    contactName: `'Contato ' || g`,
    phone: `'119' || lpad((g % 100000000)::text, 8, '0')`,
    complement: 'null',
  },
  tricky: {
    creditors: `('11222333000181', 'Fornecedor "Aspas"', 'Fornecedor; Ponto e Vírgula Ltda'),
                ('45723174000110', 'Fornecedor B', 'Fornecedor São João Ltda'),
                ('41961670939601', 'Banco C', '=Banco C S.A.')`,
    companyName: `case when g % 200 = 0 then 'Comércio ' || g || E'\\nSegunda linha Ltda'
                       else 'Comércio ' || substr(md5((g * 31)::text), 1, 12) || ' Ltda' end`,
    tradingName: `case when g % 97 = 0 then '=Loja ' || g
                       when g % 50 = 0 then 'Loja "Bom; Preço" ' || g
                       else 'Loja ' || substr(md5(g::text), 1, 10) end`,
    partnership: `case when g % 5 = 0 then 'Parceiro ' || g % 40 end`,
    contactName: `case when g % 9 <> 0 then 'Contato Ção ' || g end`,
    phone: `case when g % 10 = 0 then '11' || lpad((g % 100000000)::text, 8, '0') else '119' || lpad((g % 100000000)::text, 8, '0') end`,
    complement: `case when g % 6 = 0 then 'Sala ' || g % 30 end`,
  },
};

/**
 * `rows` merchants of three creditors, one in ten a CPF, a minute apart, a fifth with an
 * active opt-in; vacuumed as autovacuum would leave a live table (statistics, visibility map).
 */
export async function seedMerchants(database: Database, rows: number, texts: keyof typeof TEXTS = 'plain') {
  const t = TEXTS[texts];
  const ids = (
    await database.query<{ id: string }>(`insert into creditors (document_number, trading_name, company_name) values ${t.creditors} returning id`)
  ).map((r) => `'${r.id}'::uuid`);
  await database.exec(`
    insert into merchants (creditor_id, document_number, type_person, company_name, trading_name, account_status,
                           origin_account, onboarding_type, active, partnership, contact_name, contact_email, phone_number,
                           address_zip_code, address, address_number, address_complement, address_neighborhood,
                           address_city, address_state, created_at)
    select (array[${ids.join(', ')}])[1 + g % 3],
           case when g % 10 = 0 then lpad((g::bigint * 7919 % 100000000000)::text, 11, '0')
                else lpad((g::bigint * 7919 % 100000000000000)::text, 14, '0') end,
           case when g % 10 = 0 then 1 else 2 end,
           ${t.companyName}, ${t.tradingName},
           (array['pendente', 'ativo', 'inativo', 'reprovado'])[1 + g % 4],
           1 + g % 4, 1 + g % 3, g % 7 <> 0, ${t.partnership},
           ${t.contactName}, 'loja' || g || '@exemplo.com.br', ${t.phone},
           '01310100', 'Avenida Paulista', (g % 2000)::text, ${t.complement}, 'Bela Vista', 'São Paulo', 'SP',
           timestamptz '2020-01-01' + g * interval '1 minute'
    from generate_series(1, ${rows}) g;
    insert into merchant_optins (merchant_id, creditor_id, signature_date, start_date, end_date, status)
    select id, creditor_id, date '2020-01-01', date '2020-01-01', date '2099-12-31', 'ativo'
    from merchants where (hashtext(id::text) & 12) = 0;`);
  await database.exec('vacuum analyze merchants');
  await database.exec('vacuum analyze merchant_optins');
}
