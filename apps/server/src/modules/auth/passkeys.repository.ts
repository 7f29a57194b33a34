import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { accountPasskeys, webauthnChallenges } from '../../db/schema/access';

export type PasskeyRow = typeof accountPasskeys.$inferSelect;
export type ChallengePurpose = 'register' | 'authenticate';

/** Passkeys and their single-use challenges (migration 0992). */
export function createPasskeysRepository(db: AppDb) {
  return {
    async list(accountId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(accountPasskeys)
        .where(eq(accountPasskeys.accountId, accountId))
        .orderBy(asc(accountPasskeys.createdAt));
    },

    async countOf(accountId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(accountPasskeys)
        .where(eq(accountPasskeys.accountId, accountId));
      return rows[0]?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const rows = await db
        .select()
        .from(accountPasskeys)
        .where(eq(accountPasskeys.credentialId, credentialId))
        .limit(1);
      return rows[0];
    },

    /** Adds a credential; null when the credential is already registered (to any account). */
    async add(input: {
      accountId: string;
      credentialId: string;
      publicKey: Uint8Array;
      counter: number;
      transports: string[];
      name: string;
    }): Promise<PasskeyRow | null> {
      const rows = await db.insert(accountPasskeys).values(input).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    /** Removes one of the account's passkeys; false when it has no such passkey. */
    async remove(accountId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(accountPasskeys)
        .where(and(eq(accountPasskeys.accountId, accountId), eq(accountPasskeys.id, id)))
        .returning({ id: accountPasskeys.id });
      return rows.length > 0;
    },

    /**
     * Records a use: the new signature counter and the time. The counter only moves forward,
     * so of two parallel assertions with one counter only the first is recorded.
     */
    async markUsed(id: string, counter: number): Promise<void> {
      await db
        .update(accountPasskeys)
        .set({ counter: sql`greatest(${accountPasskeys.counter}, ${counter})`, lastUsedAt: sql`now()` })
        .where(eq(accountPasskeys.id, id));
    },

    /** Keeps a challenge for `ttlMs`; the expired ones of everyone go at the same time. */
    async saveChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      accountId: string | null,
      ttlMs: number,
    ) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
      await db.insert(webauthnChallenges).values({
        challenge,
        purpose,
        accountId,
        expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval`,
      });
    },

    /**
     * Takes a challenge: it is deleted in the same statement, so it is good for one answer only,
     * however many arrive at once. Undefined when unknown, used, expired or of another purpose.
     */
    async takeChallenge(challenge: string, purpose: ChallengePurpose) {
      const rows = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            sql`${webauthnChallenges.expiresAt} > now()`,
          ),
        )
        .returning({ accountId: webauthnChallenges.accountId });
      return rows[0];
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
