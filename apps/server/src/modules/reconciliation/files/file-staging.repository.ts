import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { STATEMENT_CAPS, type ReconciliationFileStatus } from '@lastro/domain';
import { copyRow } from '../../../db/copy-text';
import type { NotificationWrite } from '../../notifications/notifications.ports';

type Query = Pick<pg.PoolClient, 'query'>;

/** The notice of a file's outcome, sent in the transaction that decides it (none for a file nobody uploaded). */
export type OutcomeNotice = (status: ReconciliationFileStatus, counts: LineCounts) => NotificationWrite | undefined;

/**
 * Sends `notice` on `client`, inside the transaction open there: the file's new status and its
 * notification commit together, so nobody sees the one without the other and a crash between
 * them cannot lose the notification (a retry finds the file decided and does nothing more).
 */
export async function sendWithin(client: pg.PoolClient, notice: NotificationWrite | undefined): Promise<void> {
  if (notice) await drizzle(client).execute(notice.statement());
}

/** A line ready for the bank lines table, as the analysis stages it (status 'nova', 'erro' or 'ignorada'). */
export interface StagedLine {
  lineNumber: number;
  accountId: string | null;
  postedDate: string;
  amount: number;
  entryType: 'C' | 'D';
  description: string;
  documentId: string | null;
  payerDocument: string | null;
  cnabCategory: string | null;
  dedupKey: string;
  status: 'nova' | 'ignorada';
  ignoreReason: string | null;
  classification: string | null;
  acquirerId: number | null;
  ruleId: string | null;
}

export interface StagedError {
  lineNumber: number;
  field: string | null;
  message: string;
  raw: string | null;
}

const STAGED_COLUMNS = [
  'line_number', 'account_id', 'posted_date', 'amount', 'entry_type', 'description', 'document_id',
  'payer_document', 'cnab_category', 'dedup_key', 'status', 'ignore_reason', 'classification', 'acquirer_id', 'rule_id',
] as const;
const staged = STAGED_COLUMNS.join(', ');

/** A staged line as one row of COPY text, in STAGED_COLUMNS' order. */
const rowOf = (l: StagedLine) =>
  copyRow([
    l.lineNumber, l.accountId, l.postedDate, l.amount, l.entryType, l.description, l.documentId,
    l.payerDocument, l.cnabCategory, l.dedupKey, l.status, l.ignoreReason, l.classification, l.acquirerId, l.ruleId,
  ]);

