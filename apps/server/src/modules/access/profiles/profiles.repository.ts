import { and, asc, eq, ilike, inArray, sql, type SQL, count } from 'drizzle-orm';
import { CREDITOR_ADMIN_PROFILE_NAME, RESOURCE_CATALOGUE, LIST_SORTS } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { accounts, profileResources, profiles, userResources } from '../../../db/schema/access';
import { creditorDirectory } from '../../../db/schema/creditors.views';
import { containsPattern } from '../validate';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';
import type { Tx } from '../../../lib/transaction';

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileFilter {
  name?: string | undefined;
  isLastro?: boolean | undefined;
  active?: boolean | undefined;
  /** Creditor users never see the creditor administrator profile. */
  hideCreditorAdmin?: boolean;
  /** Count only the users of this creditor (what a creditor user may know). */
  countCreditorId?: string | null;
}

export interface ProfileAccountsFilter {
  profileId: number;
  name?: string | undefined;
  email?: string | undefined;
  active?: boolean | undefined;
}

/**
 * Users that hold a profile: every account of it, active, inactive or blocked (an inactive user
 * still holds it and can be reactivated by unlocking/editing), except a lead still being created;
 * the same accounts the profile's users list shows. The outer column is written qualified: drizzle
 * leaves columns unqualified in single-table selects.
 */
const HOLDS_PROFILE = sql.raw(`a.profile_id = "profiles"."id" and a.status <> 'pendente'`);
const usersOf = (creditorId: string | null | undefined) =>
  creditorId
    ? sql<number>`(select count(*) from accounts a where ${HOLDS_PROFILE} and a.creditor_id = ${creditorId})`.mapWith(Number)
    : sql<number>`(select count(*) from accounts a where ${HOLDS_PROFILE})`.mapWith(Number);

/** The permission catalogue, in the matrix's order: no sortable column. */
const RESOURCES: ListDefinition<never> = {
  tables: ['user_resources'],
  sortable: {},
  defaultOrder: [[userResources.sortOrder, 'asc']],
  id: userResources.id,
};

const PROFILE_ACCOUNTS: ListDefinition<(typeof LIST_SORTS.profileAccounts)[number]> = {
  tables: ['accounts'],
  sortable: {
    name: sql`lower(${accounts.name})`,
    email: sql`lower(${accounts.email})`,
    phoneNumber: accounts.phoneNumber,
    creditorName: creditorDirectory.companyName,
    active: sql`(${accounts.status} = 'ativo')`,
  },
  defaultOrder: [[sql`lower(${accounts.name})`, 'asc']],
  id: accounts.id,
};

