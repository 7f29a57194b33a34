import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createOutboxRepository(db: AppDb) {
  return {
    async insert(row: { kind: string; toAddress: string; subject: string; textBody: string; transport: string }) {
      const [created] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      return created!.id;
    },

    async markSent(id: string, textBody: string) {
      await db.update(mailOutbox).set({ sentAt: sql`now()`, textBody, error: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, error: string) {
      await db.update(mailOutbox).set({ error: error.slice(0, 500) }).where(eq(mailOutbox.id, id));
    },

    /** Newest first; one query for the page and its count. */
    async list(filter: { to?: string | undefined; offset: number; limit: number }) {
      const where = filter.to ? sql`lower(${mailOutbox.toAddress}) = lower(${filter.to})` : undefined;
      const rows = await db
        .select({ row: mailOutbox, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return { rows: rows.map((r) => r.row), count: rows[0]?.total ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
