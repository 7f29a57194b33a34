import { and, asc, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorDomiciles, creditorOriginators } from '../../../db/schema/creditors';
import { likePrefix } from '../creditors.common';
import { LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

export type OriginatorRow = typeof creditorOriginators.$inferSelect;
export type DomicileRow = typeof creditorDomiciles.$inferSelect;

export interface OriginatorFilters {
  creditorId: string;
  /** Part of the company name, or the beginning of the CNPJ/CPF. */
  name?: string | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.originators)[number]> = {
  tables: ['creditor_originators'],
  sortable: {
    id: creditorOriginators.id,
    cnpjOriginador: creditorOriginators.cnpjOriginador,
    razaoSocial: creditorOriginators.razaoSocial,
    status: creditorOriginators.status,
    quantidadeDomicilios: sql`(select count(*) from ${creditorDomiciles} where ${creditorDomiciles.originatorId} = ${creditorOriginators.id})`,
  },
  defaultOrder: [[creditorOriginators.razaoSocial, 'asc']],
  id: creditorOriginators.id,
};

export function createOriginatorsRepository(db: AppDb) {
  async function findOriginatorByDocument(creditorId: string, document: string): Promise<OriginatorRow | undefined> {
    return (
      await db
        .select()
        .from(creditorOriginators)
        .where(and(eq(creditorOriginators.creditorId, creditorId), eq(creditorOriginators.cnpjOriginador, document)))
        .limit(1)
    )[0];
  }

  const whereOf = (f: OriginatorFilters): SQL | undefined => {
    const document = f.name?.replace(/[.\-/\s]/g, '').toUpperCase();
    return and(
      eq(creditorOriginators.creditorId, f.creditorId),
      f.name
        ? or(
            nameContains(f.name, creditorOriginators.razaoSocial),
            document ? like(creditorOriginators.cnpjOriginador, likePrefix(document)) : undefined,
          )
        : undefined,
    );
  };

  return {
    /** A page of originators (by company name) and the total. */
    async search(f: OriginatorFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          db.select({ row: creditorOriginators }).from(creditorOriginators).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(creditorOriginators).where(where),
      });
    },

    async domicilesOf(originatorIds: string[]): Promise<DomicileRow[]> {
      if (originatorIds.length === 0) return [];
      return db
        .select()
        .from(creditorDomiciles)
        .where(inArray(creditorDomiciles.originatorId, originatorIds))
        .orderBy(asc(creditorDomiciles.createdAt), asc(creditorDomiciles.id));
    },

    async findOriginator(creditorId: string, id: string): Promise<OriginatorRow | undefined> {
      return (
        await db
          .select()
          .from(creditorOriginators)
          .where(and(eq(creditorOriginators.creditorId, creditorId), eq(creditorOriginators.id, id)))
          .limit(1)
      )[0];
    },

    findOriginatorByDocument,

    /** Inserts unless the creditor already has the document; returns the row and whether it is new. */
    async insertOriginator(values: typeof creditorOriginators.$inferInsert): Promise<{ row: OriginatorRow; created: boolean }> {
      const inserted = await db.insert(creditorOriginators).values(values).onConflictDoNothing().returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const existing = await findOriginatorByDocument(values.creditorId, values.cnpjOriginador);
      return { row: existing!, created: false };
    },

    async updateOriginator(id: string, values: Partial<typeof creditorOriginators.$inferInsert>): Promise<OriginatorRow> {
      return (await db.update(creditorOriginators).set(values).where(eq(creditorOriginators.id, id)).returning())[0]!;
    },

    async findDomicile(originatorId: string, id: string): Promise<DomicileRow | undefined> {
      return (
        await db
          .select()
          .from(creditorDomiciles)
          .where(and(eq(creditorDomiciles.originatorId, originatorId), eq(creditorDomiciles.id, id)))
          .limit(1)
      )[0];
    },

    /** Inserts unless the originator already has this bank account; undefined when it does. */
    async insertDomicile(values: typeof creditorDomiciles.$inferInsert): Promise<DomicileRow | undefined> {
      return (await db.insert(creditorDomiciles).values(values).onConflictDoNothing().returning())[0];
    },

    async updateDomicile(id: string, values: Partial<typeof creditorDomiciles.$inferInsert>): Promise<DomicileRow> {
      return (await db.update(creditorDomiciles).set(values).where(eq(creditorDomiciles.id, id)).returning())[0]!;
    },

    /** A domicile with its originator, whichever creditor's (commitments point at it). */
    async domicileWithOriginator(id: string) {
      const rows = await db
        .select({ domicile: creditorDomiciles, originator: creditorOriginators })
        .from(creditorDomiciles)
        .innerJoin(creditorOriginators, eq(creditorOriginators.id, creditorDomiciles.originatorId))
        .where(eq(creditorDomiciles.id, id))
        .limit(1);
      return rows[0];
    },

    /** Every domicile of a creditor's originators, with its originator (commitments' domicile change). */
    domicilesOfCreditor(creditorId: string) {
      return db
        .select({ domicile: creditorDomiciles, originator: creditorOriginators })
        .from(creditorDomiciles)
        .innerJoin(creditorOriginators, eq(creditorOriginators.id, creditorDomiciles.originatorId))
        .where(eq(creditorOriginators.creditorId, creditorId))
        .orderBy(creditorOriginators.razaoSocial, creditorDomiciles.tituloDomicilio);
    },

    /**
     * Every originator of one creditor (or of all, `creditorId` null) with each of its domiciles,
     * any status; an originator without a domicile comes once with a null domicile.
     */
    originatorsWithDomiciles(creditorId: string | null) {
      return db
        .select({ originator: creditorOriginators, domicile: creditorDomiciles })
        .from(creditorOriginators)
        .leftJoin(creditorDomiciles, eq(creditorDomiciles.originatorId, creditorOriginators.id))
        .where(creditorId ? eq(creditorOriginators.creditorId, creditorId) : undefined)
        .orderBy(creditorOriginators.id, creditorDomiciles.id);
    },

    /** Whether any domicile points at a bank code (a bank in use cannot be deleted). */
    async bankCodeInUse(bankCode: string): Promise<boolean> {
      const rows = await db
        .select({ id: creditorDomiciles.id })
        .from(creditorDomiciles)
        .where(eq(creditorDomiciles.banco, bankCode))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type OriginatorsRepository = ReturnType<typeof createOriginatorsRepository>;
