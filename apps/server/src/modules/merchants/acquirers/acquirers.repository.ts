import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { merchantAcquirerArrangements, merchantAcquirers } from '../../../db/schema/merchants.acquirers';

export type MerchantAcquirerRow = typeof merchantAcquirers.$inferSelect;
export type LinkArrangementRow = typeof merchantAcquirerArrangements.$inferSelect;

/** What one discovery found for one acquirer of the registers. */
export interface DiscoveredLink {
  acquirerId: number;
  acquirerDocument: string;
  arrangements: { code: string; name: string }[];
}

export function createMerchantAcquirersRepository(db: AppDb) {
  return {
    async links(
      merchantId: string,
    ): Promise<{ link: MerchantAcquirerRow; arrangements: LinkArrangementRow[] }[]> {
      const links = await db
        .select()
        .from(merchantAcquirers)
        .where(eq(merchantAcquirers.merchantId, merchantId))
        .orderBy(asc(merchantAcquirers.createdAt), asc(merchantAcquirers.id));
      if (!links.length) return [];
      const arrangements = await db
        .select()
        .from(merchantAcquirerArrangements)
        .where(
          inArray(
            merchantAcquirerArrangements.linkId,
            links.map((l) => l.id),
          ),
        )
        .orderBy(asc(merchantAcquirerArrangements.arrangementCode));
      return links.map((link) => ({ link, arrangements: arrangements.filter((a) => a.linkId === link.id) }));
    },

    async findById(id: string): Promise<MerchantAcquirerRow | undefined> {
      return (await db.select().from(merchantAcquirers).where(eq(merchantAcquirers.id, id)).limit(1))[0];
    },

    /** The administrator's link: created, or the existing one re-activated with the new advancement. */
    async upsert(values: {
      merchantId: string;
      acquirerId: number;
      advancementId: number;
      createdBy: string | null;
    }) {
      const [row] = await db
        .insert(merchantAcquirers)
        .values(values)
        .onConflictDoUpdate({
          target: [merchantAcquirers.merchantId, merchantAcquirers.acquirerId],
          set: { advancementId: values.advancementId, active: true, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async remove(id: string): Promise<boolean> {
      return (
        (
          await db
            .delete(merchantAcquirers)
            .where(eq(merchantAcquirers.id, id))
            .returning({ id: merchantAcquirers.id })
        ).length > 0
      );
    },

    /**
     * Records a discovery: one link per acquirer (upserted on the merchant+acquirer key, so
     * discoveries running at once still leave one) holding exactly the arranjos found. A link
     * made by hand keeps its advancement. Acquirers are written in one order, so two runs at
     * once wait for each other instead of deadlocking.
     */
    async applyDiscovery(merchantId: string, found: DiscoveredLink[]): Promise<number> {
      const ordered = [...found].sort((a, b) => a.acquirerId - b.acquirerId);
      return db.transaction(async (tx) => {
        for (const f of ordered) {
          const [link] = await tx
            .insert(merchantAcquirers)
            .values({ merchantId, acquirerId: f.acquirerId, discoveredAt: sql`now()` })
            .onConflictDoUpdate({
              target: [merchantAcquirers.merchantId, merchantAcquirers.acquirerId],
              set: { active: true, discoveredAt: sql`now()`, updatedAt: sql`now()` },
            })
            .returning({ id: merchantAcquirers.id });
          const codes = f.arrangements.map((a) => a.code);
          await tx
            .delete(merchantAcquirerArrangements)
            .where(
              and(
                eq(merchantAcquirerArrangements.linkId, link!.id),
                codes.length ? notInArray(merchantAcquirerArrangements.arrangementCode, codes) : undefined,
              ),
            );
          if (!f.arrangements.length) continue;
          await tx
            .insert(merchantAcquirerArrangements)
            .values(
              f.arrangements.map((a) => ({
                linkId: link!.id,
                arrangementCode: a.code,
                arrangementName: a.name,
                acquirerDocument: f.acquirerDocument,
              })),
            )
            .onConflictDoUpdate({
              target: [merchantAcquirerArrangements.linkId, merchantAcquirerArrangements.arrangementCode],
              set: { arrangementName: sql`excluded.arrangement_name`, updatedAt: sql`now()` },
            });
        }
        return ordered.length;
      });
    },
  };
}
export type MerchantAcquirersRepository = ReturnType<typeof createMerchantAcquirersRepository>;
