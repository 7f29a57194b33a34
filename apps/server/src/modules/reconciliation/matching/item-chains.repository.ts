import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface ChainContractRow {
  contract_identifier: string;
  deal_id: string;
  code: string;
  creditor_id: string;
  creditor_name: string | null;
}

export interface ChainExpectedRow {
  contract_identifier: string;
  creditor_id: string;
  account_id: string | null;
  frozen_at: Date | null;
}

export interface ChainSettlementRow {
  beneficiary: string;
  account_id: string | null;
  settlement_date: string;
  effective_date: string;
  amount: string;
  contract_identifier: string | null;
}

/** What the drawers' chain (spec 4 §2.5) reads beside the registry's trace: contracts, frozen Previsto, settlements. */
export function createItemChainsRepository(db: Db) {
  return {
    /** The commitments the product knows for these contract identifiers, with their creditor's name. */
    async contracts(identifiers: readonly string[]): Promise<Map<string, ChainContractRow>> {
      if (!identifiers.length) return new Map();
      const { rows } = await db.query<ChainContractRow>(
        `select distinct on (d.contract_identifier) d.contract_identifier, d.deal_id, d.code, d.creditor_id, cr.company_name as creditor_name
           from contract_directory d left join creditor_directory cr on cr.id = d.creditor_id
          where d.contract_identifier = any($1::text[]) order by d.contract_identifier, d.installment`,
        [[...new Set(identifiers)]],
      );
      return new Map(rows.map((r) => [r.contract_identifier, r]));
    },

    /** Previsto's copies of the UR's effects: the contract's domicile as an account and when it was frozen (§3.6 [D26]). */
    async expected(urKey: string, identifiers: readonly string[]): Promise<ChainExpectedRow[]> {
      if (!identifiers.length) return [];
      const { rows } = await db.query<ChainExpectedRow>(
        `select contract_identifier, creditor_id, account_id, frozen_at from reconciliation_expected
          where ur_key = $1 and contract_identifier = any($2::text[])`,
        [urKey, [...new Set(identifiers)]],
      );
      return rows;
    },

    /** The acquirer's name in the register. */
    async acquirerName(document: string): Promise<string | null> {
      const { rows } = await db.query<{ acquirer_name: string }>('select acquirer_name from acquirer_directory where document_number = $1 limit 1', [document]);
      return rows[0]?.acquirer_name ?? null;
    },

    /** A bank item's 'Liquidação': the creditor's settlements into its account from its acquirer that day. */
    async settlementsInto(creditorId: string, item: { account_id: string; acquirer: string; date: string }): Promise<ChainSettlementRow[]> {
      const { rows } = await db.query<ChainSettlementRow>(
        `select beneficiary, account_id, settlement_date::text, effective_date::text, amount::text, contract_identifier
           from reconciliation_settlements
          where creditor_id = $1 and account_id = $2 and acquirer = $3 and effective_date = $4
          order by settlement_date, contract_identifier nulls last, id`,
        [creditorId, item.account_id, item.acquirer, item.date],
      );
      return rows;
    },
  };
}

export type ItemChainsRepository = ReturnType<typeof createItemChainsRepository>;
