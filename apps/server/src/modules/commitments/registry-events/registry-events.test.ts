import { addBusinessDays, addDays, MESSAGES } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../test/fixtures';
import {
  creditorWithDomicile,
  dealState,
  freeCents,
  insertDeal,
  merchantOf,
  registrationService,
  type CreditorWorld,
} from '../registration/testing/fixtures';

const R = MESSAGES.commitments.registration;

let t: TestApp;
let admin: string;
let adminId: string;
let creditor: CreditorWorld;
let merchant: { id: string; documentNumber: string };
let today: string;

const registry = () => t.app.modules.services('registry');
const consume = () => t.app.modules.services('commitments').registryEvents.consume();

/** What the report ('Previsão de liquidação') sums for a deal: effects applied and settled. */
async function reportOf(dealId: string) {
  const [deal] = await t.database.query<{ code: string }>('select code from deals where id = $1', [dealId]);
  const rows: { effect_amount: number; effective_settlement_amount: number }[] = [];
  for (let offset = 0; ; offset += 100) {
    const query = { codes: deal!.code, limit: '100', offset: String(offset) };
    const res = await t.as(admin, { method: 'GET', url: '/api/deals/receivable-reached', query });
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data);
    if (offset + 100 >= res.json().metadata.resultset.count) break;
  }
  return {
    applied: Math.round(rows.reduce((s, r) => s + r.effect_amount, 0) * 100),
    settled: Math.round(rows.reduce((s, r) => s + r.effective_settlement_amount, 0) * 100),
  };
}

