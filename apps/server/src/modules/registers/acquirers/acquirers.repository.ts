import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { acquirers } from '../../../db/schema/registers';
import { likeContains } from '../registers.common';
import { LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

export type AcquirerRow = typeof acquirers.$inferSelect;

export interface AcquirerFilters {
  name?: string | undefined;
  document?: string | undefined;
  active?: boolean | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.acquirers)[number]> = {
  tables: ['acquirers'],
  sortable: {
    acquirerName: acquirers.acquirerName,
    documentNumber: acquirers.documentNumber,
    registerName: acquirers.registerName,
    active: acquirers.active,
    createdAt: acquirers.createdAt,
  },
  defaultOrder: [[acquirers.acquirerName, 'asc']],
  id: acquirers.id,
};

export function createAcquirersRepository(db: AppDb) {
  const whereOf = (f: AcquirerFilters): SQL | undefined =>
    and(
      f.name ? nameContains(f.name, acquirers.acquirerName) : undefined,
      f.document ? ilike(acquirers.documentNumber, likeContains(f.document)) : undefined,
      f.active === undefined ? undefined : eq(acquirers.active, f.active),
    );

  return {
    async search(f: AcquirerFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) => db.select().from(acquirers).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(acquirers).where(where),
      });
    },

    async findById(id: number): Promise<AcquirerRow | undefined> {
      return (await db.select().from(acquirers).where(eq(acquirers.id, id)).limit(1))[0];
    },

    async findByDocument(documentNumber: string): Promise<AcquirerRow | undefined> {
      return (await db.select().from(acquirers).where(eq(acquirers.documentNumber, documentNumber)).limit(1))[0];
    },

    async insert(values: typeof acquirers.$inferInsert): Promise<AcquirerRow> {
      return (await db.insert(acquirers).values(values).returning())[0]!;
    },

    async update(id: number, values: Partial<typeof acquirers.$inferInsert>): Promise<AcquirerRow | undefined> {
      return (await db.update(acquirers).set(values).where(eq(acquirers.id, id)).returning())[0];
    },

    async remove(id: number): Promise<AcquirerRow | undefined> {
      return (await db.delete(acquirers).where(eq(acquirers.id, id)).returning())[0];
    },
  };
}

export type AcquirersRepository = ReturnType<typeof createAcquirersRepository>;
