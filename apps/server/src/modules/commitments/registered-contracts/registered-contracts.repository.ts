import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { dealInstallments, deals } from '../../../db/schema/commitments';

export function createRegisteredContractsRepository(db: AppDb) {
  return {
    /**
     * The installment a user's `ref` names: our external reference ('…-01') or the registry's
     * identifier, else the commitment's own code (its first registered installment). A code is
     * the creditor's own, so another creditor may use it too: `creditorId` keeps a creditor
     * user's search to its own commitments, and an administrator gets the newest registered one.
     */
    async findInstallment(ref: string, creditorId?: string) {
      const installments = () =>
        db
          .select({
            externalReference: dealInstallments.externalReference,
            contractIdentifier: dealInstallments.contractIdentifier,
            creditorId: deals.creditorId,
            creditorDocumentNumber: deals.creditorDocumentNumber,
          })
          .from(dealInstallments)
          .innerJoin(deals, eq(deals.id, dealInstallments.dealId));
      // Two lookups, not one OR: a reference (the usual search) is answered from its unique index alone.
      const [exact] = await installments()
        .where(or(eq(dealInstallments.externalReference, ref), eq(dealInstallments.contractIdentifier, ref)))
        .limit(1);
      if (exact) return exact;
      const [byCode] = await installments()
        .where(and(eq(deals.code, ref), creditorId ? eq(deals.creditorId, creditorId) : undefined))
        .orderBy(sql`${dealInstallments.contractIdentifier} is null`, desc(deals.createdAt), asc(dealInstallments.installment))
        .limit(1);
      return byCode;
    },
  };
}

export type RegisteredContractsRepository = ReturnType<typeof createRegisteredContractsRepository>;