export function createProfilesRepository(db: AppDb) {
  return {
    async listResources(filter: { forCreditor?: boolean; offset: number; limit: number }) {
      const where = filter.forCreditor ? eq(userResources.forCreditor, true) : undefined;
      return searchList(db, RESOURCES, {
        query: filter,
        page: (order, window) =>
          db.select().from(userResources).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(userResources).where(where),
      });
    },

    async resourcesByIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(userResources).where(inArray(userResources.id, ids));
    },

    async list(filter: ProfileFilter, page: { offset: number; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.name) conditions.push(nameContains(filter.name, profiles.description));
      if (filter.isLastro !== undefined) conditions.push(eq(profiles.isLastro, filter.isLastro));
      if (filter.active !== undefined) conditions.push(eq(profiles.active, filter.active));
      if (filter.hideCreditorAdmin) conditions.push(eq(profiles.isCreditorAdmin, false));
      const where = conditions.length ? and(...conditions) : undefined;
      const users = usersOf(filter.countCreditorId);
      const list: ListDefinition<(typeof LIST_SORTS.profiles)[number]> = {
        tables: ['profiles'],
        sortable: {
          description: profiles.description,
          isLastro: profiles.isLastro,
          active: profiles.active,
          createdAt: profiles.createdAt,
          updatedAt: profiles.updatedAt,
          count: users,
        },
        defaultOrder: [[profiles.description, 'asc']],
        id: profiles.id,
      };
      const { rows, count: total } = await searchList(db, list, {
        query: page,
        page: (order, window) =>
          db.select({ row: profiles, count: users }).from(profiles).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(profiles).where(where),
      });
      return { rows: rows.map((r) => ({ ...r.row, count: r.count })), count: total };
    },

    async findById(id: number, countCreditorId?: string | null) {
      const rows = await db
        .select({ row: profiles, count: usersOf(countCreditorId) })
        .from(profiles)
        .where(eq(profiles.id, id))
        .limit(1);
      const found = rows[0];
      return found ? { ...found.row, count: found.count } : undefined;
    },

    async resourcesOf(profileId: number) {
      return db
        .select({
          userResourceId: profileResources.userResourceId,
          permition: profileResources.permition,
          slug: userResources.slug,
        })
        .from(profileResources)
        .innerJoin(userResources, eq(userResources.id, profileResources.userResourceId))
        .where(eq(profileResources.profileId, profileId))
        .orderBy(asc(userResources.sortOrder), asc(profileResources.permition));
    },

    /** `inTx` runs last in the same transaction (the audit event of the write). */
    async create(
      input: { description: string; isLastro: boolean; grants: { userResourceId: number; permition: string }[] },
      inTx?: (tx: Tx, row: typeof profiles.$inferSelect) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(profiles)
          .values({ description: input.description, isLastro: input.isLastro })
          .returning();
        await tx.insert(profileResources).values(input.grants.map((g) => ({ ...g, profileId: row!.id })));
        await inTx?.(tx as unknown as Tx, row!);
        return row!;
      });
    },

    /** Replaces name and grants of an active profile; false when it is not active anymore. */
    async update(
      id: number,
      input: { description: string; grants: { userResourceId: number; permition: string }[] },
      inTx?: (tx: Tx) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(profiles)
          .set({ description: input.description, updatedAt: sql`now()` })
          .where(and(eq(profiles.id, id), eq(profiles.active, true)))
          .returning({ id: profiles.id });
        if (!updated.length) return false;
        await tx.delete(profileResources).where(eq(profileResources.profileId, id));
        await tx.insert(profileResources).values(input.grants.map((g) => ({ ...g, profileId: id })));
        await inTx?.(tx as unknown as Tx);
        return true;
      });
    },

    /** Inactivates only while no user (active or not) holds the profile (checked in the same statement). */
    async inactivateIfUnused(id: number): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ active: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(profiles.id, id),
            eq(profiles.active, true),
            sql`not exists (select 1 from ${accounts} a where a.profile_id = ${id} and a.status <> 'pendente')`,
          ),
        )
        .returning({ id: profiles.id });
      return rows.length > 0;
    },

    /** Deletes only a profile no account (active or not) refers to. */
    async deleteIfUnreferenced(id: number): Promise<boolean> {
      const rows = await db
        .delete(profiles)
        .where(and(eq(profiles.id, id), sql`not exists (select 1 from ${accounts} a where a.profile_id = ${id})`))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },

    async accountsOf(filter: ProfileAccountsFilter, page: { offset: number; limit: number }) {
      const conditions: SQL[] = [eq(accounts.profileId, filter.profileId), sql`${accounts.status} <> 'pendente'`];
      if (filter.name) conditions.push(nameContains(filter.name, accounts.name));
      if (filter.email) conditions.push(ilike(accounts.email, containsPattern(filter.email)));
      if (filter.active !== undefined) conditions.push(eq(accounts.status, filter.active ? 'ativo' : 'inativo'));
      const where = and(...conditions);
      return searchList(db, PROFILE_ACCOUNTS, {
        query: page,
        page: (order, window) =>
          db
            .select({
              id: accounts.id,
              name: accounts.name,
              email: accounts.email,
              phoneNumber: accounts.phoneNumber,
              status: accounts.status,
              accountType: accounts.accountType,
              creditorId: accounts.creditorId,
              creditorName: creditorDirectory.companyName,
              createdAt: accounts.createdAt,
            })
            .from(accounts)
            .leftJoin(creditorDirectory, eq(creditorDirectory.id, accounts.creditorId))
            .where(where)
            .orderBy(...order)
            .limit(window.limit)
            .offset(window.offset),
        count: db.select({ n: count() }).from(accounts).where(where),
      });
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
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
