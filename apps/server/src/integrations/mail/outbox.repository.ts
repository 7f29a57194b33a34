import { count, eq, sql } from 'drizzle-orm';
import { LIST_SORTS } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { searchList, type ListDefinition } from '../../db/paging';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const LIST: ListDefinition<(typeof LIST_SORTS.mailOutbox)[number]> = {
  tables: ['mail_outbox'],
  sortable: { to: mailOutbox.toAddress, subject: mailOutbox.subject, sentAt: mailOutbox.sentAt, createdAt: mailOutbox.createdAt },
  defaultOrder: [
    [mailOutbox.createdAt, 'desc'],
    [mailOutbox.id, 'desc'],
  ],
  id: mailOutbox.id,
};

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

    /** Newest first unless sorted. */
    async list(filter: { to?: string | undefined; offset: number; limit: number }) {
      const where = filter.to ? sql`lower(${mailOutbox.toAddress}) = lower(${filter.to})` : undefined;
      return searchList(db, LIST, {
        query: filter,
        page: (order, window) => db.select().from(mailOutbox).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(mailOutbox).where(where),
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
