import { addDays, COMMITMENT_STATUS_CODE as S } from '@lastro/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/fixtures';
import { judgeSummary } from '../registration/registration-effects';
import { creditorWithDomicile, merchantOf, registerShareOfAgenda, registrationService, type CreditorWorld } from '../registration/testing/fixtures';
import { copyOfContract } from './contract-copies';

/**
 * Whatever the registry does — registrations of either effect type, cancellations, sales and
 * settlements by ticks — once its events are consumed every product copy equals the registry:
 * each effect, each installment's totals, and the aprovado/insuficiente judgement.
 */
let t: TestApp;
let creditor: CreditorWorld;
let adminId: string;
let seed = 8500;

const step = fc.oneof(
  fc.record({ kind: fc.constant('register' as const), share: fc.double({ min: 0.1, max: 1.5, noNaN: true }), contractType: fc.constantFrom(1 as const, 2 as const), from: fc.integer({ min: 0, max: 4 }), days: fc.integer({ min: 3, max: 20 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  // Ticks long enough to settle URs the contracts reach (their windows start within days).
  fc.record({ kind: fc.constant('tick' as const), days: fc.integer({ min: 2, max: 10 }) }),
);

beforeAll(async () => {
  t = await createTestApp();
  creditor = await creditorWithDomicile(t);
  adminId = (await createAccount(t.database.db, { type: 'Backoffice' })).id;
});
afterAll(async () => t?.close());

async function expectCopiesEqualRegistry(dealIds: string[]) {
  const registry = t.app.modules.services('registry');
  for (const dealId of dealIds) {
    const [deal] = await t.database.query<{ status: number; min_percentage: string }>('select status, min_percentage from deals where id = $1', [dealId]);
    const installments = await t.database.query<{ id: string; external_reference: string; amount: string; status: number; amount_total_committed: string; effect_amount: string; effective_settlement_amount: string }>(
      'select id, external_reference, amount, status, amount_total_committed, effect_amount, effective_settlement_amount from deal_installments where deal_id = $1',
      [dealId],
    );
    for (const i of installments) {
      const contract = await registry.findContract({ financiador: creditor.documentNumber, referenciaExterna: i.external_reference });
      if (!contract) continue;
      const copy = copyOfContract(contract);
      const effects = await t.database.query<{ k: string; status: string; effect_amount: string; effective_settlement_amount: string }>(
        `select acquirer_document || '|' || arrangement || '|' || settlement_date::text as k, status, effect_amount, effective_settlement_amount
         from deal_effects where installment_id = $1 order by 1`,
        [i.id],
      );
      expect(effects.map((e) => [e.k, e.status, Number(e.effect_amount), Number(e.effective_settlement_amount)])).toEqual(
        [...copy.effects].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, e]) => [k, e.status, e.effectAmount, e.effectiveSettlementAmount]),
      );
      const judged = judgeSummary(Number(deal!.min_percentage), Number(i.amount), copy.summary);
      expect([Number(i.amount_total_committed), Number(i.effect_amount), Number(i.effective_settlement_amount)]).toEqual([
        judged.totals.amountTotalCommitted,
        judged.totals.effectAmount,
        judged.totals.effectiveSettlementAmount,
      ]);
      if (deal!.status === S.aprovado || deal!.status === S.insuficiente) expect(i.status).toBe(judged.status);
    }
  }
}

it('after any sequence of registrations, cancellations and ticks, the consumed events leave every copy equal to the registry', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 5 }), async (steps) => {
      const merchant = await merchantOf(t, creditor, seed++);
      const registry = t.app.modules.services('registry');
      const live: string[] = [];
      const all: string[] = [];
      for (const s of steps) {
        const today = await registry.today();
        if (s.kind === 'register') {
          const id = await registerShareOfAgenda(t, { creditor, merchant, adminId }, s);
          all.push(id);
          live.push(id);
        } else if (s.kind === 'cancel' && live.length) {
          const [id] = live.splice(s.pick % live.length, 1);
          await registrationService(t).changeStatus(
            { accountId: adminId, sessionId: 'p', accountType: 'Backoffice', isAdmin: true, creditorId: null, email: 'a@a', name: 'Admin', permissions: new Map() },
            { deal_id: id!, deal_status: S.cancelado },
          ).catch(() => undefined);
        } else if (s.kind === 'tick') {
          await registry.tick(addDays(today, s.days));
        }
        await t.app.modules.services('commitments').registryEvents.consume();
        await expectCopiesEqualRegistry(all);
      }
    }),
    { numRuns: 8 },
  );
});
