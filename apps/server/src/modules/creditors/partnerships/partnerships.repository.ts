import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorPartnerships, creditors } from '../../../db/schema/creditors';
import { partnerDirectory } from '../../../db/schema/partners.views';
import { LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

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
  partnerName: partnerDirectory.tradingName,
  partnerDocument: partnerDirectory.documentNumber,
  revenuePercentage: partnerDirectory.revenuePercentage,
};

const LIST: ListDefinition<(typeof LIST_SORTS.partnerships)[number]> = {
  tables: ['creditor_partnerships', 'creditors', 'partners'],
  sortable: {
    creditorName: creditors.tradingName,
    partnerName: partnerDirectory.tradingName,
    partnerDocument: partnerDirectory.documentNumber,
    revenuePercentage: partnerDirectory.revenuePercentage,
    startDate: creditorPartnerships.startDate,
    endDate: creditorPartnerships.endDate,
    active: creditorPartnerships.active,
    createdAt: creditorPartnerships.createdAt,
  },
  defaultOrder: [[creditorPartnerships.createdAt, 'desc']],
  id: creditorPartnerships.id,
};

export function createPartnershipsRepository(db: AppDb) {
  const whereOf = (f: PartnershipFilters): SQL | undefined =>
    and(
      f.creditorId ? eq(creditorPartnerships.creditorId, f.creditorId) : undefined,
      f.partnerId ? eq(creditorPartnerships.partnerId, f.partnerId) : undefined,
      f.name
        ? nameContains(
            f.name,
            creditors.tradingName,
            creditors.companyName,
            partnerDirectory.tradingName,
            partnerDirectory.companyName,
          )
        : undefined,
    );

  const selectJoined = () =>
    db
      .select(columns)
      .from(creditorPartnerships)
      .innerJoin(creditors, eq(creditors.id, creditorPartnerships.creditorId))
      .innerJoin(partnerDirectory, eq(partnerDirectory.id, creditorPartnerships.partnerId));

  return {
    async search(f: PartnershipFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) => selectJoined().where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db
          .select({ n: count() })
          .from(creditorPartnerships)
          .innerJoin(creditors, eq(creditors.id, creditorPartnerships.creditorId))
          .innerJoin(partnerDirectory, eq(partnerDirectory.id, creditorPartnerships.partnerId))
          .where(where),
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
