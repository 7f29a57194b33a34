import { addBusinessDays, addDays, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS } from '../../../integrations/registry';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createProfile, TEST_PASSWORD } from '../../../test/fixtures';
import {
  creditorWithDomicile,
  dealState,
  freeCents,
  insertDeal,
  merchantOf,
  registrationService,
  type CreditorWorld,
} from './testing/fixtures';

const R = MESSAGES.commitments.registration;

let t: TestApp;
let admin: string;
let adminId: string;
let user: string;
let viewer: string;
let other: string;
let creditor: CreditorWorld;
let merchant: { id: string; documentNumber: string };
let today: string;

const service = () => registrationService(t);
const registry = () => t.app.modules.services('registry');
const changeStatus = (token: string, payload: Record<string, unknown>) => t.as(token, { method: 'PUT', url: '/api/deals/change-status', payload });
const reversed = (token: string, deal_id: string) => t.as(token, { method: 'POST', url: '/api/deals/reversed', payload: { deal_id } });
const approved = (token: string, deal_id: string) => t.as(token, { method: 'POST', url: '/api/deals/approved', payload: { deal_id } });

beforeAll(async () => {
  t = await createTestApp();
  today = await registry().today();
  const db = t.database.db;
  creditor = await creditorWithDomicile(t, { envia_notificacao: '1' });
  merchant = await merchantOf(t, creditor, 8101);
  const a = await createAccount(db, { type: 'Backoffice' });
  adminId = a.id;
  admin = await t.signIn(a.email, TEST_PASSWORD);
  const slug = PERMISSIONS.cad_compromisso_dados_compromissos;
  const full = await createProfile(db, { isLastro: false, grants: [[slug, ['read', 'create', 'edit', 'delete']]] });
  const readOnly = await createProfile(db, { isLastro: false, grants: [[slug, ['read', 'edit']]] });
  user = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: full.id })).email, TEST_PASSWORD);
  viewer = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: readOnly.id })).email, TEST_PASSWORD);
  const stranger = await creditorWithDomicile(t);
  other = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: stranger.id, profileId: full.id })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('registration job', () => {
  it('registers each installment as a contract and copies its effects; the merchant free amount drops, cancel brings it back', async () => {
    const end = addDays(today, 20);
    const before = await freeCents(t, creditor.documentNumber, merchant.documentNumber, today, end);
    expect(before).toBeGreaterThan(10_000);
    const amount = Math.floor(before / 4);
    const id = await insertDeal(t, {
      creditor,
      merchant,
      installments: [
        { amount, end: addDays(today, 10) },
        { amount, start: addDays(today, 11), end },
      ],
      createdBy: adminId,
    });
    expect(await service().register({ dealId: id }, adminId)).toEqual({ status: 'Aprovado' });
    const state = await dealState(t, id);
    expect(state.status).toBe(2);
    expect(state.installments.map((i) => [i.status, Number(i.amount_total_committed)])).toEqual([
      [2, amount],
      [2, amount],
    ]);
    expect(state.installments.every((i) => i.contract_identifier)).toBe(true);
    expect(state.effects.n).toBeGreaterThan(0);
    expect(state.effects.applied).toBe(2 * amount);
    expect(await freeCents(t, creditor.documentNumber, merchant.documentNumber, today, end)).toBe(before - 2 * amount);

    // The registry's contract carries the deal's terms.
    const contract = await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: `${id}-01` });
    expect(contract).toMatchObject({ tipoEfeito: 1, regraDivisao: 1, valor: amount, status: 'ativo' });

    // Registered once, however often the job runs.
    expect(await service().register({ dealId: id }, adminId)).toEqual({ status: 'Aprovado' });
    const history = await t.database.query<{ status: number }>('select status from deal_history where deal_id = $1', [id]);
    expect(history.map((h) => h.status)).toEqual([2]);

    // The notification of type 2 with the deal's button (envia_notificacao = 1).
    const [note] = await t.database.query<{ type: number; metadata: { show_deal_info_button: boolean; id: string } }>(
      `select type, metadata from notifications where metadata->>'id' = $1`,
      [id],
    );
    expect(note).toMatchObject({ type: 2, metadata: { show_deal_info_button: true, id } });

    const res = await changeStatus(user, { deal_id: id, deal_status: 3, creditor_id: creditor.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await dealState(t, id)).status).toBe(3);
    expect((await dealState(t, id)).effects.applied).toBe(0);
    expect(await freeCents(t, creditor.documentNumber, merchant.documentNumber, today, end)).toBe(before);

    // Each move is audited with the status it left and took, the job's as well as the person's.
    const moves = await t.database.query<{ before: { deal_status: number }; after: { deal_status: number } }>(
      `select before, after from audit_events where entity = 'deals' and entity_id = $1 and action = 'status' order by seq`,
      [id],
    );
    expect(moves.map((m) => [m.before.deal_status, m.after.deal_status])).toEqual([
      [6, 2],
      [2, 3],
    ]);

    const again = await changeStatus(user, { deal_id: id, deal_status: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toEqual(["Não é possível cancelar um compromisso com situação 'Cancelado'."]);
  });

  it('keeps a short commitment as insuficiente with the applied and missing amounts', async () => {
    const start = addDays(today, 40);
    const end = addDays(today, 45);
    const free = await freeCents(t, creditor.documentNumber, merchant.documentNumber, start, end);
    const id = await insertDeal(t, { creditor, merchant, contractType: 2, installments: [{ amount: free + 12_345, start, end }] });
    await service().register({ dealId: id }, adminId);
    const state = await dealState(t, id);
    expect(state.status).toBe(7);
    expect(Number(state.installments[0]!.amount_total_committed)).toBe(free);
    expect(state.status_message).toMatch(/^Valor livre insuficiente: aplicado R\$ .+, faltam R\$ 123,45$/);
    // Cessão fiduciária at the registry.
    expect((await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: `${id}-01` }))?.tipoEfeito).toBe(2);
    // Short -> liquidar is allowed; the contract is settled at the registry and the list's second call completes it.
    expect((await changeStatus(user, { deal_id: id, deal_status: 4 })).statusCode).toBe(200);
    expect((await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: `${id}-01` }))?.status).toBe('liquidado');
    expect((await reversed(user, id)).json()).toEqual({ ok: true });
    expect((await dealState(t, id)).status).toBe(4);
  });

  it('refuses a commitment the registry refuses, with its message, and sends it again on approval', async () => {
    // Execution starting before the registry date: refused by the registry.
    const id = await insertDeal(t, { creditor, merchant, installments: [{ amount: 1000, start: addDays(today, -1), end: addDays(today, 5) }] });
    await service().register({ dealId: id }, adminId);
    const state = await dealState(t, id);
    expect(state.status).toBe(5);
    expect(state.status_message).toBe('Recusado pela registradora: 100302 - Data de início anterior à data atual da registradora.');
    // Fixing the dates and resending registers it (a new attempt key at the registry).
    await t.database.query('update deal_installments set execution_date = $2, due_date = $2 where deal_id = $1', [id, today]);
    const res = await approved(user, id);
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(async () => (await dealState(t, id)).status === 2, 'the resent deal to be registered');
  });

  it('registers the installments in one batch: the one the registry refuses is recusado, the others registered; a retried job registers nothing twice', async () => {
    // The third overlaps the second's window: the registry meets the second first and refuses the third.
    // Counted in business days: a window of calendar days can fall on a holiday and a weekend
    // (Good Friday 2027), hold no UR and end insuficiente instead of registered.
    const windows = [
      [80, 81],
      [82, 84],
      [84, 86],
      [87, 89],
    ].map(([a, b]) => ({ amount: 700, start: addBusinessDays(today, a!), end: addBusinessDays(today, b!) }));
    const id = await insertDeal(t, { creditor, merchant, installments: windows, createdBy: adminId });
    expect(await service().register({ dealId: id }, adminId)).toEqual({ status: 'Recusado' });
    const state = await dealState(t, id);
    expect(state.status).toBe(5);
    expect(state.status_message).toBe(`Recusado pela registradora: 100300 - ${REGISTRY_ERRORS.overlappingGuarantee.mensagem}`);
    expect(state.installments.map((i) => [i.status, !!i.contract_identifier])).toEqual([
      [2, true],
      [2, true],
      [5, false],
      [2, true],
    ]);
    const byInstallment = await t.database.query<{ installment: number; n: string }>(
      `select i.installment, count(e.id) as n from deal_installments i left join deal_effects e on e.installment_id = i.id
       where i.deal_id = $1 group by i.installment order by i.installment`,
      [id],
    );
    expect(byInstallment.map((r) => Number(r.n) > 0)).toEqual([true, true, false, true]);
    const ref = (n: number) => ({ financiador: creditor.documentNumber, referenciaExterna: `${id}-0${n}` });
    expect(await registry().findContract(ref(3))).toBeNull();

    // The job retried after the registry answered but before the copies were written: the
    // same keys answer the first receipts, and nothing is registered again.
    const protocols = await t.database.query<{ protocol: string | null }>(
      'select protocol from deal_installments where deal_id = $1 order by installment',
      [id],
    );
    await t.database.query('update deals set status = 6 where id = $1', [id]);
    await t.database.query(
      'update deal_installments set status = 6, contract_identifier = null, protocol = null where deal_id = $1 and status = 2',
      [id],
    );
    expect(await service().register({ dealId: id }, adminId)).toEqual({ status: 'Recusado' });
    const retried = await dealState(t, id);
    expect(retried.installments.map((i) => [i.status, i.contract_identifier])).toEqual(
      state.installments.map((i) => [i.status, i.contract_identifier]),
    );
    expect(
      await t.database.query('select protocol from deal_installments where deal_id = $1 order by installment', [id]),
    ).toEqual(protocols);
    const [{ n }] = (await t.database.query<{ n: string }>(
      'select count(*) as n from registry.contracts where referencia_externa like $1',
      [`${id}-%`],
    )) as [{ n: string }];
    expect(Number(n)).toBe(3);
  });

  it('waits in a_aprovar when the creditor asks for approval, and registers once approved', async () => {
    const approving = await creditorWithDomicile(t, { aprovacao_compromisso: '1' });
    const m = await merchantOf(t, approving, 8102);
    const id = await insertDeal(t, { creditor: approving, merchant: m, installments: [{ amount: 500 }] });
    expect(await service().register({ dealId: id }, adminId)).toEqual({ status: 'a_aprovar' });
    expect((await dealState(t, id)).status).toBe(1);
    expect((await dealState(t, id)).effects.n).toBe(0);
    expect((await approved(admin, id)).statusCode).toBe(200);
    await waitFor(async () => (await dealState(t, id)).status === 2, 'the approved deal to be registered');
  });

  it('a registration whose last attempt failed leaves the deal refused, to be resent', async () => {
    const id = await insertDeal(t, { creditor, merchant, installments: [{ amount: 500 }] });
    await service().registrationFailed(id);
    expect(await dealState(t, id)).toMatchObject({ status: 5, status_message: R.registrationFailed });
    // Only from em_processamento: a registered deal is left alone.
    await service().registrationFailed(id);
    const history = await t.database.query('select 1 from deal_history where deal_id = $1', [id]);
    expect(history).toHaveLength(1);
  });

  it('refuses a deal whose bank account is gone', async () => {
    const id = await insertDeal(t, { creditor, merchant, installments: [{ amount: 500 }] });
    await t.database.query('update deals set bank_account_id = null where id = $1', [id]);
    await service().register({ dealId: id }, adminId);
    expect(await dealState(t, id)).toMatchObject({ status: 5, status_message: R.withoutBankAccount });
  });
});

