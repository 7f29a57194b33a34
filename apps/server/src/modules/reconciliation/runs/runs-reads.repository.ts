import type pg from 'pg';
import type { DivergenceStatus, DivergenceType, ScopeAccount } from '@lastro/domain';

type Client = Pick<pg.PoolClient, 'query'>;

export interface Range {
  from: string;
  to: string;
}

/** A committed statement line as a run reads it; the acquirer is the register's id (null: 'Não identificada'). */
export interface LineRow {
  id: string;
  accountId: string;
  postedDate: string;
  amount: number;
  classification: 'recebivel_cartao' | 'outro' | null;
  acquirerId: number | null;
}

export interface StoredBankItem {
  id: string;
  accountId: string;
  acquirer: string;
  date: string;
  bankLineId: string | null;
}

export interface StoredAgendaItem {
  id: string;
  contractIdentifier: string;
  urKey: string;
}

export interface StoredMatch {
  id: string;
  accountId: string;
  kind: 'automatica' | 'manual';
  /** A confirmed suggestion: its difference stays a divergence, unlike a manual match's. */
  fromSuggestion: boolean;
  itemIds: string[];
  lineIds: string[];
}

export interface StoredSuggestion {
  itemId: string;
  lineId: string;
  state: 'pendente' | 'confirmada' | 'rejeitada';
}

export interface DivergenceRow {
  id: string;
  itemId: string;
  type: DivergenceType;
  status: DivergenceStatus;
  expected: number;
  found: number;
  difference: number;
  referenceDate: string;
}

/** Only these accounts, when the scope names some (null: every account of the creditor). */
export const accountFilter = (column: string, param: number) => `($${param}::uuid[] is null or ${column} = any($${param}::uuid[]))`;

