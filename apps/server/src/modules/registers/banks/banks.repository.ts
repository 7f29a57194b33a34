import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { banks } from '../../../db/schema/registers';
import { likeContains } from '../registers.common';
import { LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

export type BankRow = typeof banks.$inferSelect;

export interface BankFilters {
  name?: string | undefined;
  /** bank_code (prefix or part of it) */
  code?: string | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.banks)[number]> = {
  tables: ['banks'],
  sortable: {
    bankName: banks.bankName,
    bankCode: banks.bankCode,
    bankIspb: banks.bankIspb,
    createdAt: banks.createdAt,
  },
  defaultOrder: [[banks.bankName, 'asc']],
  id: banks.id,
};

export function createBanksRepository(db: AppDb) {
  const whereOf = (f: BankFilters): SQL | undefined =>
    and(
      f.name ? nameContains(f.name, banks.bankName) : undefined,
      f.code ? ilike(banks.bankCode, likeContains(f.code)) : undefined,
    );

  return {
    async search(f: BankFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) => db.select().from(banks).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(banks).where(where),
      });
    },

    async findById(id: number): Promise<BankRow | undefined> {
      return (await db.select().from(banks).where(eq(banks.id, id)).limit(1))[0];
    },

    /** Other banks holding this code or this ISPB (excluding `exceptId`). */
    async findClashes(code: string, ispb: string, exceptId?: number): Promise<BankRow[]> {
      return db
        .select()
        .from(banks)
        .where(and(or(eq(banks.bankCode, code), eq(banks.bankIspb, ispb)), exceptId ? ne(banks.id, exceptId) : undefined))
        .limit(2);
    },

    async insert(values: typeof banks.$inferInsert): Promise<BankRow> {
      return (await db.insert(banks).values(values).returning())[0]!;
    },

    async update(id: number, values: Partial<typeof banks.$inferInsert>): Promise<BankRow | undefined> {
      return (await db.update(banks).set(values).where(eq(banks.id, id)).returning())[0];
    },

    async remove(id: number): Promise<BankRow | undefined> {
      return (await db.delete(banks).where(eq(banks.id, id)).returning())[0];
    },
  };
}

export type BanksRepository = ReturnType<typeof createBanksRepository>;
