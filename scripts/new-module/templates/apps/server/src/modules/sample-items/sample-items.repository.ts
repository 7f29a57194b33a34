import { count, eq, type SQL } from 'drizzle-orm';
import type { LIST_SORTS, SampleItemListQuery } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { nameContains, pageRows, searchList, type ListDefinition } from '../../db/paging';
import { sampleItems } from '../../db/schema/sample-items';

export type SampleItemRow = typeof sampleItems.$inferSelect;

const LIST: ListDefinition<(typeof LIST_SORTS.sampleItems)[number]> = {
  tables: ['sample_items'],
  sortable: {
    name: sampleItems.name,
    description: sampleItems.description,
    createdAt: sampleItems.createdAt,
  },
  defaultOrder: [
    [sampleItems.createdAt, 'desc'],
    [sampleItems.id, 'desc'],
  ],
  id: sampleItems.id,
};

export function createSampleItemsRepository(db: AppDb) {
  const whereOf = (f: SampleItemListQuery): SQL | undefined =>
    f.name ? nameContains(f.name, sampleItems.name) : undefined;

  return {
    /** A page in the asked sort (newest first by default) and the filter's total. */
    async search(f: SampleItemListQuery) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          pageRows(
            db,
            db.select().from(sampleItems).$dynamic(),
            { table: sampleItems, id: sampleItems.id, where },
            order,
            window,
          ),
        count: db.select({ n: count() }).from(sampleItems).where(where),
      });
    },

    async findById(id: string): Promise<SampleItemRow | undefined> {
      return (await db.select().from(sampleItems).where(eq(sampleItems.id, id)).limit(1))[0];
    },

    async insert(values: typeof sampleItems.$inferInsert): Promise<SampleItemRow> {
      return (await db.insert(sampleItems).values(values).returning())[0]!;
    },

    async update(
      id: string,
      values: Partial<typeof sampleItems.$inferInsert>,
    ): Promise<SampleItemRow | undefined> {
      return (await db.update(sampleItems).set(values).where(eq(sampleItems.id, id)).returning())[0];
    },

    remove: async (id: string): Promise<boolean> =>
      (await db.delete(sampleItems).where(eq(sampleItems.id, id)).returning({ id: sampleItems.id })).length > 0,
  };
}

export type SampleItemsRepository = ReturnType<typeof createSampleItemsRepository>;
