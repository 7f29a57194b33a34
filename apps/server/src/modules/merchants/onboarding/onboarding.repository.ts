import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { merchantAccounts, merchants } from '../../../db/schema/merchants';
import { merchantDocuments } from '../../../db/schema/merchants.documents';
import { merchantOnboardingLinks, merchantVerificationCodes, type VerificationChannel } from '../../../db/schema/merchants.onboarding';

export type MerchantAccountRow = typeof merchantAccounts.$inferSelect;
export type OnboardingLinkRow = typeof merchantOnboardingLinks.$inferSelect;
export type VerificationCodeRow = typeof merchantVerificationCodes.$inferSelect;

/** The steps of the link, each a date and client-address column pair of merchant_accounts. */
export const STEP_COLUMNS = {
  email: { date: 'checkedEmailDate', address: 'checkedEmailAddress' },
  phone: { date: 'checkedPhoneNumberDate', address: 'checkedPhoneNumberAddress' },
  partnership: { date: 'checkedTermPartnershipDate', address: 'checkedTermPartnershipAddress' },
  policy: { date: 'checkedTermPolicyDate', address: 'checkedTermPolicyAddress' },
  selfie: { date: 'checkedSelfieDate', address: 'checkedSelfieAddress' },
} as const;
export type StepName = keyof typeof STEP_COLUMNS;

export function createOnboardingRepository(db: AppDb) {
  return {
    async merchant(id: string) {
      return (await db.select().from(merchants).where(eq(merchants.id, id)).limit(1))[0];
    },

    async account(id: string) {
      return (await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, id)).limit(1))[0];
    },

    /**
     * The merchant's lead account; a merchant registered without one (imports, seeds) gets it
     * here, from its contact, so that the link has someone to record the steps of.
     */
    async leadAccount(merchant: typeof merchants.$inferSelect, contact: { fullName: string; email: string; phoneNumber: string | null }) {
      if (merchant.leadAccountId) {
        const lead = await this.account(merchant.leadAccountId);
        if (lead) return lead;
      }
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(merchantAccounts).values({ merchantId: merchant.id, ...contact }).returning();
        await tx.update(merchants).set({ leadAccountId: created!.id, updatedAt: sql`now()` }).where(eq(merchants.id, merchant.id));
        return created!;
      });
    },

    /** A newer link replaces the account's earlier open ones. */
    async replaceLink(input: { merchantId: string; accountId: string; tokenHash: string; expiresAt: Date; createdBy: string | null }) {
      await db.transaction(async (tx) => {
        await tx
          .update(merchantOnboardingLinks)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(merchantOnboardingLinks.accountId, input.accountId), isNull(merchantOnboardingLinks.usedAt), isNull(merchantOnboardingLinks.revokedAt)));
        await tx.insert(merchantOnboardingLinks).values(input);
      });
    },

    /** The link of a token hash whatever its state (the caller tells expired, used and replaced apart). */
    async link(tokenHash: string) {
      return (await db.select().from(merchantOnboardingLinks).where(eq(merchantOnboardingLinks.tokenHash, tokenHash)).limit(1))[0];
    },

    /** Uses the link once; false when it was used or replaced meanwhile. */
    async useLink(id: string): Promise<boolean> {
      const used = await db
        .update(merchantOnboardingLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(merchantOnboardingLinks.id, id), isNull(merchantOnboardingLinks.usedAt), isNull(merchantOnboardingLinks.revokedAt)))
        .returning({ id: merchantOnboardingLinks.id });
      return used.length > 0;
    },

    /** A new code replaces the channel's earlier unconfirmed ones. */
    async saveCode(input: { accountId: string; channel: VerificationChannel; codeHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .delete(merchantVerificationCodes)
          .where(
            and(
              eq(merchantVerificationCodes.accountId, input.accountId),
              eq(merchantVerificationCodes.channel, input.channel),
              isNull(merchantVerificationCodes.confirmedAt),
            ),
          );
        await tx.insert(merchantVerificationCodes).values(input);
      });
    },

    async latestCode(accountId: string, channel: VerificationChannel): Promise<VerificationCodeRow | undefined> {
      return (
        await db
          .select()
          .from(merchantVerificationCodes)
          .where(and(eq(merchantVerificationCodes.accountId, accountId), eq(merchantVerificationCodes.channel, channel)))
          .orderBy(desc(merchantVerificationCodes.createdAt))
          .limit(1)
      )[0];
    },

    /** Counts a wrong attempt atomically; returns the attempts so far. */
    async failAttempt(codeId: string): Promise<number> {
      const [row] = await db
        .update(merchantVerificationCodes)
        .set({ attempts: sql`${merchantVerificationCodes.attempts} + 1` })
        .where(eq(merchantVerificationCodes.id, codeId))
        .returning({ attempts: merchantVerificationCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    async confirmCode(codeId: string) {
      await db.update(merchantVerificationCodes).set({ confirmedAt: sql`now()` }).where(eq(merchantVerificationCodes.id, codeId));
    },

    /** Records a step's date and client address; a step already recorded keeps its first record. */
    async recordStep(accountId: string, step: StepName, address: string, extra: Partial<typeof merchantAccounts.$inferInsert> = {}) {
      const cols = STEP_COLUMNS[step];
      await db
        .update(merchantAccounts)
        .set({ [cols.date]: sql`now()`, [cols.address]: address, ...extra, updatedAt: sql`now()` })
        .where(and(eq(merchantAccounts.id, accountId), isNull(merchantAccounts[cols.date])));
    },

    /** The selfie step and the Selfie document it files, together; false when the step was already recorded. */
    async recordSelfie(accountId: string, address: string, document: typeof merchantDocuments.$inferInsert): Promise<boolean> {
      const cols = STEP_COLUMNS.selfie;
      return db.transaction(async (tx) => {
        const recorded = await tx
          .update(merchantAccounts)
          .set({ [cols.date]: sql`now()`, [cols.address]: address, updatedAt: sql`now()` })
          .where(and(eq(merchantAccounts.id, accountId), isNull(merchantAccounts[cols.date])))
          .returning({ id: merchantAccounts.id });
        if (recorded.length === 0) return false;
        await tx.insert(merchantDocuments).values(document);
        return true;
      });
    },

    /** Onboarding finished: a pending merchant becomes active (other states are the documents' decision). */
    async activatePending(merchantId: string) {
      await db
        .update(merchants)
        .set({ accountStatus: 'ativo', updatedAt: sql`now()` })
        .where(and(eq(merchants.id, merchantId), eq(merchants.accountStatus, 'pendente')));
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
