import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { banks } from '../../../db/schema/registers';
import { likeContains, pageOf } from '../registers.common';

export type BankRow = typeof banks.$inferSelect;

export interface BankFilters {
  name?: string | undefined;
  /** bank_code (prefix or part of it) */
  code?: string | undefined;
  offset: number;
  limit: number;
}

export function createBanksRepository(db: AppDb) {
  const whereOf = (f: BankFilters): SQL | undefined =>
    and(
      f.name ? ilike(banks.bankName, likeContains(f.name)) : undefined,
      f.code ? ilike(banks.bankCode, likeContains(f.code)) : undefined,
    );

  return {
    async search(f: BankFilters) {
      const where = whereOf(f);
      const rows = await db
        .select({ row: banks, total: sql<number>`count(*) over()` })
        .from(banks)
        .where(where)
        .orderBy(asc(banks.bankName), asc(banks.id))
        .limit(f.limit)
        .offset(f.offset);
      const page = await pageOf(rows, f.offset, async () => (await db.select({ n: count() }).from(banks).where(where))[0]!.n);
      return { rows: page.rows.map((r) => r.row), count: page.count };
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
