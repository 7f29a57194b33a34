import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@lastro/domain';
import { createAccount } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { creditorWithDomicile } from '../../commitments/registration/testing/fixtures';
import { insertDeal } from '../../commitments/testing/deal-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** A registered contract of R$ 50,00 covered by one applied effect not yet settled. */
async function contract(params: Record<string, string>) {
  const creditor = await creditorWithDomicile(t, params);
  const account = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id });
  const today = await t.app.modules.services('registry').today();
  const { deal, installment } = await insertDeal(t.database.db, {
    creditor,
    contractIdentifier: `CTR-ALERTA-${Date.now()}-${Math.random()}`,
    effects: [{ acquirer: '01027058000191', arrangement: 'VCC', settlementDate: addDays(today, 40), amountCents: 5_000 }],
  });
  await t.database.query('update deals set expiration_date = $2, min_percentage = 100 where id = $1', [deal.id, addDays(today, 100)]);
  const setApplied = (cents: number) => t.database.query('update deal_effects set effect_amount = $2 where installment_id = $1', [installment.id, cents]);
  const expireIn = (days: number) => t.database.query('update deals set expiration_date = $2 where id = $1', [deal.id, addDays(today, days)]);
  const notes = () =>
    t.database.query<{ title: string; description: string; type: number; account_id: string; metadata: { show_deal_info_button: boolean; id: string } }>(
      `select n.title, n.description, n.type, u.account_id, n.metadata from notifications n join notification_users u on u.notification_id = n.id
        where n.metadata->>'id' = $1 order by n.created_at, n.id`,
      [deal.id],
    );
  return { deal, account, setApplied, expireIn, notes, send: () => t.app.modules.services('reconciliation').sendContractAlerts() };
}

describe('contract alerts (spec 4 §4.7)', () => {
  it("notifies 'Compromisso insuficiente' once per crossing, again after the contract recovers", async () => {
    const c = await contract({ envia_notificacao: '1' });
    await c.send();
    expect(await c.notes()).toEqual([]);
    await c.setApplied(1_000);
    await c.send();
    await c.send();
    const first = await c.notes();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      type: 2,
      account_id: c.account.id,
      title: 'Compromisso insuficiente',
      description: `O compromisso ${c.deal.code} cobre 20,0% do saldo devedor (R$ 50,00).`,
      metadata: { show_deal_info_button: true, id: c.deal.id },
    });
    await c.setApplied(5_000);
    await c.send();
    expect(await c.notes()).toHaveLength(1);
    await c.setApplied(1_000);
    await c.send();
    expect((await c.notes()).map((n) => n.title)).toEqual(['Compromisso insuficiente', 'Compromisso insuficiente']);
  });

  it('notifies the 30 and 7 days to expiry once each, and nothing without envia_notificacao', async () => {
    const c = await contract({ envia_notificacao: '1' });
    await c.expireIn(30);
    await c.send();
    await c.send();
    await c.expireIn(7);
    await c.send();
    expect((await c.notes()).map((n) => n.description)).toEqual([
      `O compromisso ${c.deal.code} vence em 30 dias com saldo devedor de R$ 50,00.`,
      `O compromisso ${c.deal.code} vence em 7 dias com saldo devedor de R$ 50,00.`,
    ]);
    const silent = await contract({});
    await silent.setApplied(0);
    await silent.expireIn(7);
    await silent.send();
    expect(await silent.notes()).toEqual([]);
  });
});