/** A chunk's COPY: text written with the stream's back-pressure, then ended. */
interface CopyIn {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

export type Balance = { accountId: string; date: string; amount: number };
export type LineCounts = { fresh: number; duplicated: number; ignored: number; errors: number };

/** A commit's writes besides the lines: the day's balances and each account's last statement day. */
export async function writeBalancesAndLastDates(q: Query, fileId: string, balances: Balance[]): Promise<void> {
  for (const b of balances)
    await q.query(
      `insert into reconciliation_bank_balances (account_id, date, closing_balance, file_id) values ($1, $2, $3, $4)
       on conflict (account_id, date) do update set closing_balance = excluded.closing_balance, file_id = excluded.file_id`,
      [b.accountId, b.date, b.amount, fileId],
    );
  await q.query(
    `update reconciliation_accounts a set last_statement_date = s.d, updated_at = now()
       from (select account_id, max(posted_date) d from reconciliation_bank_lines where file_id = $1 and status = 'importada' group by account_id) s
      where a.id = s.account_id and (a.last_statement_date is null or a.last_statement_date < s.d)`,
    [fileId],
  );
}

/**
 * One analysis's staging (§4.1 'Em análise'): the lines go by COPY into a temporary table of the
 * job's own connection, without the bank lines' indexes and with no WAL, then into
 * reconciliation_bank_lines once, in the transaction that decides the file: committed at once
 * when nothing needs the user, staged for 'Aguardando confirmação' otherwise. A killed run
 * leaves nothing behind (the temporary table dies with its session; the file stays
 * 'em_analise' and the retry analyses again).
 */
export async function openStaging(pool: pg.Pool, creditorId: string, fileId: string, chunkSize: number = STATEMENT_CAPS.chunkLines) {
  const client = await pool.connect();
  try {
    await client.query('drop table if exists pg_temp.staged_bank_lines');
    await client.query(`create temp table staged_bank_lines as select ${staged}, duplicate_of from reconciliation_bank_lines with no data`);
    await client.query(`delete from reconciliation_bank_lines where file_id = $1 and status <> 'importada'`, [fileId]);
    await client.query('delete from reconciliation_line_errors where file_id = $1', [fileId]);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }

  // The chunk under way. Its lines go to the server as they are read, so none waits in memory for
  // a COPY: a chunk gathered as objects (or as text) while the previous one was copied lived
  // long enough to reach V8's old generation, and a 100,000-line file grew the server by about
  // 100 MB of garbage that no full collection came to take.
  let copy: CopyIn | null = null;
  let chunk = { errors: [] as StagedError[], lines: 0 };

  function openCopy(): CopyIn {
    const stream: Writable = client.query(copyFrom(`copy staged_bank_lines (${staged}) from stdin`));
    const done = finished(stream);
    done.catch(() => undefined);
    return {
      async write(text) {
        if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
      },
      async end() {
        stream.end();
        await done;
      },
    };
  }

  /** Ends the chunk under way: its COPY completes, its errors are stored. Returns its file lines. */
  async function endChunk(): Promise<number> {
    const ending = copy;
    copy = null;
    await ending?.end();
    const { errors, lines } = chunk;
    chunk = { errors: [], lines: 0 };
    if (errors.length)
      await client.query(
        `insert into reconciliation_line_errors (file_id, line_number, field, message, raw)
         select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::text[])`,
        [fileId, errors.map((e) => e.lineNumber), errors.map((e) => e.field), errors.map((e) => e.message), errors.map((e) => e.raw)],
      );
    return lines;
  }

  async function counts(q: Query): Promise<LineCounts> {
    const { rows } = await q.query<LineCounts>(
      `select count(*) filter (where status = 'nova')::int as fresh,
              count(*) filter (where status = 'duplicada')::int as duplicated,
              count(*) filter (where status = 'ignorada')::int as ignored,
              (select count(distinct line_number)::int from reconciliation_line_errors where file_id = $1) as errors
         from staged_bank_lines`,
      [fileId],
    );
    return rows[0]!;
  }

  return {
    /**
     * A piece of the file as the reader hands it: its lines written at once, as COPY text, to
     * the chunk's COPY (spec 4 §5.6: 5,000 lines per COPY), its errors kept for the chunk's end.
     * Returns the file lines of the chunk it ended, or 0.
     */
    async add(lines: readonly StagedLine[], errors: readonly StagedError[], fileLines: number): Promise<number> {
      if (lines.length) {
        copy ??= openCopy();
        await copy.write(lines.map(rowOf).join(''));
      }
      chunk.errors.push(...errors);
      chunk.lines += fileLines;
      return chunk.lines >= chunkSize ? endChunk() : 0;
    },

    endChunk,

    /**
     * Decides the file in one transaction, under the creditor's commit lock: lines whose key the
     * creditor already committed turn 'duplicada' (§5.5); with no duplicate, no error and totals
     * that agree the lines go in 'importada' with the balances and the final status, otherwise
     * they wait in 'Aguardando confirmação'. Null when the file left 'em_analise' meanwhile.
     */
    async decide(options: {
      balances: Balance[];
      divergent: boolean;
      finalStatus: (c: { errors: number }, totalsCheck: string | null) => ReconciliationFileStatus;
      notice?: OutcomeNotice;
    }): Promise<{ status: ReconciliationFileStatus; counts: LineCounts } | null> {
      await client.query('analyze staged_bank_lines');
      await client.query('begin');
      try {
        const { rows } = await client.query<{ status: string; totals_check: string | null }>(
          'select status, totals_check from reconciliation_files where id = $1 for update',
          [fileId],
        );
        if (rows[0]?.status !== 'em_analise') {
          await client.query('rollback');
          return null;
        }
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [`reconciliation-commit:${creditorId}`]);
        await client.query(
          `update staged_bank_lines s set status = 'duplicada', duplicate_of = c.id
             from reconciliation_bank_lines c
            where s.status = 'nova' and c.creditor_id = $1 and c.dedup_key = s.dedup_key and c.status = 'importada'`,
          [creditorId],
        );
        const c = await counts(client);
        const waits = c.duplicated > 0 || c.errors > 0 || options.divergent;
        await client.query(
          `insert into reconciliation_bank_lines (creditor_id, file_id, ${staged}, duplicate_of)
           select $1, $2, ${STAGED_COLUMNS.map((col) => (col === 'status' ? `case when status = 'nova' and not $3 then 'importada' else status end` : col)).join(', ')}, duplicate_of
             from staged_bank_lines`,
          [creditorId, fileId, waits],
        );
        let status: ReconciliationFileStatus = 'aguardando_confirmacao';
        if (!waits) {
          await writeBalancesAndLastDates(client, fileId, options.balances);
          status = options.finalStatus(c, rows[0].totals_check);
        }
        await client.query(
          `update reconciliation_files set status = $2, committed_at = case when $7 then now() else committed_at end,
                  lines_new = $3, lines_duplicated = $4, lines_error = $5, lines_ignored = $6 where id = $1`,
          [fileId, status, c.fresh, c.duplicated, c.errors, c.ignored, !waits],
        );
        await sendWithin(client, options.notice?.(status, c));
        await client.query('commit');
        return { status, counts: c };
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    },

    /** Nothing of this reading stays (the file waits for a link): its errors go; its lines never left the temporary table. */
    async discard(): Promise<void> {
      await client.query('delete from reconciliation_line_errors where file_id = $1', [fileId]);
    },

    /** Ends the staging: the temporary table goes and the connection returns to the pool. */
    async close(): Promise<void> {
      try {
        // A reading that failed midway may leave its chunk's COPY open: ended, into a table about to go.
        await copy?.end();
        await client.query('drop table if exists pg_temp.staged_bank_lines');
        client.release();
      } catch (err) {
        client.release(err as Error);
      }
    },
  };
}

export type Staging = Awaited<ReturnType<typeof openStaging>>;
