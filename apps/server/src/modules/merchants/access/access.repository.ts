import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { merchantAccounts, merchants } from '../../../db/schema/merchants';

export type AccessAccountRow = typeof merchantAccounts.$inferSelect;

export function createAccessRepository(db: AppDb) {
  /** The merchant's access accounts: those linked to it and its lead. */
  const ofMerchant = (merchantId: string) =>
    or(
      eq(merchantAccounts.merchantId, merchantId),
      sql`${merchantAccounts.id} = (select ${merchants.leadAccountId} from ${merchants} where ${merchants.id} = ${merchantId})`,
    );
  const byEmail = (merchantId: string, email: string) => and(ofMerchant(merchantId), sql`lower(${merchantAccounts.email}) = lower(${email})`);

  /** Clears the lock of the merchant's account of `email`, with `extra` changes; false when there is none. */
  async function reset(merchantId: string, email: string, extra: { passwordHash?: string } = {}): Promise<boolean> {
    const rows = await db
      .update(merchantAccounts)
      .set({ ...extra, failedSignIns: 0, lockedUntil: null, updatedAt: sql`now()` })
      .where(byEmail(merchantId, email))
      .returning({ id: merchantAccounts.id });
    return rows.length > 0;
  }

  return {
    async list(merchantId: string): Promise<AccessAccountRow[]> {
      return db.select().from(merchantAccounts).where(ofMerchant(merchantId)).orderBy(asc(merchantAccounts.createdAt), asc(merchantAccounts.id));
    },

    /** Sets the password of the merchant's account of `email` (and clears its lock); false when there is none. */
    setPassword: (merchantId: string, email: string, passwordHash: string) => reset(merchantId, email, { passwordHash }),

    unlock: (merchantId: string, email: string) => reset(merchantId, email),
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
