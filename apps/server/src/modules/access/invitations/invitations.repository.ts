import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { accounts } from '../../../db/schema/access';
import { invitations } from '../../../db/schema/invitations';
import type { Tx } from '../../../lib/transaction';

export function createInvitationsRepository(db: AppDb) {
  const open = (tokenHash: string) =>
    and(
      eq(invitations.tokenHash, tokenHash),
      isNull(invitations.usedAt),
      isNull(invitations.revokedAt),
      gt(invitations.expiresAt, sql`now()`),
    );

  return {
    withTx: (tx: Tx) => createInvitationsRepository(tx),

    /** A newer invitation replaces the older ones of the same account. */
    async replace(input: { accountId: string; tokenHash: string; expiresAt: Date; createdBy: string | null }) {
      await db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(invitations.accountId, input.accountId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
        await tx.insert(invitations).values(input);
      });
    },

    /** The open invitation of a token with its account, if any. */
    async findOpen(tokenHash: string) {
      const rows = await db
        .select({
          accountId: accounts.id,
          email: accounts.email,
          name: accounts.name,
          status: accounts.status,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .innerJoin(accounts, eq(accounts.id, invitations.accountId))
        .where(open(tokenHash))
        .limit(1);
      return rows[0];
    },

    /**
     * Uses the invitation and sets the password in one transaction; false when the token was
     * used, replaced or expired meanwhile. Sessions issued before now stop being valid.
     */
    async consume(tokenHash: string, passwordHash: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(invitations)
          .set({ usedAt: sql`now()` })
          .where(open(tokenHash))
          .returning({ accountId: invitations.accountId });
        const accountId = used[0]?.accountId;
        if (!accountId) return null;
        await tx
          .update(accounts)
          .set({ passwordHash, failedAttempts: 0, sessionsValidAfter: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(accounts.id, accountId), eq(accounts.status, 'ativo')));
        return accountId;
      });
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
