import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { dealHistory, dealInstallments, deals } from '../../../db/schema/commitments';

export type NewDeal = typeof deals.$inferInsert & { id: string };
export type NewInstallment = Omit<typeof dealInstallments.$inferInsert, 'dealId'>;
export type DealRow = typeof deals.$inferSelect;
export type InstallmentRow = typeof dealInstallments.$inferSelect;

/** Writes of commitment creation: the deal, its installments and its first history row. */
export function createCreateRepository(db: AppDb) {
  const installmentsOf = (dealId: string) =>
    db.select().from(dealInstallments).where(eq(dealInstallments.dealId, dealId)).orderBy(asc(dealInstallments.installment));

  return {
    /** The creditor's deal created under `requestKey` (an Idempotency-Key already used), with its installments. */
    async findByRequestKey(creditorId: string, requestKey: string) {
      const [deal] = await db
        .select()
        .from(deals)
        .where(and(eq(deals.creditorId, creditorId), eq(deals.requestKey, requestKey)));
      return deal ? { deal, installments: await installmentsOf(deal.id) } : null;
    },

    /**
     * Inserts everything in one transaction. A deal of the same creditor and request key written
     * meanwhile (the same request sent twice at once) wins: null is answered and nothing is written.
     */
    async insert(deal: NewDeal, installments: NewInstallment[], history: { description: string; name: string }) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(deals).values(deal).onConflictDoNothing().returning();
        if (!created) return null;
        const rows = await tx
          .insert(dealInstallments)
          .values(installments.map((i) => ({ ...i, dealId: created.id })))
          .returning();
        await tx.insert(dealHistory).values({
          dealId: created.id,
          status: created.status,
          description: history.description,
          accountId: created.createdBy,
          name: history.name,
        });
        return { deal: created, installments: rows.sort((a, b) => a.installment - b.installment) };
      });
    },
  };
}

export type CreateRepository = ReturnType<typeof createCreateRepository>;