/** What a run reads of the reconciliation's own tables besides the registry copies (spec 4 §4.5). */
export function runsReadsRepository(c: Client) {
  return {
    /** The creditor's accounts with their company's switch, start and tolerances. */
    async accounts(creditorId: string): Promise<ScopeAccount[]> {
      const { rows } = await c.query<{ id: string; companyId: string; companyActive: boolean; reconcile: boolean; startDate: string; amount: number; days: number }>(
        `select a.id, a.company_id as "companyId", c.active as "companyActive", a.reconcile, c.start_date::text as "startDate",
                c.tolerance_amount::float8 as amount, c.tolerance_days::int as days
           from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id
          where a.creditor_id = $1 order by a.id`,
        [creditorId],
      );
      return rows.map(({ amount, days, ...a }) => ({ ...a, tolerance: { amount, days } }));
    },

    /** Committed lines of the accounts posted in the range, in the statements' own order (file received, then line). */
    async lines(creditorId: string, accountIds: readonly string[] | null, range: Range): Promise<LineRow[]> {
      const { rows } = await c.query<LineRow>(
        `select l.id::text, l.account_id as "accountId", l.posted_date::text as "postedDate", l.amount::float8 as amount,
                l.classification, l.acquirer_id as "acquirerId"
           from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id
          where l.creditor_id = $1 and l.status = 'importada' and l.account_id is not null and l.posted_date between $2 and $3
            and ${accountFilter('l.account_id', 4)}
          order by f.received_at, f.id, l.line_number, l.id`,
        [creditorId, range.from, range.to, accountIds],
      );
      return rows;
    },

    /** Committed lines by id (a held match's lines posted outside the dates read). */
    async linesByIds(ids: readonly string[]): Promise<LineRow[]> {
      const { rows } = await c.query<LineRow>(
        `select id::text, account_id as "accountId", posted_date::text as "postedDate", amount::float8 as amount, classification, acquirer_id as "acquirerId"
           from reconciliation_bank_lines where id = any($1::bigint[]) and status = 'importada' and account_id is not null order by id`,
        [ids],
      );
      return rows;
    },

    /** '{account}|{date}' of every day a committed statement covers (§4.4: the union of the files' periods). */
    async covered(creditorId: string, range: Range): Promise<Set<string>> {
      const { rows } = await c.query<{ k: string }>(
        `select distinct a.account_id::text || '|' || d::date::text as k
           from reconciliation_files f cross join unnest(f.accounts) as a(account_id)
           cross join generate_series(greatest(f.period_start, $2::date), least(f.period_end, $3::date), interval '1 day') as d
          where f.creditor_id = $1 and f.status in ('processado', 'processado_com_alertas') and f.period_start is not null`,
        [creditorId, range.from, range.to],
      );
      return new Set(rows.map((r) => r.k));
    },

    /** The deal and installment of the creditor's registered contracts (the agenda's 'Contrato'). */
    async contracts(creditorId: string, identifiers: readonly string[]): Promise<Map<string, { dealId: string; installment: number }>> {
      const { rows } = await c.query<{ contractIdentifier: string; dealId: string; installment: number }>(
        `select contract_identifier as "contractIdentifier", deal_id as "dealId", installment from contract_directory
          where creditor_id = $1 and contract_identifier = any($2::text[])`,
        [creditorId, identifiers],
      );
      return new Map(rows.map((r) => [r.contractIdentifier, { dealId: r.dealId, installment: r.installment }]));
    },

    async agendaItems(creditorId: string, accountIds: readonly string[] | null, range: Range): Promise<StoredAgendaItem[]> {
      const { rows } = await c.query<StoredAgendaItem>(
        `select id, contract_identifier as "contractIdentifier", ur_key as "urKey" from reconciliation_schedule_items
          where creditor_id = $1 and expected_date between $2 and $3 and ${accountFilter('account_id', 4)}`,
        [creditorId, range.from, range.to, accountIds],
      );
      return rows;
    },

    /** Bank items of the scope, or (with `ids`) these items wherever they are. */
    async bankItems(creditorId: string, accountIds: readonly string[] | null, range: Range | null, ids: readonly string[] = []): Promise<StoredBankItem[]> {
      const { rows } = await c.query<StoredBankItem>(
        `select id, account_id as "accountId", acquirer, date::text, bank_line_id::text as "bankLineId" from reconciliation_bank_items
          where creditor_id = $1 and (($2::date is not null and date between $2 and $3 and ${accountFilter('account_id', 4)}) or id = any($5::uuid[]))`,
        [creditorId, range?.from ?? null, range?.to ?? null, accountIds, ids],
      );
      return rows;
    },

    /** Active matches with a member among these items or lines. */
    async matches(creditorId: string, itemIds: readonly string[], lineIds: readonly string[]): Promise<StoredMatch[]> {
      const { rows } = await c.query<StoredMatch>(
        `select m.id, m.account_id as "accountId", m.kind, m.from_suggestion as "fromSuggestion",
                coalesce(array_agg(mm.item_id::text order by mm.item_id) filter (where mm.item_id is not null), '{}') as "itemIds",
                coalesce(array_agg(mm.bank_line_id::text order by mm.bank_line_id) filter (where mm.bank_line_id is not null), '{}') as "lineIds"
           from reconciliation_matches m join reconciliation_match_members mm on mm.match_id = m.id
          where m.creditor_id = $1 and m.undone_at is null
            and m.id in (select match_id from reconciliation_match_members where item_id = any($2::uuid[]) or bank_line_id = any($3::bigint[]))
          group by m.id, m.from_suggestion order by m.created_at, m.id`,
        [creditorId, itemIds, lineIds],
      );
      return rows;
    },

    async suggestions(itemIds: readonly string[]): Promise<StoredSuggestion[]> {
      const { rows } = await c.query<StoredSuggestion>(
        `select item_id as "itemId", bank_line_id::text as "lineId", state from reconciliation_suggestions where item_id = any($1::uuid[])`,
        [itemIds],
      );
      return rows;
    },

    async divergences(itemIds: readonly string[]): Promise<DivergenceRow[]> {
      const { rows } = await c.query<DivergenceRow>(
        `select id, item_id as "itemId", type, status, expected::float8 as expected, found::float8 as found, difference::float8 as difference,
                reference_date::text as "referenceDate"
           from reconciliation_divergences where item_id = any($1::uuid[]) order by created_at, id`,
        [itemIds],
      );
      return rows;
    },

    /**
     * The creditors a daily run covers (§4.5): an active company in reconciliation, or a
     * registered contract (its originators are mirrored by the run).
     */
    async creditorsToRun(): Promise<string[]> {
      const { rows } = await c.query<{ creditor_id: string }>(
        `select creditor_id from reconciliation_companies where active
         union select creditor_id from contract_directory where contract_identifier is not null
         order by 1`,
      );
      return rows.map((r) => r.creditor_id);
    },
  };
}

export type RunsReadsRepository = ReturnType<typeof runsReadsRepository>;
