import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { likePrefix, nameContains, searchList, type ListDefinition } from '../../../db/paging';
import { merchantPartners } from '../../../db/schema/merchants.partners';

export type MerchantPartnerRow = typeof merchantPartners.$inferSelect;

export interface MerchantPartnerFilters {
  offset: number;
  limit: number;
  name?: string;
  /** Digits of the CPF, matched as a prefix. */
  document?: string;
}

const LIST: ListDefinition<'fullName' | 'email' | 'documentNumber' | 'status' | 'active' | 'createdAt'> = {
  tables: ['merchant_partners'],
  sortable: {
    fullName: merchantPartners.fullName,
    email: merchantPartners.email,
    documentNumber: merchantPartners.documentNumber,
    status: merchantPartners.status,
    active: merchantPartners.active,
    createdAt: merchantPartners.createdAt,
  },
  defaultOrder: [[merchantPartners.createdAt, 'asc']],
  id: merchantPartners.id,
};

export function createMerchantPartnersRepository(db: AppDb) {
  return {
    async search(merchantId: string, filters: MerchantPartnerFilters) {
      const where: SQL[] = [eq(merchantPartners.merchantId, merchantId)];
      if (filters.name) where.push(nameContains(filters.name, merchantPartners.fullName));
      if (filters.document) where.push(ilike(merchantPartners.documentNumber, likePrefix(filters.document)));
      const condition = and(...where);
      return searchList(db, LIST, {
        query: filters,
        page: (order, window) =>
          db
            .select()
            .from(merchantPartners)
            .where(condition)
            .orderBy(...order)
            .offset(window.offset)
            .limit(window.limit),
        count: db.select({ n: count() }).from(merchantPartners).where(condition),
      });
    },

    /** Inserts the partner; undefined when the merchant already has one of that CPF. */
    async insert(values: typeof merchantPartners.$inferInsert): Promise<MerchantPartnerRow | undefined> {
      return (await db.insert(merchantPartners).values(values).onConflictDoNothing().returning())[0];
    },

    async remove(merchantId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(merchantPartners)
        .where(and(eq(merchantPartners.merchantId, merchantId), eq(merchantPartners.id, id)))
        .returning({ id: merchantPartners.id });
      return deleted.length > 0;
    },
  };
}
export type MerchantPartnersRepository = ReturnType<typeof createMerchantPartnersRepository>;
