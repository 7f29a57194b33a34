import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULE_KEYWORDS } from '../modules/reconciliation/rules/default-rules';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_CREDITOR_DOCUMENT, seedDemo } from './access.seed';
import { seedDemoCommitments } from './commitments.seed';
import { seedDemoMerchants } from './merchants/merchants.seed';
import { seedDemoReconciliation } from './reconciliation.seed';
import { seedDemoSchedules } from './schedules.seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const services = t.app.modules.services;
  await seedDemoMerchants(t.database.db, services);
  await seedDemoSchedules(t.database.db, services);
  await seedDemoCommitments(t.database.db, services);
  await seedDemoReconciliation(t.database.db, services);
});
afterAll(async () => t?.close());

describe("the demo's reconciliation", () => {
  it('reconciles the demo creditors’ originators with simulated domiciles, default rules and one merchant at bank 033', async () => {
    const q = <T>(text: string, params?: unknown[]) => t.database.query<T>(text, params);
    const companies = await q<{ document: string; kind: string; active: boolean; accounts: number; simulated: number; rules: number; bank: string | null }>(
      `select cr.document_number as document, c.kind, c.active,
         (select count(*)::int from reconciliation_accounts a where a.company_id = c.id) as accounts,
         (select count(*)::int from reconciliation_accounts a where a.company_id = c.id and a.simulated) as simulated,
         (select count(*)::int from reconciliation_rules r where r.creditor_id = c.creditor_id) as rules,
         (select min(a.bank_code) from reconciliation_accounts a where a.company_id = c.id) as bank
       from reconciliation_companies c join creditors cr on cr.id = c.creditor_id order by cr.document_number, c.kind desc`,
    );
    const originators = companies.filter((c) => c.kind === 'originador');
    expect(originators.length).toBeGreaterThanOrEqual(2);
    for (const c of originators) expect(c).toMatchObject({ active: true, accounts: 1, simulated: 1 });
    // The demo register holds the nine acquirers of §5.7: every default keyword is seeded, once.
    for (const c of companies) expect(c.rules).toBe(DEFAULT_RULE_KEYWORDS.length);
    expect(companies.filter((c) => c.kind === 'estabelecimento')).toEqual([
      expect.objectContaining({ document: DEMO_CREDITOR_DOCUMENT, accounts: 1, simulated: 0, bank: '033' }),
    ]);

    // A second run changes nothing.
    await seedDemoReconciliation(t.database.db, t.app.modules.services);
    expect(await q('select count(*)::int as n from reconciliation_companies')).toEqual([{ n: companies.length }]);
  });
});
