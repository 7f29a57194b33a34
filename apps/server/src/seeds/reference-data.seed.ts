import type { AppDb } from '../db/client';
import { REFERENCE_ACQUIRERS, REFERENCE_ARRANGEMENTS, REFERENCE_BANKS } from '../db/reference-data';
import { acquirers, arrangements, banks } from '../db/schema';

/** The banks, acquirers and arrangements of db/reference-data.ts (demo start and tests). Idempotent. */
export async function seedReferenceData(db: AppDb): Promise<void> {
  await db
    .insert(banks)
    .values(REFERENCE_BANKS.map((b) => ({ bankCode: b.code, bankName: b.name, bankIspb: b.ispb })))
    .onConflictDoNothing();
  await db
    .insert(acquirers)
    .values(REFERENCE_ACQUIRERS.map((a) => ({ acquirerName: a.name, documentNumber: a.document, registerName: a.registry })))
    .onConflictDoNothing();
  await seedReferenceArrangements(db);
}

/** The arrangements alone (tests that name a UR's arrangement). Idempotent. */
export async function seedReferenceArrangements(db: AppDb): Promise<void> {
  await db
    .insert(arrangements)
    .values(
      REFERENCE_ARRANGEMENTS.map((a) => ({
        brandName: a.brandName,
        brandCode: a.brandCode,
        type: a.type,
        paymentArrangement: a.code,
      })),
    )
    .onConflictDoNothing();
}
