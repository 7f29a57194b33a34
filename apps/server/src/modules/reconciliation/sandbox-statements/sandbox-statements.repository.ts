import type pg from 'pg';
import type { DayPlan, PlannedAnomaly } from '@lastro/domain';

/** A simulated account with what its statement names: bank, agency, account, holder, its company. */
export interface SimulatedAccount {
  id: string;
  creditorId: string;
  bankCode: string;
  ispb: string;
  agency: string;
  accountNumber: string;
  accountDigit: string | null;
  holderDocument: string;
  accountKey: string;
  /** Null for a merchant's account (it receives the UR's free part). */
  domicileId: string | null;
  companyName: string;
  companyDocument: string;
}

export interface SandboxDayRow {
  accountId: string;
  date: string;
  openingBalance: number;
  closingBalance: number;
  delivered: boolean;
  fileName: string | null;
}

/** The simulator's tables (migration 0985): the bank's books per account and day, and the fixed placements. */
export function createSandboxStatementsRepository(pool: pg.Pool) {
  return {
    async simulatedAccounts(): Promise<SimulatedAccount[]> {
      const { rows } = await pool.query<SimulatedAccount>(
        `select a.id, a.creditor_id as "creditorId", a.bank_code as "bankCode", a.ispb, a.agency, a.account_number as "accountNumber",
                a.account_digit as "accountDigit", a.holder_document as "holderDocument", a.account_key as "accountKey",
                a.domicile_id as "domicileId", c.name as "companyName", c.document_number as "companyDocument"
         from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id
         where a.simulated order by a.creditor_id, a.account_key, a.id`,
      );
      return rows;
    },

    /** The plans of the account's days among `dates`, by date. */
    async plansOf(accountId: string, dates: readonly string[]): Promise<Map<string, DayPlan>> {
      const { rows } = await pool.query<{ date: string; anomalies: PlannedAnomaly[]; missing: boolean }>(
        'select date::text, anomalies, missing from reconciliation_sandbox_plans where account_id = $1 and date = any($2::date[])',
        [accountId, dates],
      );
      return new Map(rows.map((r) => [r.date, { anomalies: r.anomalies, missing: r.missing }]));
    },

    async setPlan(accountId: string, date: string, plan: DayPlan): Promise<void> {
      await pool.query(
        `insert into reconciliation_sandbox_plans (account_id, date, anomalies, missing) values ($1, $2, $3, $4)
         on conflict (account_id, date) do update set anomalies = excluded.anomalies, missing = excluded.missing`,
        [accountId, date, JSON.stringify(plan.anomalies), plan.missing],
      );
    },

    /** The books' latest day before `date`: where the next statement opens. */
    async dayBefore(accountId: string, date: string): Promise<SandboxDayRow | null> {
      const { rows } = await pool.query<SandboxDayRow>(
        `select account_id as "accountId", date::text, opening_balance::float8 as "openingBalance", closing_balance::float8 as "closingBalance",
                delivered, file_name as "fileName"
         from reconciliation_sandbox_days where account_id = $1 and date < $2 order by date desc limit 1`,
        [accountId, date],
      );
      return rows[0] ?? null;
    },

    /** Records a day in the books; a day already there stays as it was (a repeated tick). */
    async saveDay(row: SandboxDayRow): Promise<void> {
      await pool.query(
        `insert into reconciliation_sandbox_days (account_id, date, opening_balance, closing_balance, delivered, file_name)
         values ($1, $2, $3, $4, $5, $6) on conflict (account_id, date) do nothing`,
        [row.accountId, row.date, row.openingBalance, row.closingBalance, row.delivered, row.fileName],
      );
    },

    /** Marks one account for the simulator (the demo's merchant account; originators' go through the companies). */
    async markSimulated(accountId: string): Promise<void> {
      await pool.query('update reconciliation_accounts set simulated = true where id = $1', [accountId]);
    },
  };
}

export type SandboxStatementsRepository = ReturnType<typeof createSandboxStatementsRepository>;