beforeAll(async () => {
  // The api role: no LISTEN consumer or schedule of its own racing the tests, which consume when they choose.
  t = await createTestApp({ role: 'api' });
  today = await registry().today();
  creditor = await creditorWithDomicile(t, { envia_notificacao: '1' });
  merchant = await merchantOf(t, creditor, 8301);
  const a = await createAccount(t.database.db, { type: 'Backoffice' });
  adminId = a.id;
  admin = await t.signIn(a.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('registry events', () => {
  it('a cancellation hands its amounts on, and the deal that got them is Aprovado with its copies, report and a notification, no Reenviar', async () => {
    const end = addDays(today, 15);
    const free = await freeCents(t, creditor.documentNumber, merchant.documentNumber, today, end);
    const a = Math.floor(free * 0.6);
    const b = Math.floor(free * 0.6);
    const dealA = await insertDeal(t, { creditor, merchant, installments: [{ amount: a, end }], createdBy: adminId });
    // Another effect type: the registry refuses two guarantees of one type over the same URs.
    const dealB = await insertDeal(t, { creditor, merchant, contractType: 2, installments: [{ amount: b, end }], createdBy: adminId });
    expect(await registrationService(t).register({ dealId: dealA }, adminId)).toEqual({ status: 'Aprovado' });
    expect(await registrationService(t).register({ dealId: dealB }, adminId)).toEqual({ status: 'Insuficiente' });
    await consume();
    const short = await dealState(t, dealB);
    expect(short.status).toBe(7);
    expect(Number(short.installments[0]!.amount_total_committed)).toBe(free - a);

    const res = await t.as(admin, { method: 'PUT', url: '/api/deals/change-status', payload: { deal_id: dealA, deal_status: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    await consume();

    const after = await dealState(t, dealB);
    expect(after.status).toBe(2);
    expect(after.status_message).toBeNull();
    expect(after.installments.map((i) => [i.status, Number(i.amount_total_committed), Number(i.effect_amount)])).toEqual([[2, b, b]]);
    expect(after.effects.applied).toBe(b);
    expect(await reportOf(dealB)).toEqual({ applied: b, settled: 0 });
    const history = await t.database.query<{ status: number; description: string; name: string }>(
      'select status, description, name from deal_history where deal_id = $1 order by created_at',
      [dealB],
    );
    expect(history.at(-1)).toEqual({ status: 2, description: R.history.coveredByRegistry, name: R.systemName });
    const notes = await t.database.query<{ type: number; description: string }>(
      `select type, description from notifications where metadata->>'id' = $1 order by created_at`,
      [dealB],
    );
    expect(notes.at(-1)).toEqual({ type: 2, description: R.notificationDescription('Aprovado') });

    // Applying the same events again changes nothing.
    await t.database.query('update registry_event_cursors set ultimo = 0 where financiador = $1', [creditor.documentNumber]);
    await consume();
    expect(await dealState(t, dealB)).toEqual(after);
  });

  it('after a tick the copies and the report show what was paid, and every copy equals the registry', async () => {
    const end = addDays(today, 10);
    // A merchant of its own: on the first one, the earlier deals hold the earliest URs (date order).
    const merchant = await merchantOf(t, creditor, 8304);
    const free = await freeCents(t, creditor.documentNumber, merchant.documentNumber, today, end);
    const amount = Math.floor(free / 3);
    const deal = await insertDeal(t, { creditor, merchant, installments: [{ amount, end }], createdBy: adminId });
    await registrationService(t).register({ dealId: deal }, adminId);
    const tick = await t.as(admin, { method: 'POST', url: '/api/registry/tick', payload: { ate: addBusinessDays(today, 3) } });
    expect(tick.statusCode, tick.body).toBe(200);
    await consume();

    const [installment] = await t.database.query<{ external_reference: string; effective_settlement_amount: string; effect_amount_updated: string }>(
      'select external_reference, effective_settlement_amount, effect_amount_updated from deal_installments where deal_id = $1',
      [deal],
    );
    const contract = await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: installment!.external_reference });
    const paid = contract!.efeitos.reduce((s, e) => s + (e.valorLiquidado ?? 0), 0);
    expect(paid).toBeGreaterThan(0);
    expect(Number(installment!.effective_settlement_amount)).toBe(paid);
    expect(Number(installment!.effect_amount_updated)).toBe(contract!.valorBloqueado + paid);
    expect(await reportOf(deal)).toEqual({ applied: contract!.valorBloqueado, settled: paid });

    const copies = await t.database.query<{ acquirer_document: string; arrangement: string; settlement_date: string; status: string; effect_amount: string; effective_settlement_amount: string; effective_settlement_date: string | null }>(
      `select acquirer_document, arrangement, settlement_date::text, status, effect_amount, effective_settlement_amount, effective_settlement_date::text
       from deal_effects where deal_id = $1 order by settlement_date, acquirer_document, arrangement`,
      [deal],
    );
    expect(
      copies.map((c) => [c.acquirer_document, c.arrangement, c.settlement_date, c.status, Number(c.effect_amount), Number(c.effective_settlement_amount), c.effective_settlement_date]),
    ).toEqual(
      contract!.efeitos.map((e) => [e.credenciadora, e.arranjo, e.dataLiquidacao, e.status, e.valorConstituidoEfeito, e.valorLiquidado, e.dataLiquidacaoEfetiva]),
    );
  });

  it('a gap in the feed is filled by reading the live contracts whole', async () => {
    const end = addDays(today, 30);
    const merchant = await merchantOf(t, creditor, 8302);
    const deal = await insertDeal(t, { creditor, merchant, installments: [{ amount: 5_000, end }], createdBy: adminId });
    await registrationService(t).register({ dealId: deal }, adminId);
    await consume();
    // A copy gone stale, and the next event lost: the feed starts after a gap.
    await t.database.query('update deal_effects set effect_amount = 0 where deal_id = $1', [deal]);
    const registryToday = await registry().today();
    const tick = await t.as(admin, { method: 'POST', url: '/api/registry/tick', payload: { ate: addBusinessDays(registryToday, 1) } });
    expect(tick.statusCode, tick.body).toBe(200);
    await registry().eventFeeds();
    const lost = await t.database.query(
      `delete from registry.events where financiador = $1 and seq = (select ultimo + 1 from registry_event_cursors where financiador = $1) returning seq`,
      [creditor.documentNumber],
    );
    expect(lost).toHaveLength(1);
    await consume();

    const [installment] = await t.database.query<{ external_reference: string }>('select external_reference from deal_installments where deal_id = $1', [deal]);
    const contract = await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: installment!.external_reference });
    expect((await dealState(t, deal)).effects.applied).toBe(contract!.valorBloqueado);
    const [cursor] = await t.database.query<{ ultimo: string }>('select ultimo from registry_event_cursors where financiador = $1', [creditor.documentNumber]);
    const [feed] = await t.database.query<{ ultimo: string }>('select ultimo from registry.event_sequences where financiador = $1', [creditor.documentNumber]);
    expect(cursor!.ultimo).toBe(feed!.ultimo);
  });

  it('the nightly refresh reads every live contract whole and judges its status again', async () => {
    const merchant = await merchantOf(t, creditor, 8303);
    const deal = await insertDeal(t, { creditor, merchant, installments: [{ amount: 4_000, end: addDays(today, 20) }], createdBy: adminId });
    expect(await registrationService(t).register({ dealId: deal }, adminId)).toEqual({ status: 'Aprovado' });
    await consume();
    // A copy and a status gone stale (as before events existed).
    await t.database.query(`update deal_installments set status = 7, amount_total_committed = 0 where deal_id = $1`, [deal]);
    await t.database.query(`update deals set status = 7 where id = $1`, [deal]);
    await t.database.query(`update deal_effects set effect_amount = 0 where deal_id = $1`, [deal]);
    const { contracts } = await t.app.modules.services('commitments').registryEvents.refreshLive();
    expect(contracts).toBeGreaterThan(0);
    const state = await dealState(t, deal);
    expect(state.status).toBe(2);
    expect(state.installments.map((i) => [i.status, Number(i.amount_total_committed)])).toEqual([[2, 4_000]]);
    expect(state.effects.applied).toBe(4_000);
  });
});
