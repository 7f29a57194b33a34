import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { ReconciliationFileStatus } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { reconciliationAccountAliases as aliases, reconciliationAccounts as accounts, reconciliationFiles as files, reconciliationRules as rules } from '../../../db/schema/reconciliation';
import { inTransaction } from '../../../lib/transaction';
import type { NotificationWrite } from '../../notifications/notifications.ports';
import { sendWithin, writeBalancesAndLastDates, type OutcomeNotice } from './file-staging.repository';

export type FileRow = typeof files.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The statement files' tables: files, their staged and committed lines, errors, balances, aliases. */
export function createFilesRepository(db: AppDb, pool: pg.Pool) {
  const one = async (id: string) => (await db.select().from(files).where(eq(files.id, id)).limit(1))[0];

  return {
    find: one,

    /** The live file of the creditor with this hash (the same file twice, §5.5). */
    async liveByHash(creditorId: string, sha256: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.creditorId, creditorId), eq(files.sha256, sha256), sql`${files.status} not in ('descartado', 'excluido', 'rejeitado')`))
        .limit(1);
      return row;
    },

    insert: async (values: typeof files.$inferInsert) => (await db.insert(files).values(values).returning())[0]!,

    update: async (id: string, values: Partial<typeof files.$inferInsert>) => {
      await db.update(files).set(values).where(eq(files.id, id));
    },

    /** The file's new state and its notification, committed together. */
    settle: (id: string, values: Partial<typeof files.$inferInsert>, notice: NotificationWrite | undefined) =>
      inTransaction(db, async (tx) => {
        await tx.update(files).set(values).where(eq(files.id, id));
        if (notice) await tx.execute(notice.statement());
      }),

    /** Moves a file on only from the given statuses; false when another action got there first. */
    async transition(id: string, from: readonly ReconciliationFileStatus[], values: Partial<typeof files.$inferInsert>): Promise<boolean> {
      const done = await db
        .update(files)
        .set(values)
        .where(and(eq(files.id, id), inArray(files.status, [...from])))
        .returning({ id: files.id });
      return done.length > 0;
    },

    accountsOf: (creditorId: string) => db.select().from(accounts).where(eq(accounts.creditorId, creditorId)),

    aliasesOf: (creditorId: string) => db.select().from(aliases).where(eq(aliases.creditorId, creditorId)),

    async remember(creditorId: string, raw: string, accountId: string | null, by: string | null): Promise<void> {
      await db
        .insert(aliases)
        .values({ creditorId, raw, accountId, createdBy: by })
        .onConflictDoUpdate({ target: [aliases.creditorId, aliases.raw], set: { accountId } });
    },

    rulesOf: (creditorId: string) => db.select().from(rules).where(eq(rules.creditorId, creditorId)),

    /** Files of the creditor waiting for a link whose pending identifications include `raw`. */
    async waitingFor(creditorId: string, raw: string): Promise<FileRow[]> {
      return db
        .select()
        .from(files)
        .where(
          and(
            eq(files.creditorId, creditorId),
            eq(files.status, 'aguardando_vinculo'),
            sql`${files.pendingLinks} @> ${JSON.stringify([{ raw }])}::jsonb`,
          ),
        );
    },

    /** Marks the staged lines whose key the creditor already committed as 'duplicada' of that line (§5.5). */
    markDuplicates: (fileId: string, q: Pick<pg.Pool, 'query'> = pool) =>
      q.query(
        `update reconciliation_bank_lines n set status = 'duplicada', duplicate_of = c.id
           from reconciliation_bank_lines c
          where n.file_id = $1 and n.status = 'nova' and c.creditor_id = n.creditor_id
            and c.dedup_key = n.dedup_key and c.status = 'importada'`,
        [fileId],
      ),

    async counts(fileId: string, q: Pick<pg.Pool, 'query'> = pool) {
      const { rows } = await q.query<{ fresh: number; duplicated: number; ignored: number; errors: number }>(
        `select count(*) filter (where status in ('nova', 'importada'))::int as fresh,
                count(*) filter (where status = 'duplicada')::int as duplicated,
                count(*) filter (where status = 'ignorada')::int as ignored,
                (select count(distinct line_number)::int from reconciliation_line_errors where file_id = $1) as errors
           from reconciliation_bank_lines where file_id = $1`,
        [fileId],
      );
      return rows[0]!;
    },

    /**
     * The commit (§4.1): the file's new lines, its balances and its final status in one
     * transaction, so a crash leaves the file as it was. Keys committed meanwhile by another
     * file turn duplicates first; the file row is locked so two commits cannot both run.
     */
    async commit(
      fileId: string,
      balances: { accountId: string; date: string; amount: number }[],
      finalStatus: (c: { errors: number }, totalsCheck: string | null) => ReconciliationFileStatus,
      notice?: OutcomeNotice,
    ) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ status: string; creditor_id: string; totals_check: string | null }>(
          'select status, creditor_id, totals_check from reconciliation_files where id = $1 for update',
          [fileId],
        );
        if (rows[0]?.status !== 'importando') {
          await client.query('rollback');
          return null;
        }
        // Serialises commits of one creditor: the unique key index would otherwise fail one of two.
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [`reconciliation-commit:${rows[0].creditor_id}`]);
        await this.markDuplicates(fileId, client);
        await client.query(`update reconciliation_bank_lines set status = 'importada' where file_id = $1 and status = 'nova'`, [fileId]);
        await writeBalancesAndLastDates(client, fileId, balances);
        const counts = await this.counts(fileId, client);
        const status = finalStatus(counts, rows[0].totals_check);
        await client.query(
          `update reconciliation_files set status = $2, committed_at = now(), lines_new = $3, lines_duplicated = $4, lines_error = $5, lines_ignored = $6 where id = $1`,
          [fileId, status, counts.fresh, counts.duplicated, counts.errors, counts.ignored],
        );
        await sendWithin(client, notice?.(status, counts));
        await client.query('commit');
        return { status, counts };
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    /** 'Excluir' (§4.1): the file's lines leave, its balances go, its hash and keys are freed; the original stays. */
    exclude: (fileId: string) =>
      inTransaction(db, async (tx) => {
        const moved = await tx
          .update(files)
          .set({ status: 'excluido' })
          .where(and(eq(files.id, fileId), inArray(files.status, ['processado', 'processado_com_alertas'])))
          .returning({ id: files.id });
        if (!moved.length) return false;
        await tx.execute(sql`delete from reconciliation_bank_balances where file_id = ${fileId}`);
        await tx.execute(sql`delete from reconciliation_bank_lines where file_id = ${fileId}`);
        await tx.execute(sql`delete from reconciliation_line_errors where file_id = ${fileId}`);
        return true;
      }),

    /** A file that will not be imported: staged lines and errors go with its new status, together (and `notice`, when given). */
    drop: (fileId: string, from: readonly ReconciliationFileStatus[], values: Partial<typeof files.$inferInsert>, notice?: NotificationWrite) =>
      inTransaction(db, async (tx) => {
        const moved = await tx
          .update(files)
          .set(values)
          .where(and(eq(files.id, fileId), inArray(files.status, [...from])))
          .returning({ id: files.id });
        if (!moved.length) return false;
        await tx.execute(sql`delete from reconciliation_bank_lines where file_id = ${fileId} and status <> 'importada'`);
        await tx.execute(sql`delete from reconciliation_line_errors where file_id = ${fileId}`);
        if (notice) await tx.execute(notice.statement());
        return true;
      }),
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
