import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorPartnerships, creditors } from '../../../db/schema/creditors';
import { partners } from '../../../db/schema/registers';
import { likeContains, pageOf } from '../creditors.common';

export type PartnershipRow = typeof creditorPartnerships.$inferSelect;

export interface PartnershipFilters {
  creditorId?: string | undefined;
  partnerId?: string | undefined;
  /** Part of the creditor's or the partner's name. */
  name?: string | undefined;
  offset: number;
  limit: number;
}

const columns = {
  row: creditorPartnerships,
  creditorName: creditors.tradingName,
  partnerName: partners.tradingName,
  partnerDocument: partners.documentNumber,
  revenuePercentage: partners.revenuePercentage,
};

export function createPartnershipsRepository(db: AppDb) {
  const whereOf = (f: PartnershipFilters): SQL | undefined =>
    and(
      f.creditorId ? eq(creditorPartnerships.creditorId, f.creditorId) : undefined,
      f.partnerId ? eq(creditorPartnerships.partnerId, f.partnerId) : undefined,
      f.name
        ? or(
            ilike(creditors.tradingName, likeContains(f.name)),
            ilike(creditors.companyName, likeContains(f.name)),
            ilike(partners.tradingName, likeContains(f.name)),
            ilike(partners.companyName, likeContains(f.name)),
          )
        : undefined,
    );

  const selectJoined = () =>
    db
      .select(columns)
      .from(creditorPartnerships)
      .innerJoin(creditors, eq(creditors.id, creditorPartnerships.creditorId))
      .innerJoin(partners, eq(partners.id, creditorPartnerships.partnerId));

  return {
    async search(f: PartnershipFilters) {
      const where = whereOf(f);
      const rows = await db
        .select({ ...columns, total: sql<number>`count(*) over()` })
        .from(creditorPartnerships)
        .innerJoin(creditors, eq(creditors.id, creditorPartnerships.creditorId))
        .innerJoin(partners, eq(partners.id, creditorPartnerships.partnerId))
        .where(where)
        .orderBy(desc(creditorPartnerships.createdAt), asc(creditorPartnerships.id))
        .limit(f.limit)
        .offset(f.offset);
      return pageOf(rows, f.offset, async () => {
        const counted = await db
          .select({ n: count() })
          .from(creditorPartnerships)
          .innerJoin(creditors, eq(creditors.id, creditorPartnerships.creditorId))
          .innerJoin(partners, eq(partners.id, creditorPartnerships.partnerId))
          .where(where);
        return counted[0]!.n;
      });
    },

    async findById(id: string) {
      return (await selectJoined().where(eq(creditorPartnerships.id, id)).limit(1))[0];
    },

    async pairTaken(creditorId: string, partnerId: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: creditorPartnerships.id })
        .from(creditorPartnerships)
        .where(
          and(
            eq(creditorPartnerships.creditorId, creditorId),
            eq(creditorPartnerships.partnerId, partnerId),
            exceptId ? ne(creditorPartnerships.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof creditorPartnerships.$inferInsert): Promise<PartnershipRow> {
      return (await db.insert(creditorPartnerships).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<typeof creditorPartnerships.$inferInsert>): Promise<PartnershipRow | undefined> {
      return (await db.update(creditorPartnerships).set(values).where(eq(creditorPartnerships.id, id)).returning())[0];
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(creditorPartnerships).where(eq(creditorPartnerships.id, id)).returning({ id: creditorPartnerships.id })).length > 0;
    },
  };
}

export type PartnershipsRepository = ReturnType<typeof createPartnershipsRepository>;
