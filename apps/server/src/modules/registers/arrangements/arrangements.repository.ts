import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { arrangements } from '../../../db/schema/registers';
import { likeContains } from '../registers.common';
import { LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

export type ArrangementRow = typeof arrangements.$inferSelect;

export interface ArrangementFilters {
  /** brand_name */
  name?: string | undefined;
  /** brand_code */
  code?: string | undefined;
  /** payment_arrangement */
  arrangement?: string | undefined;
  active?: boolean | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.arrangements)[number]> = {
  tables: ['arrangements'],
  sortable: {
    brandName: arrangements.brandName,
    brandCode: arrangements.brandCode,
    type: arrangements.type,
    paymentArrangement: arrangements.paymentArrangement,
    active: arrangements.active,
    createdAt: arrangements.createdAt,
  },
  defaultOrder: [[arrangements.brandName, 'asc']],
  id: arrangements.id,
};

export function createArrangementsRepository(db: AppDb) {
  const whereOf = (f: ArrangementFilters): SQL | undefined =>
    and(
      f.name ? nameContains(f.name, arrangements.brandName) : undefined,
      f.code ? ilike(arrangements.brandCode, likeContains(f.code)) : undefined,
      f.arrangement ? ilike(arrangements.paymentArrangement, likeContains(f.arrangement)) : undefined,
      f.active === undefined ? undefined : eq(arrangements.active, f.active),
    );

  return {
    async search(f: ArrangementFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) => db.select().from(arrangements).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(arrangements).where(where),
      });
    },

    async findById(id: number): Promise<ArrangementRow | undefined> {
      return (await db.select().from(arrangements).where(eq(arrangements.id, id)).limit(1))[0];
    },

    async findByCode(paymentArrangement: string): Promise<ArrangementRow | undefined> {
      return (
        await db.select().from(arrangements).where(eq(arrangements.paymentArrangement, paymentArrangement)).limit(1)
      )[0];
    },

    async insert(values: typeof arrangements.$inferInsert): Promise<ArrangementRow> {
      return (await db.insert(arrangements).values(values).returning())[0]!;
    },

    async update(id: number, values: Partial<typeof arrangements.$inferInsert>): Promise<ArrangementRow | undefined> {
      return (await db.update(arrangements).set(values).where(eq(arrangements.id, id)).returning())[0];
    },

    async remove(id: number): Promise<ArrangementRow | undefined> {
      return (await db.delete(arrangements).where(eq(arrangements.id, id)).returning())[0];
    },
  };
}

export type ArrangementsRepository = ReturnType<typeof createArrangementsRepository>;
