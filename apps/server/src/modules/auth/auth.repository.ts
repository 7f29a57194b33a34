import { and, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { accounts, profileResources, profiles, sessions, userResources } from '../../db/schema/access';

export type AccountRow = typeof accounts.$inferSelect;

export function createAuthRepository(db: AppDb) {
  return {
    async findAccountByEmail(email: string): Promise<AccountRow | undefined> {
      const rows = await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email})`)
        .limit(1);
      return rows[0];
    },

    async findAccountById(id: string): Promise<AccountRow | undefined> {
      const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return rows[0];
    },

    /**
     * Claims one password evaluation before it happens: counted as a failure until proven
     * right, so however many requests arrive at once at most `limit` are ever evaluated.
     * Null when the account is locked or its evaluations are used up.
     */
    async claimAttempt(accountId: string, limit: number): Promise<number | null> {
      const rows = await db
        .update(accounts)
        .set({ failedAttempts: sql`${accounts.failedAttempts} + 1` })
        .where(and(eq(accounts.id, accountId), isNull(accounts.lockedAt), lt(accounts.failedAttempts, limit)))
        .returning({ failedAttempts: accounts.failedAttempts });
      return rows[0]?.failedAttempts ?? null;
    },

    /** After a wrong password: locks once the recorded failures reach the limit; true when locked. */
    async lockIfExhausted(accountId: string, limit: number): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ lockedAt: sql`coalesce(${accounts.lockedAt}, now())` })
        .where(and(eq(accounts.id, accountId), gte(accounts.failedAttempts, limit)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** After a right password: clears the count unless a parallel failure locked the account first. */
    async resetFailuresUnlessLocked(accountId: string): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ failedAttempts: 0 })
        .where(and(eq(accounts.id, accountId), isNull(accounts.lockedAt)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** After a right password that still needs its code: gives back the attempt it claimed. */
    async releaseAttemptUnlessLocked(accountId: string): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ failedAttempts: sql`greatest(${accounts.failedAttempts} - 1, 0)` })
        .where(and(eq(accounts.id, accountId), isNull(accounts.lockedAt)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    async isLocked(accountId: string): Promise<boolean> {
      const rows = await db
        .select({ lockedAt: accounts.lockedAt })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return Boolean(rows[0]?.lockedAt);
    },

    async createSession(input: {
      id: string;
      accountId: string;
      expiresAt: Date;
      ip: string;
      userAgent: string | undefined;
    }) {
      await db.insert(sessions).values(input);
    },

    /** One query: the session with what is needed to judge it and its account. */
    async loadSession(sessionId: string) {
      const rows = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          accountId: accounts.id,
          email: accounts.email,
          name: accounts.name,
          accountType: accounts.accountType,
          creditorId: accounts.creditorId,
          profileId: accounts.profileId,
          status: accounts.status,
          lockedAt: accounts.lockedAt,
          sessionsValidAfter: accounts.sessionsValidAfter,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return rows[0];
    },

    async touchSession(sessionId: string) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of an account (inactivation, password change, unlock), but `keep`. */
    async revokeAccountSessions(accountId: string, keep?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.accountId, accountId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        );
    },

    /** Ends one session of the account; false when it has no such live session. */
    async revokeAccountSession(accountId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** The account's sessions still live: not ended, not past their age, not idle, not voided. */
    async liveSessions(accountId: string, idleSince: Date) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(
          and(
            eq(sessions.accountId, accountId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleSince),
            or(isNull(accounts.sessionsValidAfter), gte(sessions.createdAt, accounts.sessionsValidAfter)),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt))
        .limit(100);
    },

    /** Resource slug -> actions granted by an active profile. */
    async permissionsOfProfile(profileId: number): Promise<{ slug: string; permition: string }[]> {
      return db
        .select({ slug: userResources.slug, permition: profileResources.permition })
        .from(profileResources)
        .innerJoin(userResources, eq(userResources.id, profileResources.userResourceId))
        .innerJoin(profiles, eq(profiles.id, profileResources.profileId))
        .where(and(eq(profileResources.profileId, profileId), eq(profiles.active, true)));
    },

    async allResourceSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: userResources.slug })
        .from(userResources)
        .orderBy(userResources.sortOrder);
      return rows.map((r) => r.slug);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
