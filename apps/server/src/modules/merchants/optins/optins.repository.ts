import { and, desc, eq, getTableColumns, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/client';
import { merchantOptins } from '../../../db/schema/merchants';

export type OptInRow = typeof merchantOptins.$inferSelect;

export function createOptInsRepository(db: AppDb) {
  return {
    async list(merchantId: string, creditorId?: string): Promise<OptInRow[]> {
      return db
        .select()
        .from(merchantOptins)
        .where(and(eq(merchantOptins.merchantId, merchantId), creditorId ? eq(merchantOptins.creditorId, creditorId) : undefined))
        .orderBy(desc(merchantOptins.createdAt), desc(merchantOptins.id));
    },

    async active(merchantId: string, creditorId: string, today: string): Promise<OptInRow | undefined> {
      return (
        await db
          .select()
          .from(merchantOptins)
          .where(
            and(
              eq(merchantOptins.merchantId, merchantId),
              eq(merchantOptins.creditorId, creditorId),
              eq(merchantOptins.status, 'ativo'),
              lte(merchantOptins.startDate, today),
              gte(merchantOptins.endDate, today),
            ),
          )
          .orderBy(desc(merchantOptins.endDate))
          .limit(1)
      )[0];
    },

    /** Active recurrent opt-ins ending from `from` to `to`, not renewed yet (0920: one renewal per opt-in). */
    async dueForRenewal(from: string, to: string): Promise<OptInRow[]> {
      const renewal = alias(merchantOptins, 'renewal');
      return db
        .select(getTableColumns(merchantOptins))
        .from(merchantOptins)
        .where(
          and(
            eq(merchantOptins.recurrent, true),
            eq(merchantOptins.status, 'ativo'),
            isNull(merchantOptins.optOutDate),
            gte(merchantOptins.endDate, from),
            lte(merchantOptins.endDate, to),
            notExists(db.select({ one: sql`1` }).from(renewal).where(eq(renewal.renewalOf, merchantOptins.id))),
          ),
        )
        .orderBy(merchantOptins.endDate, merchantOptins.id);
    },

    async insert(values: typeof merchantOptins.$inferInsert): Promise<OptInRow> {
      return (await db.insert(merchantOptins).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<typeof merchantOptins.$inferInsert>): Promise<OptInRow> {
      return (await db.update(merchantOptins).set({ ...values, updatedAt: new Date() }).where(eq(merchantOptins.id, id)).returning())[0]!;
    },
  };
}
export type OptInsRepository = ReturnType<typeof createOptInsRepository>;
