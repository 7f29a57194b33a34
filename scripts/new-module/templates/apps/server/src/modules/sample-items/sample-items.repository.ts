import { eq, type SQL } from 'drizzle-orm';
import type { LIST_SORTS, SampleItemListQuery } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { filteredTable } from '../../db/filtered-table';
import { inline, type Bind } from '../../db/list-statements';
import { nameContains, searchList, type ListDefinition } from '../../db/paging';
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
  // Every value of the filter goes through `bind`: the first page and the count are then
  // rendered once per filter shape and run with each call's values (db/list-statements.ts).
  const whereOf = (f: SampleItemListQuery, bind: Bind = inline): SQL | undefined =>
    f.name ? nameContains(bind('name', f.name), sampleItems.name) : undefined;

  return {
    /** A page in the asked sort (newest first by default) and the filter's total. */
    async search(f: SampleItemListQuery) {
      const select = () => db.select().from(sampleItems).$dynamic();
      const { page, count, shaped } = filteredTable(db, sampleItems, sampleItems.id, select, (bind) => whereOf(f, bind));
      // The page and the count read nothing but the query: the caches are keyed by its filters.
      return searchList(db, LIST, { query: f, keyedByQuery: true, page, count, shaped });
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