describe('actions and the state machine', () => {
  async function approvedDeal(start = addDays(today, 60)) {
    const id = await insertDeal(t, { creditor, merchant, installments: [{ amount: 300, start, end: addDays(start, 3) }] });
    await service().register({ dealId: id }, adminId);
    expect((await dealState(t, id)).status).toBe(2);
    return id;
  }

  it('contests only as admin and only from aprovado', async () => {
    const id = await approvedDeal(addDays(today, 70));
    const refused = await changeStatus(user, { deal_id: id, deal_status: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.message).toEqual([R.contestAdminOnly]);
    expect((await changeStatus(admin, { deal_id: id, deal_status: 10 })).json()).toEqual({ ok: true });
    const twice = await changeStatus(admin, { deal_id: id, deal_status: 10 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.message).toEqual(["Não é possível contestar um compromisso com situação 'Em contestação'."]);
    // A contested commitment may still be written off.
    expect((await reversed(user, id)).json()).toEqual({ ok: true });
    expect((await dealState(t, id)).status).toBe(8);
    expect((await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: `${id}-01` }))?.status).toBe('baixado');
  });

  it('refuses unknown statuses, bad ids, other creditors and missing permissions in Portuguese', async () => {
    const id = await approvedDeal(addDays(today, 80));
    const bad = await changeStatus(user, { deal_id: id, deal_status: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toEqual([R.dealStatusNotAllowed]);
    const noId = await reversed(user, 'x');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors.message).toEqual([R.dealIdRequired]);
    const foreign = await changeStatus(other, { deal_id: id, deal_status: 3 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors.message).toEqual([R.dealNotFound]);
    const wrongCreditor = await changeStatus(admin, { deal_id: id, deal_status: 3, creditor_id: '00000000-0000-4000-8000-000000000000' });
    expect(wrongCreditor.statusCode).toBe(404);
    // edit without delete: no cancel.
    expect((await changeStatus(viewer, { deal_id: id, deal_status: 3 })).statusCode).toBe(403);
    // Resending an approved commitment is not a transition.
    const resend = await approved(user, id);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().errors.message).toEqual(["Não é possível reenviar um compromisso com situação 'Aprovado'."]);
    expect((await dealState(t, id)).status).toBe(2);
  });

  it('two cancellations racing: one wins, the other is refused', async () => {
    const id = await approvedDeal(addDays(today, 90));
    const answers = await Promise.all([changeStatus(user, { deal_id: id, deal_status: 3 }), changeStatus(user, { deal_id: id, deal_status: 3 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = await t.database.query<{ status: number }>('select status from deal_history where deal_id = $1 and status = 3', [id]);
    expect(history).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('moves commitments past their expiration to expirado and frees their effects', async () => {
    const start = addDays(today, 100);
    const id = await insertDeal(t, { creditor, merchant, installments: [{ amount: 400, start, end: addDays(start, 2) }], expirationDate: addDays(today, 1) });
    await service().register({ dealId: id }, adminId);
    expect((await dealState(t, id)).status).toBe(2);
    expect(await service().expire(addDays(today, 1))).toEqual({ expired: 0 });
    expect((await service().expire(addDays(today, 2))).expired).toBeGreaterThanOrEqual(1);
    const state = await dealState(t, id);
    expect(state.status).toBe(9);
    expect(state.effects.applied).toBe(0);
    expect((await registry().findContract({ financiador: creditor.documentNumber, referenciaExterna: `${id}-01` }))?.status).toBe('baixado');
  });
});
