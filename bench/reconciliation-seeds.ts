import type { Database } from '../apps/server/src/db/client';
import { seedReconciliationReference } from '../apps/server/src/modules/reconciliation/testing';

/** The three acquirers of the reference seed (Cielo, Rede, Stone), as the items store them (CNPJs). */
export const ACQUIRERS = ['01027058000191', '01425787000104', '16501555000157'] as const;

export interface ReconciliationCreditor {
  creditorId: string;
  /** The companies' ids, in order. */
  companyIds: string[];
  /** The accounts' ids, in order; account i belongs to company i % companies. */
  accountIds: string[];
}

/**
 * One creditor in reconciliation with `accounts` accounts spread over `companies` merchant
 * companies (active, started long before the benchmark's dates, tolerance R$ 0,05 and one dia
 * útil), the register's banks and acquirers, written by SQL as the benchmarks' other seeds are.
 */
export async function seedReconciliationCreditor(database: Database, opts: { companies: number; accounts: number; startDate: string }): Promise<ReconciliationCreditor> {
  await seedReconciliationReference(database.db);
  const [creditor] = await database.query<{ id: string }>(
    `insert into creditors (document_number, trading_name, company_name) values ('11222333000181', 'Fornecedor Bench', 'Fornecedor Bench Ltda') returning id`,
  );
  const creditorId = creditor!.id;
  const companies = await database.query<{ id: string }>(
    `insert into reconciliation_companies (creditor_id, kind, merchant_id, document_number, name, start_date)
     select $1, 'estabelecimento', gen_random_uuid(), lpad((10000000 + g)::text, 8, '0') || '000100', 'Loja Bench ' || g, $2::date
       from generate_series(1, $3::int) g order by g returning id`,
    [creditorId, opts.startDate, opts.companies],
  );
  const companyIds = companies.map((c) => c.id);
  const accounts = await database.query<{ id: string }>(
    `insert into reconciliation_accounts (creditor_id, company_id, bank_code, ispb, agency, account_number, account_digit, account_type, holder_document, account_key)
     select $1, c.id, '341', '60701190', '1234', (100000 + g)::text, '7', 'CC', c.document_number, '60701190|1234|' || (100000 + g)::text
       from generate_series(0, $3::int - 1) g
       join (select id, document_number, row_number() over (order by ord) - 1 as n from unnest($2::uuid[]) with ordinality as u(id, ord)
             join reconciliation_companies rc using (id)) c on c.n = g % $4::int
      order by g returning id`,
    [creditorId, companyIds, opts.accounts, opts.companies],
  );
  return { creditorId, companyIds, accountIds: accounts.map((a) => a.id) };
}
