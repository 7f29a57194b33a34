import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { accountFactors, accountRecoveryCodes, accounts, securityPolicy } from '../../db/schema/access';

/** Second factors, recovery codes and the platform's policy (migration 0990). */
export function createFactorsRepository(db: AppDb) {
  return {
    async findFactor(accountId: string) {
      const rows = await db
        .select()
        .from(accountFactors)
        .where(eq(accountFactors.accountId, accountId))
        .limit(1);
      return rows[0];
    },

    /** Starts (or restarts) an enrolment; a confirmed factor is never replaced this way. */
    async savePending(accountId: string, secretEncrypted: string): Promise<boolean> {
      const rows = await db
        .insert(accountFactors)
        .values({ accountId, secretEncrypted })
        .onConflictDoUpdate({
          target: accountFactors.accountId,
          set: { secretEncrypted, createdAt: sql`now()`, lastStep: null },
          setWhere: isNull(accountFactors.confirmedAt),
        })
        .returning({ accountId: accountFactors.accountId });
      return rows.length > 0;
    },

    /** Confirms a pending factor at the step of its first code, with a fresh set of recovery codes. */
    async confirm(accountId: string, step: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(accountFactors)
          .set({ confirmedAt: sql`now()`, lastStep: step })
          .where(and(eq(accountFactors.accountId, accountId), isNull(accountFactors.confirmedAt)))
          .returning({ accountId: accountFactors.accountId });
        if (rows.length === 0) return false;
        await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
        await tx.insert(accountRecoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
        return true;
      });
    },

    /** Accepts a code's step once: false when this step (or a later one) was already used. */
    async acceptStep(accountId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(accountFactors)
        .set({ lastStep: step })
        .where(
          and(
            eq(accountFactors.accountId, accountId),
            isNotNull(accountFactors.confirmedAt),
            or(isNull(accountFactors.lastStep), lt(accountFactors.lastStep, step)),
          ),
        )
        .returning({ accountId: accountFactors.accountId });
      return rows.length > 0;
    },

    /** Spends a recovery code: true once per code, never again. */
    async useRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(accountRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountRecoveryCodes.accountId, accountId),
            eq(accountRecoveryCodes.codeHash, codeHash),
            isNull(accountRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: accountRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(accountId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(accountRecoveryCodes)
        .where(and(eq(accountRecoveryCodes.accountId, accountId), isNull(accountRecoveryCodes.usedAt)));
      return rows[0]?.n ?? 0;
    },

    /** Removes the factor and its codes; true when there was one. */
    async remove(accountId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
        const rows = await tx
          .delete(accountFactors)
          .where(eq(accountFactors.accountId, accountId))
          .returning({ id: accountFactors.accountId });
        return rows.length > 0;
      });
    },

    async accountExists(accountId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return rows.length > 0;
    },

    async requirePlatformFactor(): Promise<boolean> {
      const rows = await db
        .select({ v: securityPolicy.requirePlatformFactor })
        .from(securityPolicy)
        .where(eq(securityPolicy.id, 1));
      return rows[0]?.v ?? false;
    },

    async setRequirePlatformFactor(value: boolean) {
      await db
        .insert(securityPolicy)
        .values({ id: 1, requirePlatformFactor: value })
        .onConflictDoUpdate({
          target: securityPolicy.id,
          set: { requirePlatformFactor: value, updatedAt: sql`now()` },
        });
    },
  };
}

export type FactorsRepository = ReturnType<typeof createFactorsRepository>;
