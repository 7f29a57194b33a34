import { and, asc, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { CREDITOR_ADMIN_PROFILE_NAME, LIST_SORTS, RESOURCE_CATALOGUE } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { accounts, creditors, creditorUnits, profileResources, profiles, userResources } from '../../db/schema';
import { idsOfPage, searchList, type ListDefinition } from '../../db/paging';
import { likeContains, likePrefix } from './creditors.common';

export type CreditorRow = typeof creditors.$inferSelect;
export type NewCreditor = typeof creditors.$inferInsert;
export type CreditorUnitRow = typeof creditorUnits.$inferSelect;

export interface CreditorFilters {
  /** Part of the trading or company name. */
  name?: string | undefined;
  /** Beginning of the CNPJ (mask removed). */
  document?: string | undefined;
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
  defaultOrder: [[creditors.createdAt, 'desc']],
  id: creditors.id,
};

export function createCreditorsRepository(db: AppDb) {
  const whereOf = (f: CreditorFilters): SQL | undefined =>
    and(
      f.name
        ? or(ilike(creditors.tradingName, likeContains(f.name)), ilike(creditors.companyName, likeContains(f.name)))
        : undefined,
      f.document ? like(creditors.documentNumber, likePrefix(f.document)) : undefined,
    );

  return {
    /** A page (newest first unless sorted) and the total. */
    async search(f: CreditorFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          db
            .select()
            .from(creditors)
            .where(idsOfPage(db, { table: creditors, id: creditors.id, where }, order, window))
            .orderBy(...order),
        count: db.select({ n: count() }).from(creditors).where(where),
      });
    },

    async findById(id: string): Promise<CreditorRow | undefined> {
      return (await db.select().from(creditors).where(eq(creditors.id, id)).limit(1))[0];
    },

    async findByDocument(documentNumber: string): Promise<CreditorRow | undefined> {
      return (await db.select().from(creditors).where(eq(creditors.documentNumber, documentNumber)).limit(1))[0];
    },

    /** The creditor's master user: its primary (first, non-secondary) account. */
    async masterAccountOf(creditorId: string) {
      const rows = await db
        .select({ id: accounts.id, name: accounts.name, email: accounts.email, phoneNumber: accounts.phoneNumber })
        .from(accounts)
        .where(and(eq(accounts.creditorId, creditorId), eq(accounts.accountType, 'Creditor')))
        .orderBy(asc(accounts.isSecondary), asc(accounts.createdAt))
        .limit(1);
      return rows[0];
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: NewCreditor): Promise<CreditorRow> {
      return (await db.insert(creditors).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<NewCreditor>): Promise<CreditorRow | undefined> {
      return (await db.update(creditors).set(values).where(eq(creditors.id, id)).returning())[0];
    },

    /** Undoes a creditor whose master user could not be created (nothing else refers to it yet). */
    async removeJustCreated(id: string) {
      await db.delete(creditors).where(eq(creditors.id, id));
    },

    /**
     * The 'Administrador Fornecedor' profile (is_creditor_admin), created with every creditor
     * permission when the installation has none yet.
     */
    async ensureCreditorAdminProfile(): Promise<number> {
      const existing = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.isCreditorAdmin, true), eq(profiles.active, true)))
        .orderBy(asc(profiles.id))
        .limit(1);
      if (existing[0]) return existing[0].id;
      const resources = await db
        .select({ id: userResources.id, slug: userResources.slug })
        .from(userResources)
        .where(eq(userResources.forCreditor, true));
      const actionsOf = new Map(RESOURCE_CATALOGUE.map((r) => [r.slug as string, r.actions]));
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .insert(profiles)
          .values({ description: CREDITOR_ADMIN_PROFILE_NAME, isLastro: false, isCreditorAdmin: true })
          .returning({ id: profiles.id });
        const grants = resources.flatMap((r) =>
          (actionsOf.get(r.slug) ?? []).map((permition) => ({ profileId: profile!.id, userResourceId: r.id, permition })),
        );
        if (grants.length) await tx.insert(profileResources).values(grants).onConflictDoNothing();
        return profile!.id;
      });
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
