import type pg from 'pg';
import { containing } from './sql-filter';

type Db = Pick<pg.Pool, 'query'>;

export interface AccountLabelRow {
  id: string;
  bank_code: string;
  agency: string;
  account_number: string;
  account_digit: string | null;
  company_name: string;
  tolerance_amount: string;
  creditor_id: string;
}

export interface ItemDivergenceRow {
  item_id: string;
  type: string;
  status: string;
  reason_code: string | null;
  justification: string | null;
  justified_by_name: string | null;
  justified_at: Date | null;
}

export interface MatchRow {
  id: string;
  kind: 'automatica' | 'manual';
  from_suggestion: boolean;
  created_by_name: string | null;
  created_at: Date;
  justification: string | null;
}

export interface SuggestionRow {
  id: string;
  item_id: string;
  line_id: string;
  posted_date: string;
  description: string;
  amount: string;
  difference: string;
}

export interface LineRow {
  id: string;
  file_id: string;
  file_name: string;
  posted_date: string;
  description: string;
  document_id: string | null;
  amount: string;
  classification: string | null;
}

interface BankItemRef {
  account_id: string;
  acquirer: string;
  date: string;
}

/** A registry copy row behind a bank item's P or L; no contract for a merchant account's free part. */
export interface BankPartRow {
  id: string;
  contract_identifier: string | null;
  ur_key: string;
  merchant_document: string;
  arrangement: string;
  date: string;
  amount: string;
}

