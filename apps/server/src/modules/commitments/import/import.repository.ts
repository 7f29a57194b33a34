import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COMMITMENT_STATUS_CODE } from '@lastro/domain';
import type { Database } from '../../../db/client';

/** One row ready for the staging table: what the deal and its one installment are written from. */
export interface StagedCommitment {
  line: number;
  dealId: string;
  rowKey: string;
  document: string;
  domicileId: string;
  title: string;
  description: string;
  code: string;
  issueDate: string;
  expirationDate: string | null;
  amount: number;
  dueDate: string | null;
  executionDate: string;
  executionDateEnd: string;
  divisionRule: number | null;
  amountOnerate: number | null;
  amountOnerateBp: number | null;
  acquirers: string[];
  arrangements: string[];
}

/** What every row of the import shares: the creditor's snapshot, the types and what the checks compare with. */
export interface CommitmentBatchContext {
  importId: string;
  accountId: string;
  /** The importer's name for the first history row (read from the accounts when the scope has none). */
  accountName: string | null;
  today: string;
  creditor: { id: string; company_name: string; trading_name: string; document_number: string; partnership: string | null };
  type: number;
  contractType: number;
  strategy: number;
  gcap: boolean;
  domiciles: string[];
  acquirers: string[];
  arrangements: string[];
  statusLabel: string;
}

/** The refusals the database finds, in the order a user would fix them. */
export interface BatchMessages {
  duplicateInFile: string;
  merchantNotFound: string;
  noOptIn: string;
  domicileNotAvailable: string;
  acquirerNotRegistered: string;
  arrangementNotRegistered: string;
}

const COLUMNS = [
  'line',
  'deal_id',
  'row_key',
  'document',
  'domicile_id',
  'title',
  'description',
  'code',
  'issue_date',
  'expiration_date',
  'amount',
  'due_date',
  'execution_date',
  'execution_date_end',
  'division_rule',
  'amount_onerate',
  'amount_onerate_bp',
  'acquirers',
  'arrangements',
] as const;

// COPY's text format: \N is null; backslash, tab and line breaks are escaped.
const text = (value: string | number | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
const array = (list: string[]) => text(`{${list.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`);

function copyLine(r: StagedCommitment): string {
  return `${[
    r.line,
    r.dealId,
    r.rowKey,
    r.document,
    r.domicileId,
    r.title,
    r.description,
    r.code,
    r.issueDate,
    r.expirationDate,
    r.amount,
    r.dueDate,
    r.executionDate,
    r.executionDateEnd,
    r.divisionRule,
    r.amountOnerate,
    r.amountOnerateBp,
  ]
    .map(text)
    .join('\t')}\t${array(r.acquirers)}\t${array(r.arrangements)}\n`;
}

function* chunks(rows: StagedCommitment[], size = 500) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size).map(copyLine).join('');
}

/**
 * The commitment import's writes, set-based: the batch is COPYed into a temporary staging table,
 * then one statement checks each row (merchant by document, active opt-in, domicile, registered
 * acquirers and arrangements, a row already written), turns the valid ones into deals,
 * installments and first history rows — the columns the create service writes
 * (create.repository.ts) — and answers the refused ones. Reads of other modules' tables go
 * through their views (migration 0910).
 */
