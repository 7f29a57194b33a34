import { asc } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { accounts, creditors, deals, merchants, profiles } from '../db/schema';
import type { ModuleHost } from '../lib/module';

/**
 * The demo's own history in 'Auditoria': the seeds write their rows directly, so each seeded
 * creditor, profile, user, merchant and commitment gets its 'create' event here, in the order the
 * demo built them, through the audit trail itself (chained like any other event). No person is
 * named: the demo's data was made by the system.
 */
export async function seedDemoAudit(db: AppDb, services: ModuleHost['services']): Promise<number> {
  const audit = services('audit');
  let recorded = 0;
  const record = async (
    entity: string,
    entityId: string | number,
    creditorId: string | null,
    after: Record<string, unknown>,
  ) => {
    await audit.record({ entity, entityId, action: 'create', creditorId, after });
    recorded++;
  };
  for (const c of await db.select().from(creditors).orderBy(asc(creditors.createdAt)))
    await record('creditors', c.id, c.id, {
      trading_name: c.tradingName,
      company_name: c.companyName,
      document_number: c.documentNumber,
    });
  for (const p of await db.select().from(profiles).orderBy(asc(profiles.id)))
    await record('domains/profiles', p.id, null, { description: p.description, is_lastro: p.isLastro });
  for (const a of await db.select().from(accounts).orderBy(asc(accounts.createdAt)))
    await record('users', a.id, a.creditorId, { name: a.name, email: a.email, account_type: a.accountType });
  for (const m of await db.select().from(merchants).orderBy(asc(merchants.createdAt)))
    await record('merchants', m.id, m.creditorId, {
      trading_name: m.tradingName,
      document_number: m.documentNumber,
    });
  for (const d of await db.select().from(deals).orderBy(asc(deals.createdAt)))
    await record('deals', d.id, d.creditorId, { deal_status: d.status });
  return recorded;
}
