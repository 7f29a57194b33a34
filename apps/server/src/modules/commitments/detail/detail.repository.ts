import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { dealEffects, dealHistory, dealInstallments, deals } from '../../../db/schema/commitments';
import { dealDomicileHistory, dealFiles } from '../../../db/schema/commitments.detail';

export type DealRow = typeof deals.$inferSelect;
export type DealInstallmentRow = typeof dealInstallments.$inferSelect;
export type DealEffectRow = typeof dealEffects.$inferSelect;
export type DealDomicileHistoryRow = typeof dealDomicileHistory.$inferSelect;
export type DealFileRow = typeof dealFiles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDetailRepository(db: AppDb) {
  return {
    /** The deal, when the caller may see it (creditorId null = every creditor's). */
    async findDeal(id: string, creditorId: string | null): Promise<DealRow | null> {
      if (!UUID.test(id)) return null;
      const where = creditorId ? and(eq(deals.id, id), eq(deals.creditorId, creditorId)) : eq(deals.id, id);
      const [row] = await db.select().from(deals).where(where);
      return row ?? null;
    },

    /** Of these ids, the deals the caller may see (creditorId null = every creditor's). */
    async visibleDealIds(ids: readonly string[], creditorId: string | null): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const unique = [...new Set(ids)];
      const where = creditorId ? and(inArray(deals.id, unique), eq(deals.creditorId, creditorId)) : inArray(deals.id, unique);
      const rows = await db.select({ id: deals.id }).from(deals).where(where);
      return new Set(rows.map((r) => r.id));
    },

    /** The deal an upload names: its id, or one of its installments' external references. */
    async dealIdOfReference(reference: string): Promise<string | null> {
      if (UUID.test(reference)) {
        const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, reference));
        if (row) return row.id;
      }
      const [inst] = await db
        .select({ id: dealInstallments.dealId })
        .from(dealInstallments)
        .where(eq(dealInstallments.externalReference, reference));
      return inst?.id ?? null;
    },

    installmentsOf(dealId: string): Promise<DealInstallmentRow[]> {
      return db.select().from(dealInstallments).where(eq(dealInstallments.dealId, dealId)).orderBy(asc(dealInstallments.installment));
    },

    effectsOf(dealId: string): Promise<DealEffectRow[]> {
      return db
        .select()
        .from(dealEffects)
        .where(eq(dealEffects.dealId, dealId))
        .orderBy(asc(dealEffects.settlementDate), asc(dealEffects.acquirerDocument), asc(dealEffects.arrangement));
    },

    history(dealId: string, limit: number) {
      return db
        .select()
        .from(dealHistory)
        .where(eq(dealHistory.dealId, dealId))
        .orderBy(desc(dealHistory.createdAt), desc(dealHistory.id))
        .limit(limit);
    },

    domicileHistory(dealId: string): Promise<DealDomicileHistoryRow[]> {
      return db.select().from(dealDomicileHistory).where(eq(dealDomicileHistory.dealId, dealId)).orderBy(asc(dealDomicileHistory.id));
    },

    async hasDomicileHistory(dealId: string): Promise<boolean> {
      const [row] = await db.select({ n: sql<number>`1` }).from(dealDomicileHistory).where(eq(dealDomicileHistory.dealId, dealId)).limit(1);
      return Boolean(row);
    },

    /**
     * Moves the deal to its new settlement account: the deal row, the domicile history (the
     * first change also records the account it had) and a line in the deal's history, as one.
     */
    async changeDomicile(input: {
      deal: DealRow;
      previous: Omit<typeof dealDomicileHistory.$inferInsert, 'dealId'> | null;
      next: Omit<typeof dealDomicileHistory.$inferInsert, 'dealId'>;
      description: string;
      accountId: string;
      accountName: string;
    }) {
      await db.transaction(async (tx) => {
        // Row lock: two changes of one deal at once keep their history in the order they applied.
        await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, input.deal.id)).for('update');
        if (input.previous) await tx.insert(dealDomicileHistory).values({ ...input.previous, dealId: input.deal.id });
        await tx.insert(dealDomicileHistory).values({ ...input.next, dealId: input.deal.id });
        await tx
          .update(deals)
          .set({ bankAccountId: input.next.domicileId, updatedAt: new Date() })
          .where(eq(deals.id, input.deal.id));
        await tx.insert(dealHistory).values({
          dealId: input.deal.id,
          status: input.deal.status,
          description: input.description,
          accountId: input.accountId,
          name: input.accountName,
        });
      });
    },

    /**
     * Changes the deal's descriptive data while its status is one of `statuses` (an action ending
     * it at the same moment wins or loses as a whole), with a line in its history; null when the
     * status had moved on.
     */
    async updateDeal(input: {
      dealId: string;
      statuses: readonly number[];
      set: Partial<Pick<DealRow, 'title' | 'description' | 'code' | 'expirationDate'>>;
      description: string;
      accountId: string;
      accountName: string;
    }): Promise<DealRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(deals)
          .set({ ...input.set, updatedAt: new Date() })
          .where(and(eq(deals.id, input.dealId), inArray(deals.status, [...input.statuses])))
          .returning();
        if (!row) return null;
        await tx.insert(dealHistory).values({ dealId: row.id, status: row.status, description: input.description, accountId: input.accountId, name: input.accountName });
        return row;
      });
    },

    async fileOf(dealId: string): Promise<DealFileRow | null> {
      const [row] = await db.select().from(dealFiles).where(eq(dealFiles.dealId, dealId));
      return row ?? null;
    },

    async saveFile(row: typeof dealFiles.$inferInsert) {
      await db
        .insert(dealFiles)
        .values(row)
        .onConflictDoUpdate({
          target: dealFiles.dealId,
          set: { storageKey: row.storageKey, fileName: row.fileName, sizeBytes: row.sizeBytes, uploadedBy: row.uploadedBy, updatedAt: new Date() },
        });
    },
  };
}

export type DetailRepository = ReturnType<typeof createDetailRepository>;
