import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, addDays } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_CREDITOR_DOCUMENT, seedDemo } from './access.seed';
import { seedDemoThroughModules } from './index';

let t: TestApp;
let market: string;
let days: string[];

beforeAll(async () => {
  t = await createTestApp();
  market = await t.app.modules.services('registry').today();
  days = businessDaysBetween(addDays(addBusinessDays(market, -10), 1), market);
  await seedDemo(t.database.db);
  await seedDemoThroughModules(t.database.db, t.app);
}, 600_000);
afterAll(async () => t?.close());

const q = <T>(text: string, params?: unknown[]) => t.database.query<T>(text, params);

describe('a fresh demo database (spec 4 §9.3)', () => {
  it('ends at the market date, the companies reconciled from the first backfill day', async () => {
    expect(await t.app.modules.services('registry').today()).toBe(market);
    expect(days).toHaveLength(10);
    const starts = await q<{ start: string }>(
      'select distinct start_date::text as start from reconciliation_companies',
    );
    expect(starts).toEqual([{ start: days[0] }]);
  });

  it("has the demo creditor's originator statements for b1..b10 but b9, all committed from the simulator", async () => {
    const rows = await q<{ account: string; date: string; status: string; origin: string }>(
      `select a.id as account, f.period_start::text as date, f.status, f.origin
       from reconciliation_files f join reconciliation_accounts a on a.id = any(f.accounts)
       join creditors c on c.id = f.creditor_id
       where c.document_number = $1 and a.domicile_id is not null order by 1, 2`,
      [DEMO_CREDITOR_DOCUMENT],
    );
    expect(rows.every((r) => r.origin === 'sandbox' && r.status === 'processado')).toBe(true);
    const byAccount = new Map<string, string[]>();
    for (const r of rows) byAccount.set(r.account, [...(byAccount.get(r.account) ?? []), r.date]);
    const covered = [...byAccount.values()];
    // The main account misses b9 (the gap); any other originator account has every day.
    expect(covered).toContainEqual(days.filter((_, i) => i !== 8));
    for (const dates of covered) expect([days, days.filter((_, i) => i !== 8)]).toContainEqual(dates);
    const books = await q<{ n: number }>(
      'select count(*)::int n from reconciliation_sandbox_days where not delivered and date = $1',
      [days[8]],
    );
    expect(books).toEqual([{ n: 1 }]);
  });

  it("keeps the merchant account's OFX files waiting in 'Aguardando vínculo'", async () => {
    const waiting = await q<{ name: string; status: string }>(
      `select f.name, f.status from reconciliation_files f join creditors c on c.id = f.creditor_id
       where c.document_number = $1 and f.status = 'aguardando_vinculo'`,
      [DEMO_CREDITOR_DOCUMENT],
    );
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.every((f) => f.name.startsWith('extrato_033_') && f.name.endsWith('.ofx'))).toBe(true);
  });

  it('pays into the reconciled demo accounts only commitments the product knows [D42]', async () => {
    const unknown = await q<{ n: number }>(
      `select count(*)::int n from reconciliation_settlements s
       where s.account_id is not null and s.contract_identifier is not null
         and not exists (select 1 from contract_directory d where d.contract_identifier = s.contract_identifier)`,
    );
    expect(unknown).toEqual([{ n: 0 }]);
    const paid = await q<{ n: number }>('select count(*)::int n from reconciliation_settlements where account_id is not null and contract_identifier is not null');
    expect(paid[0]!.n).toBeGreaterThan(0);
  });

  it('has imported statement lines on the backfill days', async () => {
    const lines = await q<{ n: number }>(
      `select count(*)::int n from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id
       where f.origin = 'sandbox' and l.posted_date = $1 and l.status = 'importada'`,
      [days[5]],
    );
    expect(lines[0]!.n).toBeGreaterThan(0);
  });
});
