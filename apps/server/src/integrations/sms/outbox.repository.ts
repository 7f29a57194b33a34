import { count, eq, sql } from 'drizzle-orm';
import { LIST_SORTS } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { searchList, type ListDefinition } from '../../db/paging';
import { smsOutbox } from '../../db/schema/sms';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

const LIST: ListDefinition<(typeof LIST_SORTS.smsOutbox)[number]> = {
  tables: ['sms_outbox'],
  sortable: { to: smsOutbox.toNumber, sentAt: smsOutbox.sentAt, createdAt: smsOutbox.createdAt },
  defaultOrder: [
    [smsOutbox.createdAt, 'desc'],
    [smsOutbox.id, 'desc'],
  ],
  id: smsOutbox.id,
};

export function createSmsOutboxRepository(db: AppDb) {
  return {
    async insert(row: { kind: string; toNumber: string; textBody: string; transport: string }) {
      const [created] = await db.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
      return created!.id;
    },

    async markSent(id: string, textBody: string) {
      await db.update(smsOutbox).set({ sentAt: sql`now()`, textBody, error: null }).where(eq(smsOutbox.id, id));
    },

    async markFailed(id: string, error: string) {
      await db.update(smsOutbox).set({ error: error.slice(0, 500) }).where(eq(smsOutbox.id, id));
    },

    /** Newest first unless sorted. */
    async list(filter: { to?: string | undefined; offset: number; limit: number }) {
      const where = filter.to ? eq(smsOutbox.toNumber, filter.to.replace(/\D/g, '')) : undefined;
      return searchList(db, LIST, {
        query: filter,
        page: (order, window) => db.select().from(smsOutbox).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(smsOutbox).where(where),
      });
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
