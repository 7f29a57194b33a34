import { addDays } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invariantViolations } from '../../../integrations/registry/sandbox/invariants';
import { createTestApp, type TestApp } from '../../../test/app';
import { creditorWithDomicile, freeCents, insertDeal, merchantOf, optIn, registrationService } from './testing/fixtures';

let t: TestApp;
afterAll(async () => t?.close());
beforeAll(async () => {
  t = await createTestApp();
});

describe('twenty commitments registered in parallel on one merchant', () => {
  it('never commit more than is free, and every UR keeps the invariant of domain.md §2', async () => {
    const registry = t.app.modules.services('registry');
    const today = await registry.today();
    const start = addDays(today, 5);
    const end = addDays(today, 9);
    const owner = await creditorWithDomicile(t);
    const merchant = await merchantOf(t, owner, 8201);
    // Twenty creditors, each with its own opt-in, compete for the same URs.
    const creditors = [owner, ...(await Promise.all(Array.from({ length: 19 }, () => creditorWithDomicile(t))))];
    for (const c of creditors.slice(1)) await optIn(t, c.documentNumber, merchant.documentNumber);
    const free = await freeCents(t, owner.documentNumber, merchant.documentNumber, start, end);
    expect(free).toBeGreaterThan(1000);
    const amount = Math.floor(free / 2) + 1;
    const ids = await Promise.all(creditors.map((creditor) => insertDeal(t, { creditor, merchant, installments: [{ amount, start, end }] })));

    const service = registrationService(t);
    const outcomes = await Promise.all(ids.map((dealId) => service.register({ dealId }, owner.id)));
    expect(outcomes).toHaveLength(20);

    const deals = await t.database.query<{ id: string; status: number }>('select id, status from deals where id = any($1)', [ids]);
    // Every deal got an outcome; at most one can be covered in full.
    expect(deals.every((d) => [2, 5, 7].includes(d.status))).toBe(true);
    expect(deals.filter((d) => d.status === 2).length).toBeLessThanOrEqual(1);
    expect(deals.filter((d) => d.status === 7).length).toBeGreaterThanOrEqual(19);

    // What the product copied is what the registry applied, and together never more than was free.
    const [copied] = await t.database.query<{ applied: string }>('select coalesce(sum(effect_amount), 0) as applied from deal_effects where deal_id = any($1)', [ids]);
    expect(Number(copied!.applied)).toBeLessThanOrEqual(free);
    expect(Number(copied!.applied)).toBeGreaterThan(amount - 1);
    for (const [i, id] of ids.entries()) {
      const contract = await registry.findContract({ financiador: creditors[i]!.documentNumber, referenciaExterna: `${id}-01` });
      const [mine] = await t.database.query<{ applied: string }>('select coalesce(sum(effect_amount), 0) as applied from deal_effects where deal_id = $1', [id]);
      expect(Number(mine!.applied)).toBe(contract!.valorBloqueado);
    }
    // Per UR: the copied effects never exceed the UR's total.
    const over = await t.database.query(
      `select e.acquirer_document, e.arrangement, e.settlement_date from deal_effects e
       join registry.units u on u.credenciadora = e.acquirer_document and u.arranjo = e.arrangement
         and u.data_liquidacao = e.settlement_date and u.ufr = $2 and u.titular = $2
       where e.deal_id = any($1)
       group by e.acquirer_document, e.arrangement, e.settlement_date, u.valor_total
       having sum(e.effect_amount) > u.valor_total`,
      [ids, merchant.documentNumber],
    );
    expect(over).toEqual([]);
    const q = async <T>(text: string, params?: unknown[]) => (await t.database.pool.query(text, params)).rows as T[];
    expect(await invariantViolations(q, merchant.documentNumber)).toEqual([]);
    expect(await freeCents(t, owner.documentNumber, merchant.documentNumber, start, end)).toBe(free - Number(copied!.applied));
  });
});
