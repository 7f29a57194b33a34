import { and, count, desc, eq, gt, gte, lt, lte, ne } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorFeeRanges } from '../../../db/schema/creditors';
import { LIST_SORTS } from '@lastro/domain';
import { searchList, type ListDefinition } from '../../../db/paging';

export type FeeRangeRow = typeof creditorFeeRanges.$inferSelect;
export type NewFeeRange = typeof creditorFeeRanges.$inferInsert;

const LIST: ListDefinition<(typeof LIST_SORTS.feeRanges)[number]> = {
  tables: ['creditor_fee_ranges'],
  sortable: {
    startDate: creditorFeeRanges.startDate,
    priceRange: creditorFeeRanges.priceRange,
    minValue: creditorFeeRanges.minValue,
    maxValue: creditorFeeRanges.maxValue,
    fee: creditorFeeRanges.fee,
    active: creditorFeeRanges.active,
  },
  // Latest period first, then by minimum value.
  defaultOrder: [
    [creditorFeeRanges.startDate, 'desc'],
    [creditorFeeRanges.minValue, 'asc'],
  ],
  id: creditorFeeRanges.id,
};

export function createPricingRepository(db: AppDb) {
  return {
    /** A page of the creditor's fee ranges: latest period first, then by minimum value. */
    async list(creditorId: string, page: { offset: number; limit: number }) {
      const where = eq(creditorFeeRanges.creditorId, creditorId);
      return searchList(db, LIST, {
        query: page,
        page: (order, window) =>
          db.select().from(creditorFeeRanges).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(creditorFeeRanges).where(where),
      });
    },

    /** The distinct periods of the creditor's fee ranges, latest first. */
    async periods(creditorId: string) {
      return db
        .select({ startDate: creditorFeeRanges.startDate, endDate: creditorFeeRanges.endDate, ranges: count() })
        .from(creditorFeeRanges)
        .where(eq(creditorFeeRanges.creditorId, creditorId))
        .groupBy(creditorFeeRanges.startDate, creditorFeeRanges.endDate)
        .orderBy(desc(creditorFeeRanges.startDate), desc(creditorFeeRanges.endDate));
    },

    async findById(creditorId: string, id: string): Promise<FeeRangeRow | undefined> {
      return (
        await db
          .select()
          .from(creditorFeeRanges)
          .where(and(eq(creditorFeeRanges.creditorId, creditorId), eq(creditorFeeRanges.id, id)))
          .limit(1)
      )[0];
    },

    /**
     * An active range of the creditor whose values and period overlap the given ones. Ranges
     * may touch at a boundary value (0-1000 then 1000-5000); periods sharing a day overlap.
     */
    async findOverlap(
      creditorId: string,
      r: { minValue: number; maxValue: number; startDate: string; endDate: string },
      exceptId?: string,
    ): Promise<FeeRangeRow | undefined> {
      return (
        await db
          .select()
          .from(creditorFeeRanges)
          .where(
            and(
              eq(creditorFeeRanges.creditorId, creditorId),
              eq(creditorFeeRanges.active, true),
              exceptId ? ne(creditorFeeRanges.id, exceptId) : undefined,
              lt(creditorFeeRanges.minValue, r.maxValue),
              gt(creditorFeeRanges.maxValue, r.minValue),
              lte(creditorFeeRanges.startDate, r.endDate),
              gte(creditorFeeRanges.endDate, r.startDate),
            ),
          )
          .limit(1)
      )[0];
    },

    async insert(values: NewFeeRange): Promise<FeeRangeRow> {
      return (await db.insert(creditorFeeRanges).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<NewFeeRange>): Promise<FeeRangeRow> {
      return (await db.update(creditorFeeRanges).set(values).where(eq(creditorFeeRanges.id, id)).returning())[0]!;
    },

    async remove(id: string) {
      await db.delete(creditorFeeRanges).where(eq(creditorFeeRanges.id, id));
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