/** What a page of items shows beside their own columns: accounts, divergences, matches, suggestions, lines. */
export function createItemDetailsRepository(db: Db) {
  return {
    async accounts(ids: readonly string[]): Promise<Map<string, AccountLabelRow>> {
      if (!ids.length) return new Map();
      const { rows } = await db.query<AccountLabelRow>(
        `select a.id, a.creditor_id, a.bank_code, a.agency, a.account_number, a.account_digit, c.name as company_name, c.tolerance_amount::text
           from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id where a.id = any($1::uuid[])`,
        [[...new Set(ids)]],
      );
      return new Map(rows.map((r) => [r.id, r]));
    },

    async divergences(itemIds: readonly string[]): Promise<ItemDivergenceRow[]> {
      if (!itemIds.length) return [];
      const { rows } = await db.query<ItemDivergenceRow>(
        `select item_id, type, status, reason_code, justification, justified_by_name, justified_at
           from reconciliation_divergences where item_id = any($1::uuid[]) order by created_at, type`,
        [itemIds],
      );
      return rows;
    },

    async matches(ids: readonly string[]): Promise<Map<string, MatchRow>> {
      if (!ids.length) return new Map();
      const { rows } = await db.query<MatchRow>(
        `select id, kind, from_suggestion, created_by_name, created_at, justification
           from reconciliation_matches where id = any($1::uuid[]) and undone_at is null`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The items' pending suggestions with their lines. */
    async suggestions(itemIds: readonly string[]): Promise<Map<string, SuggestionRow>> {
      if (!itemIds.length) return new Map();
      const { rows } = await db.query<SuggestionRow>(
        `select s.id, s.item_id, l.id::text as line_id, l.posted_date::text, l.description, l.amount::text, s.difference::text
           from reconciliation_suggestions s join reconciliation_bank_lines l on l.id = s.bank_line_id
          where s.item_id = any($1::uuid[]) and s.state = 'pendente'`,
        [itemIds],
      );
      return new Map(rows.map((r) => [r.item_id, r]));
    },

    /** The lines an active match gives the item ('Creditado (banco)'). */
    async matchedLines(matchId: string): Promise<LineRow[]> {
      const { rows } = await db.query<LineRow>(
        `select l.id::text, l.file_id, f.name as file_name, l.posted_date::text, l.description, l.document_id, l.amount::text, l.classification
           from reconciliation_match_members m
           join reconciliation_bank_lines l on l.id = m.bank_line_id
           join reconciliation_files f on f.id = l.file_id
          where m.match_id = $1 and m.side = 'banco' and m.active
          order by l.posted_date, l.id`,
        [matchId],
      );
      return rows;
    },

    /** The credit-without-origin item's own line. */
    async line(lineId: string): Promise<LineRow | undefined> {
      const { rows } = await db.query<LineRow>(
        `select l.id::text, l.file_id, f.name as file_name, l.posted_date::text, l.description, l.document_id, l.amount::text, l.classification
           from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id where l.id = $1`,
        [lineId],
      );
      return rows[0];
    },

    /**
     * 'Previsto (registradora)' of a bank item: the Previsto copies its P sums (spec 4 §4.3), the
     * effects whose domicile is the account and, for a merchant account, the free part of its
     * merchant's URs, which no agenda item carries.
     */
    async expectedOf(item: BankItemRef): Promise<BankPartRow[]> {
      const { rows } = await db.query<BankPartRow>(
        `select id, contract_identifier, ur_key, merchant_document, arrangement, expected_date::text as date, amount::text
           from reconciliation_expected where account_id = $1 and acquirer = $2 and expected_date = $3 and amount <> 0
          order by contract_identifier nulls last, ur_key, id`,
        [item.account_id, item.acquirer, item.date],
      );
      return rows;
    },

    /** 'Liquidado (registradora)' of a bank item: the settlements its L sums, paid into its account that day (the titular's too). */
    async settledOf(item: BankItemRef): Promise<BankPartRow[]> {
      const { rows } = await db.query<BankPartRow>(
        `select id, contract_identifier, ur_key, merchant_document, arrangement, effective_date::text as date, amount::text
           from reconciliation_settlements where account_id = $1 and acquirer = $2 and effective_date = $3 and amount <> 0
          order by contract_identifier nulls last, ur_key, id`,
        [item.account_id, item.acquirer, item.date],
      );
      return rows;
    },

    /**
     * The two lists of 'Conciliação manual' (§2.4.2): items of the account with Liquidado > 0 in
     * no active match, and its credit lines in no active match, any classification.
     */
    async candidates(accountId: string, from: string, to: string, q: string | undefined) {
      const like = q ? containing(q) : null;
      const [left, right] = await Promise.all([
        db.query<{ id: string; date: string; acquirer: string; acquirer_name: string | null; settled: string; credited: string }>(
          `select i.id, i.date::text, i.acquirer, aq.acquirer_name, i.settled::text, i.credited::text
             from reconciliation_bank_items i left join acquirer_directory aq on aq.document_number = i.acquirer
            where i.account_id = $1 and i.date between $2 and $3 and i.settled > 0 and i.bank_line_id is null
              and not exists (select 1 from reconciliation_match_members mm join reconciliation_matches m on m.id = mm.match_id
                               where mm.item_id = i.id and mm.active and m.undone_at is null)
              and ($4::text is null or aq.acquirer_name ilike $4)
            order by i.date, i.acquirer, i.id`,
          [accountId, from, to, like],
        ),
        db.query<LineRow>(
          `select l.id::text, l.file_id, f.name as file_name, l.posted_date::text, l.description, l.document_id, l.amount::text, l.classification
             from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id
            where l.account_id = $1 and l.posted_date between $2 and $3 and l.status = 'importada' and l.amount > 0
              and not exists (select 1 from reconciliation_match_members mm join reconciliation_matches m on m.id = mm.match_id
                               where mm.bank_line_id = l.id and mm.active and m.undone_at is null)
              and ($4::text is null or l.description ilike $4 or l.document_id ilike $4)
            order by l.posted_date, l.id`,
          [accountId, from, to, like],
        ),
      ]);
      return { left: left.rows, right: right.rows };
    },

    /** The bank item an agenda item's money reached (its account, acquirer and effective date). */
    async bankItemOf(item: { settled_account_id: string | null; acquirer: string; effective_date: string | null }) {
      if (!item.settled_account_id || !item.effective_date) return undefined;
      const { rows } = await db.query<{ id: string; status: string; match_id: string | null }>(
        `select id, status, match_id from reconciliation_bank_items where account_id = $1 and acquirer = $2 and date = $3 and bank_line_id is null`,
        [item.settled_account_id, item.acquirer, item.effective_date],
      );
      return rows[0];
    },
  };
}

export type ItemDetailsRepository = ReturnType<typeof createItemDetailsRepository>;
