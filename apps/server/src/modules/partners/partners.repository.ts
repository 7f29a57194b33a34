import { count, eq, ilike, ne, or, and, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { partners } from '../../db/schema/partners';
import { likeContains, pageRows, nameContains, searchList, type ListDefinition } from '../../db/paging';
import { LIST_SORTS } from '@lastro/domain';

export type PartnerRow = typeof partners.$inferSelect;

export interface PartnerFilters {
  /** Part of the company name, trading name or document. */
  name?: string | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.partners)[number]> = {
  tables: ['partners'],
  sortable: {
    documentNumber: partners.documentNumber,
    companyName: partners.companyName,
    tradingName: partners.tradingName,
    revenuePercentage: partners.revenuePercentage,
    createdAt: partners.createdAt,
  },
  defaultOrder: [
    [partners.createdAt, 'desc'],
    [partners.id, 'desc'],
  ],
  id: partners.id,
};

export function createPartnersRepository(db: AppDb) {
  const whereOf = (f: PartnerFilters): SQL | undefined =>
    f.name
      ? or(
          nameContains(f.name, partners.companyName, partners.tradingName),
          ilike(partners.documentNumber, likeContains(f.name)),
        )
      : undefined;

  return {
    /** Newest first. */
    async search(f: PartnerFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          pageRows(
            db,
            db.select().from(partners).$dynamic(),
            { table: partners, id: partners.id, where },
            order,
            window,
          ),
        count: db.select({ n: count() }).from(partners).where(where),
      });
    },

    async findById(id: string): Promise<PartnerRow | undefined> {
      return (await db.select().from(partners).where(eq(partners.id, id)).limit(1))[0];
    },

    async documentTaken(documentNumber: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: partners.id })
        .from(partners)
        .where(
          and(eq(partners.documentNumber, documentNumber), exceptId ? ne(partners.id, exceptId) : undefined),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof partners.$inferInsert): Promise<PartnerRow> {
      return (await db.insert(partners).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<typeof partners.$inferInsert>): Promise<PartnerRow | undefined> {
      return (await db.update(partners).set(values).where(eq(partners.id, id)).returning())[0];
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id })).length > 0;
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
