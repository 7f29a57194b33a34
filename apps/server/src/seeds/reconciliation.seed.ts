import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { creditors, deals, merchants } from '../db/schema';
import type { ModuleHost } from '../lib/module';
import { DEMO_CREDITOR_DOCUMENT } from './access.seed';

/** Where the demo merchant's free part lands: Santander, whose OFX files name the account with the agency in front (spec 4 §9.3). */
const DEMO_MERCHANT_ACCOUNT = { bank_code: '033', agency: '2271', account_number: '13004512', account_digit: '3', account_type: 'CC' } as const;

/**
 * Spec 4 §9.3: every demo creditor holding commitments is reconciled through its originators
 * (their domiciles simulated, default tolerances and rules), and the demo creditor adds one
 * merchant with an active opt-in. Idempotent: a second run finds everything in place.
 */
export async function seedDemoReconciliation(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const reconciliation = services('reconciliation');
  const holders = await db.selectDistinct({ id: deals.creditorId }).from(deals);
  for (const { id } of holders) await reconciliation.simulateOriginatorAccounts(id);

  const [demo] = await db.select({ id: creditors.id }).from(creditors).where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT));
  if (!demo) return;
  const candidates = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.creditorId, demo.id), inArray(merchants.id, db.select({ id: deals.merchantId }).from(deals).where(eq(deals.creditorId, demo.id)))))
    .orderBy(merchants.documentNumber);
  const merchantsPort = services('merchants');
  for (const { id } of candidates) {
    if (!(await merchantsPort.hasActiveOptIn(id, demo.id))) continue;
    try {
      await reconciliation.addMerchant(demo.id, id, DEMO_MERCHANT_ACCOUNT);
    } catch (err) {
      // Already added on an earlier run: nothing to do.
      if ((err as { statusCode?: number }).statusCode !== 409) throw err;
    }
    return;
  }
}