export function createImportRepository(database: Pick<Database, 'pool' | 'query'>) {
  async function writeIn(client: pg.PoolClient, rows: StagedCommitment[], ctx: CommitmentBatchContext, m: BatchMessages) {
    // One round trip for the transaction's start and the staging table: under load, each
    // statement waits its turn for a CPU, so a batch pays per statement as much as per row.
    await client.query(`begin;
      create temp table commitment_import_staging (
        line integer primary key, deal_id uuid not null, row_key text not null, document varchar(14) not null,
        domicile_id uuid not null, title text not null, description text not null, code text not null,
        issue_date date, expiration_date date, amount bigint not null, due_date date,
        execution_date date not null, execution_date_end date not null, division_rule smallint,
        amount_onerate bigint, amount_onerate_bp integer, acquirers text[] not null, arrangements text[] not null
      ) on commit drop`);
    await pipeline(Readable.from(chunks(rows)), client.query(copyFrom(`copy commitment_import_staging (${COLUMNS.join(', ')}) from stdin`)));
    await client.query('analyze commitment_import_staging');

    const status = COMMITMENT_STATUS_CODE.em_processamento;
    const c = ctx.creditor;
    // The checks, the writes and the refusals in one statement (the staging is read once, never
    // rewritten). A row's error is the first failing check, in this order: the same row earlier
    // in the batch; the merchant, its opt-in, the domicile, acquirers and arrangements; then a row
    // already written by this import at an earlier line. A row already written otherwise (this
    // import at this line: a retried batch; another import: the same file again) is skipped as done.
    const refused = await client.query<{ line: number; error: string }>(
      `with checked as materialized (
         select s.*, m.id as merchant_id, m.company_name as merchant_company_name, m.trading_name as merchant_trading_name,
                d.id is not null as done,
                case
                  when row_number() over (partition by s.row_key order by s.line) > 1 then $15
                  when m.id is null then $16
                  when not exists (select 1 from merchant_optin_directory o
                                    where o.merchant_id = m.id and o.creditor_id = $1 and o.status = 'ativo'
                                      and o.start_date <= $19::date and o.end_date >= $19::date) then $17
                  when not (s.domicile_id = any($18::uuid[])) then $20
                  when not (s.acquirers <@ $21::text[]) then $22
                  when not (s.arrangements <@ $23::text[]) then $24
                  when d.import_id = $12 and d.import_line < s.line then $15
                end as error
           from commitment_import_staging s
           left join merchant_import_directory m on m.creditor_id = $1 and m.document_number = s.document
           left join deals d on d.creditor_id = $1 and d.request_key = s.row_key
       ), written as (
         insert into deals (id, creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                            partnership, merchant_company_name, merchant_trading_name, merchant_document_number, title, description,
                            code, type, contract_type, strategy, gcap, min_percentage, amount, installments, issue_date,
                            expiration_date, execution_date, execution_date_end, acquirers, arrangements, origin_gateway,
                            bank_account_id, status, request_key, created_by, import_id, import_line)
         select s.deal_id, $1, s.merchant_id, $2, $3, $4, $5, s.merchant_company_name, s.merchant_trading_name, s.document,
                s.title, s.description, s.code, $6, $7, $8, $9, 100, s.amount, 1, s.issue_date, s.expiration_date,
                s.execution_date, s.execution_date_end, s.acquirers, s.arrangements, null, s.domicile_id, $10, s.row_key, $11, $12, s.line
           from checked s
          where s.error is null and not s.done
          order by s.line
         on conflict (creditor_id, request_key) do nothing
         returning id
       ), installments as (
         insert into deal_installments (deal_id, installment, amount, due_date, execution_date, execution_date_end,
                                        division_rule, amount_onerate, amount_onerate_bp, external_reference, status)
         select s.deal_id, 1, s.amount, s.due_date, s.execution_date, s.execution_date_end, s.division_rule,
                s.amount_onerate, s.amount_onerate_bp, s.deal_id::text || '-01', $10
           from checked s join written w on w.id = s.deal_id
       ), history as (
         insert into deal_history (deal_id, status, description, account_id, name)
         select w.id, $10, $13, $11, coalesce($14, (select a.name from account_name_directory a where a.id = $11), '')
           from written w
       )
       select line, error from checked where error is not null`,
      [
        c.id,
        c.company_name,
        c.trading_name,
        c.document_number,
        c.partnership,
        ctx.type,
        ctx.contractType,
        ctx.strategy,
        ctx.gcap,
        status,
        ctx.accountId,
        ctx.importId,
        ctx.statusLabel,
        ctx.accountName,
        m.duplicateInFile,
        m.merchantNotFound,
        m.noOptIn,
        ctx.domiciles,
        ctx.today,
        m.domicileNotAvailable,
        ctx.acquirers,
        m.acquirerNotRegistered,
        ctx.arrangements,
        m.arrangementNotRegistered,
      ],
    );
    return new Map(refused.rows.map((r) => [r.line, r.error]));
  }

  return {
    /** Writes one batch in one transaction and answers each refused row's error by line. */
    async writeBatch(rows: StagedCommitment[], ctx: CommitmentBatchContext, messages: BatchMessages): Promise<Map<number, string>> {
      if (!rows.length) return new Map();
      const client = await database.pool.connect();
      try {
        // writeIn begins the transaction.
        const errors = await writeIn(client, rows, ctx, messages);
        await client.query('commit');
        return errors;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    /** The import's deals still waiting for registration, in file order, after `afterLine`. */
    async pendingOfImport(importId: string, afterLine: number, limit: number) {
      return database.query<{ id: string; import_line: number }>(
        `select id, import_line from deals where import_id = $1 and import_line > $2 and status = $3 order by import_line limit $4`,
        [importId, afterLine, COMMITMENT_STATUS_CODE.em_processamento, limit],
      );
    },

    async countPendingOfImport(importId: string): Promise<number> {
      const [row] = await database.query<{ n: string }>('select count(*) as n from deals where import_id = $1 and status = $2', [
        importId,
        COMMITMENT_STATUS_CODE.em_processamento,
      ]);
      return Number(row?.n ?? 0);
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
