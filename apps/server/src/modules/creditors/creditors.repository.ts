import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { creditors, creditorUnits } from '../../db/schema/creditors';
import { inTransaction, type Tx } from '../../lib/transaction';
import { LIST_SORTS } from '@lastro/domain';
import { inline, type Bind } from '../../db/list-statements';
import { filteredTable } from '../../db/filtered-table';
import { nameContains, searchList, type ListDefinition } from '../../db/paging';
import { likePrefix } from './creditors.common';

export type CreditorRow = typeof creditors.$inferSelect;
export type NewCreditor = typeof creditors.$inferInsert;
export type CreditorUnitRow = typeof creditorUnits.$inferSelect;

export interface CreditorFilters {
  /** Part of the trading or company name. */
  name?: string | undefined;
  /** Beginning of the CNPJ (mask removed). */
  document?: string | undefined;
  /** Only the active (true) or the inactive (false) creditors; absent: both. */
  active?: boolean | undefined;
  offset: number;
  limit: number;
}

const LIST: ListDefinition<(typeof LIST_SORTS.creditors)[number]> = {
  tables: ['creditors'],
  sortable: {
    documentNumber: creditors.documentNumber,
    tradingName: creditors.tradingName,
    companyName: creditors.companyName,
    active: creditors.active,
    createdAt: creditors.createdAt,
  },
  defaultOrder: [
    [creditors.createdAt, 'desc'],
    [creditors.id, 'desc'],
  ],
  id: creditors.id,
  idFollowsSort: true,
  pageTables: ['creditors'],
};

export function createCreditorsRepository(db: AppDb) {
  const whereOf = (f: CreditorFilters, bind: Bind = inline): SQL | undefined =>
    and(
      f.name ? nameContains(bind('name', f.name), creditors.tradingName, creditors.companyName) : undefined,
      f.document ? like(creditors.documentNumber, bind('document', likePrefix(f.document))) : undefined,
      f.active === undefined ? undefined : eq(creditors.active, bind('active', f.active)),
    );

  return {
    /** Runs `work` in one transaction; `withTx(tx)` is this repository inside it. */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),
    withTx: (tx: Tx) => createCreditorsRepository(tx),

    /** A page (newest first unless sorted) and the total. */
    async search(f: CreditorFilters) {
      const select = () => db.select().from(creditors).$dynamic();
      const { page, count, shaped, filtered } = filteredTable(db, creditors, creditors.id, select, (bind) => whereOf(f, bind));
      return searchList(db, LIST, { query: f, keyedByQuery: true, page, count, shaped, from: filtered });
    },

    async findById(id: string): Promise<CreditorRow | undefined> {
      return (await db.select().from(creditors).where(eq(creditors.id, id)).limit(1))[0];
    },

    async findByDocument(documentNumber: string): Promise<CreditorRow | undefined> {
      return (
        await db.select().from(creditors).where(eq(creditors.documentNumber, documentNumber)).limit(1)
      )[0];
    },

    async insert(values: NewCreditor): Promise<CreditorRow> {
      return (await db.insert(creditors).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<NewCreditor>): Promise<CreditorRow | undefined> {
      return (await db.update(creditors).set(values).where(eq(creditors.id, id)).returning())[0];
    },

    async listUnits(creditorId: string): Promise<CreditorUnitRow[]> {
      return db
        .select()
        .from(creditorUnits)
        .where(eq(creditorUnits.creditorId, creditorId))
        .orderBy(asc(creditorUnits.createdAt), asc(creditorUnits.id));
    },

    async insertUnit(values: typeof creditorUnits.$inferInsert): Promise<CreditorUnitRow> {
      return (await db.insert(creditorUnits).values(values).returning())[0]!;
    },

    async removeUnit(creditorId: string, unitId: string): Promise<boolean> {
      const rows = await db
        .delete(creditorUnits)
        .where(and(eq(creditorUnits.creditorId, creditorId), eq(creditorUnits.id, unitId)))
        .returning({ id: creditorUnits.id });
      return rows.length > 0;
    },
  };
}

export type CreditorsRepository = ReturnType<typeof createCreditorsRepository>;
