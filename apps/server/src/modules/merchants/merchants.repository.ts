import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { merchantOptins, merchants } from '../../db/schema/merchants';

export type MerchantRow = typeof merchants.$inferSelect;

export function createMerchantsRepository(db: AppDb) {
  return {
    async findById(id: string): Promise<MerchantRow | undefined> {
      return (await db.select().from(merchants).where(eq(merchants.id, id)).limit(1))[0];
    },

    async findByDocument(creditorId: string, documentNumber: string): Promise<MerchantRow | undefined> {
      return (
        await db
          .select()
          .from(merchants)
          .where(and(eq(merchants.creditorId, creditorId), eq(merchants.documentNumber, documentNumber)))
          .limit(1)
      )[0];
    },

    /** Every supplier's merchant of the document (the administrator's look-up across suppliers). */
    async findAllByDocument(documentNumber: string): Promise<MerchantRow[]> {
      return db.select().from(merchants).where(eq(merchants.documentNumber, documentNumber)).orderBy(merchants.createdAt, merchants.id);
    },

    /** Inserts the merchant, or returns the creditor's existing one of that document. */
    async upsert(values: typeof merchants.$inferInsert): Promise<MerchantRow> {
      const inserted = await db.insert(merchants).values(values).onConflictDoNothing().returning();
      if (inserted[0]) return inserted[0];
      return (await this.findByDocument(values.creditorId, values.documentNumber))!;
    },

    /** Merchants of `ids` holding an opt-in of their creditor that is active on `today`. */
    async withActiveOptIn(ids: string[], today: string): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ id: merchantOptins.merchantId })
        .from(merchantOptins)
        .innerJoin(merchants, eq(merchants.id, merchantOptins.merchantId))
        .where(
          and(
            inArray(merchantOptins.merchantId, ids),
            eq(merchantOptins.creditorId, merchants.creditorId),
            eq(merchantOptins.status, 'ativo'),
            lte(merchantOptins.startDate, today),
            gte(merchantOptins.endDate, today),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;

