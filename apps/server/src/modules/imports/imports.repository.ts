import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inTransaction } from '../../lib/transaction';
import type { NotificationWrite } from '../notifications/notifications.ports';
import { importFailures, imports, type ImportState } from '../../db/schema/imports';

export type ImportRow = typeof imports.$inferSelect;
export type ImportInsert = typeof imports.$inferInsert;
export interface ImportFailure {
  line: number;
  record: Record<string, string>;
  error: string;
}

/** The imports and the rows they refused. */
export function createImportsRepository(db: AppDb) {
  return {
    async insert(row: ImportInsert) {
      await db.insert(imports).values(row);
    },

    async find(id: string): Promise<ImportRow | undefined> {
      return (await db.select().from(imports).where(eq(imports.id, id)))[0];
    },

    async latest(accountId: string, kind: string, active: boolean): Promise<ImportRow | undefined> {
      const where = and(
        eq(imports.accountId, accountId),
        eq(imports.kind, kind),
        active ? inArray(imports.state, ['queued', 'running'] satisfies ImportState[]) : undefined,
      );
      return (await db.select().from(imports).where(where).orderBy(desc(imports.createdAt)).limit(1))[0];
    },

    async setJob(id: string, jobId: string) {
      await db.update(imports).set({ jobId }).where(eq(imports.id, id));
    },

    async markRunning(id: string) {
      await db
        .update(imports)
        .set({ state: 'running', startedAt: sql`coalesce(${imports.startedAt}, now())`, error: null })
        .where(and(eq(imports.id, id), sql`${imports.state} <> 'completed'`));
    },

    /**
     * One batch done: its refused rows and the new checkpoint in one transaction, so a retry
     * resumes exactly after the last batch whose outcome was kept.
     */
    async saveBatch(id: string, failures: ImportFailure[], checkpoint: number, total: number | null) {
      await db.transaction(async (tx) => {
        if (failures.length)
          await tx
            .insert(importFailures)
            .values(failures.map((f) => ({ importId: id, ...f })))
            .onConflictDoNothing();
        await tx
          .update(imports)
          .set({
            checkpoint,
            doneLines: checkpoint,
            ...(total === null ? {} : { totalLines: sql`greatest(coalesce(${imports.totalLines}, 0), ${total})` }),
            totalErrors: sql`(select count(*) from ${importFailures} where ${importFailures.importId} = ${id})`,
          })
          .where(eq(imports.id, id));
      });
    },

    /** Completed, and `notice` sent in the same transaction: the state is never seen without its notification. */
    async markCompleted(id: string, totalLines: number, failedFileId: string | null, notice: NotificationWrite) {
      await inTransaction(db, async (tx) => {
        await tx
          .update(imports)
          .set({
            state: 'completed',
            totalLines,
            doneLines: totalLines,
            failedFileId,
            finishedAt: sql`now()`,
            totalErrors: sql`(select count(*) from ${importFailures} where ${importFailures.importId} = ${id})`,
          })
          .where(eq(imports.id, id));
        await tx.execute(notice.statement());
      });
    },

    /** Failed, unless it completed meanwhile; `notice` goes with the change, or not at all. */
    async markFailed(id: string, error: string, notice: NotificationWrite) {
      await inTransaction(db, async (tx) => {
        const failed = await tx
          .update(imports)
          .set({ state: 'failed', error: error.slice(0, 2000), finishedAt: sql`now()` })
          .where(and(eq(imports.id, id), sql`${imports.state} <> 'completed'`))
          .returning({ id: imports.id });
        if (failed.length) await tx.execute(notice.statement());
      });
    },

    async failureCount(id: string) {
      const [row] = await db.select({ n: count() }).from(importFailures).where(eq(importFailures.importId, id));
      return row?.n ?? 0;
    },

    /** Refused rows by line, a page at a time (after `afterLine`). */
    async failures(id: string, afterLine: number, limit: number): Promise<ImportFailure[]> {
      return db
        .select({ line: importFailures.line, record: importFailures.record, error: importFailures.error })
        .from(importFailures)
        .where(and(eq(importFailures.importId, id), gt(importFailures.line, afterLine)))
        .orderBy(asc(importFailures.line))
        .limit(limit);
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
