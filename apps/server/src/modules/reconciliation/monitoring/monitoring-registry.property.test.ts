import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, contractFigures, type MonitoringContractDetail } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/fixtures';
import { adminToken } from '../../creditors/testing';
import { copyOfContract } from '../../commitments/registry-events/contract-copies';
import { creditorWithDomicile, merchantOf, registerShareOfAgenda, type CreditorWorld } from '../../commitments/registration/testing/fixtures';

/**
 * Issue 28: the monitoring figures agree with the registry. Commitments of random size, minimum
 * and effect type are registered at the sandbox registry, and random ticks settle their URs;
 * once the registry's events are consumed, each contract's drawer shows what the registry's own
 * contract says: the effects applied and not yet paid, those waiting on URs a constituir, what
 * was settled, and from them the debt, coverage and situation of spec 4 §4.7.
 */
let t: TestApp;
let creditor: CreditorWorld;
let admin: string;
let adminId: string;
let seed = 9100;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('register' as const),
    share: fc.double({ min: 0.1, max: 1.5, noNaN: true }),
    contractType: fc.constantFrom(1 as const, 2 as const),
    minPercentage: fc.integer({ min: 1, max: 100 }),
    from: fc.integer({ min: 0, max: 4 }),
    days: fc.integer({ min: 3, max: 20 }),
    dueIn: fc.integer({ min: 10, max: 120 }),
  }),
  fc.record({ kind: fc.constant('tick' as const), days: fc.integer({ min: 1, max: 10 }) }),
);

beforeAll(async () => {
  t = await createTestApp();
  creditor = await creditorWithDomicile(t);
  adminId = (await createAccount(t.database.db, { type: 'Backoffice' })).id;
  admin = await adminToken(t);
}, 180_000);
afterAll(async () => t?.close());

const cents = (money: string) => Math.round(Number(money) * 100);

async function expectFiguresOfRegistry(dealIds: string[]) {
  const registry = t.app.modules.services('registry');
  const today = await registry.today();
  for (const dealId of dealIds) {
    const installments = await t.database.query<{ id: string; external_reference: string; amount: string; contract_identifier: string | null; min_percentage: string; due: string }>(
      `select i.id, i.external_reference, i.amount, i.contract_identifier, d.min_percentage, coalesce(d.expiration_date, i.execution_date_end)::text as due
         from deal_installments i join deals d on d.id = i.deal_id where i.deal_id = $1`,
      [dealId],
    );
    for (const i of installments) {
      const contract = await registry.findContract({ financiador: creditor.documentNumber, referenciaExterna: i.external_reference });
      // A registration the registry refused has no contract, and nothing to monitor.
      if (!contract || !i.contract_identifier) continue;
      const effects = [...copyOfContract(contract).effects.values()];
      const applied = effects.filter((e) => e.constituted && e.status === 'aplicado' && !e.effectiveSettlementDate).reduce((s, e) => s + e.effectAmount, 0);
      const toConstitute = effects.filter((e) => !e.constituted && e.status === 'solicitado').reduce((s, e) => s + e.amountOnerate, 0);
      const settled = effects.reduce((s, e) => s + (e.effectiveSettlementAmount ?? 0), 0);
      const expected = contractFigures({ contractAmount: Number(i.amount), appliedToSettle: applied, settled, minPercentage: Number(i.min_percentage), dueDate: i.due, today });
      const res = await t.as(admin, { method: 'GET', url: `/api/reconciliation/monitoring/contracts/${i.id}` });
      expect(res.statusCode).toBe(200);
      const row = (res.json() as MonitoringContractDetail).contract;
      expect({
        applied: cents(row.applied_to_settle),
        toConstitute: cents(row.to_constitute),
        settled: cents(row.settled),
        debt: cents(row.debt),
        coverage: row.coverage_percent === null ? null : Number(row.coverage_percent),
        situation: row.situation,
        days: row.days_to_due,
      }).toEqual({ applied, toConstitute, settled, debt: expected.debt, coverage: expected.coverage, situation: expected.situation, days: expected.daysToDue });
    }
  }
}

it('after any sequence of registrations and ticks, each contract’s figures are those of the registry’s contract', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 5 }), async (steps) => {
      const merchant = await merchantOf(t, creditor, seed++);
      const registry = t.app.modules.services('registry');
      const deals: string[] = [];
      for (const s of steps) {
        const today = await registry.today();
        if (s.kind === 'register') {
          const id = await registerShareOfAgenda(t, { creditor, merchant, adminId }, { ...s, expirationDate: addDays(today, s.dueIn) });
          deals.push(id);
        } else {
          await registry.tick(addDays(today, s.days));
        }
        await t.app.modules.services('commitments').registryEvents.consume();
        await expectFiguresOfRegistry(deals);
      }
      // The property is vacuous unless some contract was registered and read.
      return deals.length === 0 || (await t.database.query('select 1 from deal_installments where deal_id = any($1::uuid[]) and contract_identifier is not null', [deals])).length > 0;
    }),
    // Each run moves the registry's clock and registers at it: a failure is reported as found,
    // not shrunk through dozens of such runs.
    { numRuns: 6, endOnFailure: true },
  );
}, 600_000);
