import { randomBytes } from 'node:crypto';
import { appDatabase } from './app-database';

export interface SeededDeal {
  code: string;
  status: number;
  amount: number;
  strategy: 0 | 1;
  title: string;
}

/**
 * Commitments of the demo supplier ('Fornecedor Demonstração Ltda') on its demo merchants,
 * inserted as the list reads them (the create and registration parts write them through the
 * pipeline once merged). Codes carry a run prefix, so a spec finds its own rows by code.
 */
export async function seedDeals(deals: Omit<SeededDeal, 'code'>[]): Promise<{ prefix: string; deals: SeededDeal[] }> {
  const prefix = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  const client = await appDatabase();
  try {
    const { rows: merchants } = await client.query<{
      id: string;
      creditor_id: string;
      company_name: string;
      trading_name: string;
      document_number: string;
      creditor_company_name: string;
      creditor_trading_name: string;
      creditor_document: string;
    }>(
      `select m.id, m.creditor_id, m.company_name, m.trading_name, m.document_number,
              c.company_name as creditor_company_name, c.trading_name as creditor_trading_name, c.document_number as creditor_document
       from merchants m join creditors c on c.id = m.creditor_id
       where c.company_name = 'Fornecedor Demonstração Ltda' order by m.trading_name limit 3`,
    );
    if (merchants.length === 0) throw new Error('no demo merchant of the demo supplier');
    const seeded = deals.map((d, i) => ({ ...d, code: `${prefix}-${String(i + 1).padStart(2, '0')}` }));
    for (const [i, d] of seeded.entries()) {
      const m = merchants[i % merchants.length]!;
      await client.query(
        `insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                            merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code,
                            type, contract_type, strategy, amount, installments, issue_date, expiration_date,
                            execution_date, execution_date_end, status, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Compromisso do teste e2e', $10, 1, 2, $11, $12, 1,
                 current_date, current_date + 180, current_date + 30, current_date + 90, $13, now() - make_interval(mins => $14))`,
        [m.creditor_id, m.id, m.creditor_company_name, m.creditor_trading_name, m.creditor_document, m.company_name, m.trading_name, m.document_number, d.title, d.code, d.strategy, Math.round(d.amount * 100), d.status, i],
      );
    }
    return { prefix, deals: seeded };
  } finally {
    await client.end();
  }
}
