/**
 * The demo data of a fresh embedded database (DESIGN.md §3), one file per module, run in this
 * order. The demo accounts come first, before the app is built; the rest goes through the
 * modules and the sandbox registry once they have started, before the first request is
 * answered. Every step is idempotent; main.ts runs the second phase only when the first one
 * created the accounts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client';
import { seedDemo } from './access.seed';
import { seedDemoAudit } from './audit.seed';
import { seedDemoCommitments } from './commitments.seed';
import { awaitDemoImports, seedDemoImports } from './imports.seed';
import { seedDemoMerchantAccess } from './merchants/access.seed';
import { seedDemoMerchantDocuments } from './merchants/documents.seed';
import { seedDemoMerchantLinks } from './merchants/links.seed';
import { seedDemoMerchants } from './merchants/merchants.seed';
import { finishDemoBackfill, startDemoBackfill } from './reconciliation-backfill.seed';
import { seedDemoReconciliationDecisions } from './reconciliation-decisions.seed';
import { seedDemoReconciliation } from './reconciliation.seed';
import { seedDemoSchedules } from './schedules.seed';

export { DEMO_ADMIN_EMAIL, DEMO_CREDITOR_EMAIL, DEMO_PASSWORD } from './access.seed';

/** First phase: the reference data, the demo creditor, its profiles and the two demo accounts. */
export async function seedDemoAccounts(db: AppDb): Promise<{ created: boolean }> {
  return seedDemo(db);
}

/**
 * Second phase, once the modules have started: merchants, opt-ins, schedule queries, commitments,
 * reconciliation with its statement history (the sandbox ticked from 10 dias úteis back), an import.
 */
export async function seedDemoThroughModules(db: AppDb, app: FastifyInstance, opts: { reconciliation?: boolean } = {}): Promise<void> {
  const services = app.modules.services;
  const reconciliation = opts.reconciliation ?? true;
  // Spec 4 §9.3: the sandbox's date goes back first; the seeds below run relative to it.
  const backfill = reconciliation ? await startDemoBackfill(services) : null;
  await seedDemoMerchants(db, services);
  await seedDemoSchedules(db, services);
  await seedDemoMerchantLinks(db, services);
  await seedDemoMerchantAccess(db, services);
  await seedDemoMerchantDocuments(db, services);
  await seedDemoCommitments(db, services, { market: backfill?.market });
  if (reconciliation) await seedDemoReconciliation(db, services);
  if (backfill) {
    await finishDemoBackfill(db, services, backfill);
    await seedDemoReconciliationDecisions(db, services, backfill);
  }
  await awaitDemoImports(db, await seedDemoImports(db, services, app));
  // Last: the history of everything above, so 'Auditoria' opens on the demo's own events.
  await seedDemoAudit(db, services);
}
