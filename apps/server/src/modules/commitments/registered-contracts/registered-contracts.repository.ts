import { eq, or } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { dealInstallments, deals } from '../../../db/schema/commitments';

export function createRegisteredContractsRepository(db: AppDb) {
  return {
    /** The installment registered under `ref` (our external reference or the registry's identifier), with its financiador. */
    async findInstallment(ref: string) {
      const [row] = await db
        .select({
          externalReference: dealInstallments.externalReference,
          contractIdentifier: dealInstallments.contractIdentifier,
          creditorId: deals.creditorId,
          creditorDocumentNumber: deals.creditorDocumentNumber,
        })
        .from(dealInstallments)
        .innerJoin(deals, eq(deals.id, dealInstallments.dealId))
        .where(or(eq(dealInstallments.externalReference, ref), eq(dealInstallments.contractIdentifier, ref)))
        .limit(1);
      return row;
    },
  };
}

export type RegisteredContractsRepository = ReturnType<typeof createRegisteredContractsRepository>;
