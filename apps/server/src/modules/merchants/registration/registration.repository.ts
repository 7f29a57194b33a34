import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { merchantAccounts, merchants } from '../../../db/schema/merchants';
import type { Tx } from '../../../lib/transaction';

export type MerchantInsert = typeof merchants.$inferInsert;
export type MerchantAccountRow = typeof merchantAccounts.$inferSelect;

/** The merchant's registration data and its lead account (merchant_accounts: inserts, the link and the e-mail only). */
export function createRegistrationRepository(db: AppDb) {
  return {
    withTx: (tx: Tx) => createRegistrationRepository(tx),

    async insertLead(values: { fullName: string; email: string; passwordHash: string | null }): Promise<MerchantAccountRow> {
      return (await db.insert(merchantAccounts).values(values).returning())[0]!;
    },

    async findAccount(id: string): Promise<MerchantAccountRow | undefined> {
      return (await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, id)).limit(1))[0];
    },

    async documentTaken(creditorId: string, documentNumber: string): Promise<boolean> {
      const rows = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(eq(merchants.creditorId, creditorId), eq(merchants.documentNumber, documentNumber)))
        .limit(1);
      return rows.length > 0;
    },

    async insertMerchants(values: MerchantInsert[]): Promise<{ id: string; documentNumber: string }[]> {
      return db.insert(merchants).values(values).returning({ id: merchants.id, documentNumber: merchants.documentNumber });
    },

    /** Links a lead that no merchant holds yet; false when it is gone or already linked. */
    async linkLead(leadId: string, merchantId: string): Promise<boolean> {
      const rows = await db
        .update(merchantAccounts)
        .set({ merchantId, updatedAt: new Date() })
        .where(and(eq(merchantAccounts.id, leadId), isNull(merchantAccounts.merchantId)))
        .returning({ id: merchantAccounts.id });
      return rows.length > 0;
    },

    /** Updates the merchant and answers the row as it now is. */
    async updateMerchant(id: string, values: Partial<MerchantInsert>) {
      const [row] = await db
        .update(merchants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(merchants.id, id))
        .returning();
      return row!;
    },

    async changeAccountEmail(accountId: string, email: string, phoneNumber: string | undefined): Promise<void> {
      await db
        .update(merchantAccounts)
        .set({ email, ...(phoneNumber ? { phoneNumber } : {}), updatedAt: new Date() })
        .where(eq(merchantAccounts.id, accountId));
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
