import { and, asc, eq, ilike, like, ne, sql, type SQL, count } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { accounts, profiles, profileResources, userResources } from '../../../db/schema/access';
import { conflict } from '../../../lib/errors';
import { MESSAGES, LIST_SORTS } from '@lastro/domain';
import { containsPattern } from '../validate';
import { isUniqueViolation } from '../../../lib/db-errors';
import { inTransaction, type Tx } from '../../../lib/transaction';
import { nameContains, searchList, type ListDefinition } from '../../../db/paging';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

export interface UserFilter {
  accountType?: 'Backoffice' | 'Creditor' | undefined;
  creditorId?: string | null | undefined;
  name?: string | undefined;
  email?: string | undefined;
  /** Digits only. */
  phone?: string | undefined;
  profileId?: number | undefined;
  active?: boolean | undefined;
  /** accounts/search also shows accounts still being created (leads). */
  includePending?: boolean;
}

/** Users (and the accounts search, a subset of its keys) sort by these. */
const LIST: ListDefinition<(typeof LIST_SORTS.users)[number] | (typeof LIST_SORTS.accounts)[number]> = {
  tables: ['accounts'],
  sortable: {
    name: sql`lower(${accounts.name})`,
    email: sql`lower(${accounts.email})`,
    profileDescription: profiles.description,
    phoneNumber: accounts.phoneNumber,
    active: sql`(${accounts.status} = 'ativo')`,
    status: accounts.status,
    accountType: accounts.accountType,
  },
  defaultOrder: [[sql`lower(${accounts.name})`, 'asc']],
  id: accounts.id,
};

const userColumns = {
  account: accounts,
  profileDescription: profiles.description,
  profileIsCreditorAdmin: profiles.isCreditorAdmin,
};

/** The e-mail is unique (case-insensitive): a clash is the user's error, not a 500. */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.access.emailInUse);
    throw err;
  }
}

export function createUsersRepository(db: AppDb) {
  return {
    /** This repository inside a transaction another module opened. */
    withTx: (tx: Tx) => createUsersRepository(tx),
    /** Runs `work` in one transaction (a write and its audit event). */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

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

    /** The ids of the creditor's active user accounts (who its notifications reach). */
    async accountIdsOf(creditorId: string) {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.creditorId, creditorId), eq(accounts.accountType, 'Creditor'), eq(accounts.status, 'ativo')));
      return rows.map((r) => r.id);
    },

    async findById(id: string) {
      const rows = await db
        .select(userColumns)
        .from(accounts)
        .leftJoin(profiles, eq(profiles.id, accounts.profileId))
        .where(eq(accounts.id, id))
        .limit(1);
      return rows[0];
    },

    async findByEmail(email: string) {
      const rows = await db
        .select(userColumns)
        .from(accounts)
        .leftJoin(profiles, eq(profiles.id, accounts.profileId))
        .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
        .limit(1);
      return rows[0];
    },

    async emailTaken(email: string, exceptId?: string) {
      const conditions = [sql`lower(${accounts.email}) = lower(${email.trim()})`];
      if (exceptId) conditions.push(ne(accounts.id, exceptId));
      const rows = await db.select({ id: accounts.id }).from(accounts).where(and(...conditions)).limit(1);
      return rows.length > 0;
    },

    async findProfile(id: number) {
      const rows = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return rows[0];
    },

    /** What a profile grants, whether or not it is active (a user keeps what it was given). */
    async permissionsOfProfile(profileId: number | null): Promise<{ slug: string; permition: string }[]> {
      if (profileId == null) return [];
      return db
        .select({ slug: userResources.slug, permition: profileResources.permition })
        .from(profileResources)
        .innerJoin(userResources, eq(userResources.id, profileResources.userResourceId))
        .where(eq(profileResources.profileId, profileId));
    },

    /** Whether the creditor already has its primary (non-secondary) user. */
    async hasPrimaryAccount(creditorId: string) {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.creditorId, creditorId),
            eq(accounts.isSecondary, false),
            sql`${accounts.status} <> 'pendente'`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async list(filter: UserFilter, page: { offset: number; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.accountType) conditions.push(eq(accounts.accountType, filter.accountType));
      if (filter.creditorId) conditions.push(eq(accounts.creditorId, filter.creditorId));
      if (filter.name) conditions.push(nameContains(filter.name, accounts.name));
      if (filter.email) conditions.push(ilike(accounts.email, containsPattern(filter.email)));
      if (filter.phone) conditions.push(like(accounts.phoneNumber, containsPattern(filter.phone)));
      if (filter.profileId) conditions.push(eq(accounts.profileId, filter.profileId));
      if (filter.active !== undefined) conditions.push(eq(accounts.status, filter.active ? 'ativo' : 'inativo'));
      if (!filter.includePending) conditions.push(sql`${accounts.status} <> 'pendente'`);
      const where = conditions.length ? and(...conditions) : undefined;
      return searchList(db, LIST, {
        query: page,
        page: (order, window) =>
          db
            .select(userColumns)
            .from(accounts)
            .leftJoin(profiles, eq(profiles.id, accounts.profileId))
            .where(where)
            .orderBy(...order)
            .limit(window.limit)
            .offset(window.offset),
        count: db.select({ n: count() }).from(accounts).where(where),
      });
    },

    async insert(values: NewAccount) {
      const [row] = await uniqueEmail(() => db.insert(accounts).values(values).returning());
      return row!;
    },

    async update(id: string, values: Partial<NewAccount>) {
      await uniqueEmail(() =>
        db
          .update(accounts)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(accounts.id, id)),
      );
    },

    /** Irreversible; the sessions issued before now stop being valid. Returns false if not active. */
    async inactivate(id: string) {
      const rows = await db
        .update(accounts)
        .set({ status: 'inativo', sessionsValidAfter: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, id), eq(accounts.status, 'ativo')))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** A new password voids the account's sessions, all of them unless the caller revokes them one by one (`keepSessions`). */
    async setPassword(id: string, passwordHash: string, keepSessions = false) {
      await db
        .update(accounts)
        .set({ passwordHash, failedAttempts: 0, ...(keepSessions ? {} : { sessionsValidAfter: sql`now()` }), updatedAt: sql`now()` })
        .where(eq(accounts.id, id));
    },

    async unlock(id: string) {
      await db
        .update(accounts)
        .set({ lockedAt: null, failedAttempts: 0, sessionsValidAfter: sql`now()`, updatedAt: sql`now()` })
        .where(eq(accounts.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
