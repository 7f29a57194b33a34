import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { merchantOptins } from '../../../db/schema/merchants';
import { runScheduledAndWait, waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { optInThroughApi, optOutThroughApi } from '../../../test/optins';

let t: TestApp;
let adminToken: string;
let creditorToken: string;
let creditor: { id: string; documentNumber: string };
let today: string;

const registry = () => t.app.modules.services('registry');

beforeAll(async () => {
  t = await createTestApp();
  today = await registry().today();
  const db = t.database.db;
  creditor = await createCreditor(db);
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_agenda_consulta_agenda, ['read', 'create']]] });
  creditorToken = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('opt-in and opt-out requests do not wait for the registry', () => {
  it('answer at once with the protocol; the outcome reaches the stored opt-in as a registry event, with no read', async () => {
    const m = await t.app.modules
      .services('merchants')
      .ensure({ creditorId: creditor.id, documentNumber: generateCnpj({ seed: 7303 }), companyName: 'Loja Assíncrona Ltda', tradingName: 'Assíncrona' });
    const stored = async () => (await t.database.db.select().from(merchantOptins).where(eq(merchantOptins.merchantId, m.id)))[0];
    const res = await t.as(adminToken, {
      method: 'POST',
      url: `/api/merchants/${m.id}/optins`,
      payload: { creditor_id: creditor.id, signature_date: today, start_date: today, end_date: addDays(today, 365) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'solicitado', active: false, registry_identifier: null });
    expect((await stored())!.protocol).toMatch(/^PRT/);
    // No GET in between: the registry's event is what brings the row up to date.
    const active = await waitFor(async () => {
      const row = await stored();
      return row?.status === 'ativo' && row;
    }, 'the opt-in made active by the registry event');
    expect(active.registryIdentifier).toMatch(/^OPT/);

    const out = await t.as(adminToken, { method: 'DELETE', url: `/api/merchants/${m.id}/optins`, query: { creditor_id: creditor.id } });
    expect(out.statusCode, out.body).toBe(200);
    const ended = await waitFor(async () => {
      const row = await stored();
      return row?.status === 'inativo' && row;
    }, 'the opt-in ended by the registry event');
    expect(ended.optOutDate).toBe(today);
  });
});

describe('opt-outs the product did not hear the outcome of', () => {
  it('converge with the registry when the opt-ins are read again', async () => {
    const document = generateCnpj({ seed: 7301 });
    const m = await t.app.modules
      .services('merchants')
      .ensure({ creditorId: creditor.id, documentNumber: document, companyName: 'Loja Opt-out Ltda', tradingName: 'Opt-out' });
    const registered = await optInThroughApi(t, adminToken, m.id, { creditor_id: creditor.id, signature_date: today, start_date: today, end_date: addDays(today, 365) });
    expect(registered.json()).toMatchObject({ status: 'ativo' });
    const status = () => t.as(creditorToken, { method: 'GET', url: '/api/merchants/status', query: { document, creditor_id: creditor.id } });
    expect((await status()).json().optin_status).toBe(true);

    // The opt-out reaches the registry, but its outcome never reaches the product (a request
    // that stopped waiting, or an opt-out made at the registry directly).
    const receipt = await registry().requestOptOut({
      idempotencyKey: `optout-elsewhere-${m.id}`,
      financiador: creditor.documentNumber,
      ufr: document,
      identificadorOptIn: registered.json().registry_identifier,
    });
    expect((await registry().awaitOperation(receipt.protocolo)).status).toBe('processada');

    // The status the new-query page reads already follows the registry...
    expect((await status()).json().optin_status).toBe(false);
    const list = await t.as(adminToken, { method: 'GET', url: `/api/merchants/${m.id}/optins` });
    expect(list.json().results).toEqual([expect.objectContaining({ status: 'inativo', active: false, opt_out_date: today })]);
    // ...and so does the schedule query, refused for want of an active opt-in.
    const query = await t.as(creditorToken, { method: 'POST', url: '/api/requests/create-consolidated', payload: { creditor_id: creditor.id, merchant_id: m.id } });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors.message).toEqual([MESSAGES.schedules.noOptIn]);
  });

  it('an active opt-in the registry still holds stays active', async () => {
    const document = generateCnpj({ seed: 7302 });
    const m = await t.app.modules
      .services('merchants')
      .ensure({ creditorId: creditor.id, documentNumber: document, companyName: 'Loja Ativa Ltda', tradingName: 'Ativa' });
    await optInThroughApi(t, adminToken, m.id, { creditor_id: creditor.id, signature_date: today, start_date: today, end_date: addDays(today, 30) });
    const list = await t.as(creditorToken, { method: 'GET', url: `/api/merchants/${m.id}/optins` });
    expect(list.json().results).toEqual([expect.objectContaining({ status: 'ativo', active: true, opt_out_date: null })]);
  });
});

describe('recurrent opt-ins (recorrente)', () => {
  const runRenewal = async () => {
    const run = await runScheduledAndWait(t.app.modules.jobs, 'merchants.optins-renew');
    expect(run.state).toBe('completed');
    return run.output;
  };
  const optInOf = async (seed: number, recurrent: boolean, endInDays: number) => {
    const document = generateCnpj({ seed });
    const m = await t.app.modules
      .services('merchants')
      .ensure({ creditorId: creditor.id, documentNumber: document, companyName: `Loja ${seed} Ltda`, tradingName: `Loja ${seed}` });
    const res = await optInThroughApi(t, adminToken, m.id, {
      creditor_id: creditor.id,
      signature_date: today,
      start_date: today,
      end_date: addDays(today, endInDays),
      recurrent,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ativo', recurrent });
    return { merchantId: m.id, document, optInId: res.json().id as string };
  };
  const optInsOf = (merchantId: string) =>
    t.database.db.select().from(merchantOptins).where(eq(merchantOptins.merchantId, merchantId)).orderBy(merchantOptins.startDate);

  it('the daily job renews a recurrent opt-in near its end at the registry, once, and leaves the others', async () => {
    const near = await optInOf(7311, true, 20);
    const plain = await optInOf(7312, false, 20);
    const far = await optInOf(7313, true, 200);
    const ended = await optInOf(7314, true, 20);
    const optOut = await optOutThroughApi(t, adminToken, ended.merchantId, creditor.id);
    expect(optOut.statusCode, optOut.body).toBe(200);

    const output = await runRenewal();
    expect(output).toMatchObject({ renewed: 1, refused: 0 });
    const renewed = await optInsOf(near.merchantId);
    expect(renewed).toHaveLength(2);
    expect(renewed[1]).toMatchObject({
      status: 'ativo',
      recurrent: true,
      renewalOf: near.optInId,
      signatureDate: today,
      startDate: addDays(today, 21),
      endDate: addDays(today, 385),
    });
    // It reached the registry: the following year is an opt-in there too.
    const atRegistry = await registry().listOptIns({ ufr: near.document, financiador: creditor.documentNumber });
    expect(atRegistry.map((o) => o.identificador).sort()).toEqual(renewed.map((o) => o.registryIdentifier).sort());
    for (const other of [plain, far, ended]) expect(await optInsOf(other.merchantId)).toHaveLength(1);

    // Twice is once.
    expect(await runRenewal()).toMatchObject({ renewed: 0 });
    expect(await optInsOf(near.merchantId)).toHaveLength(2);
    expect(await registry().listOptIns({ ufr: near.document, financiador: creditor.documentNumber })).toHaveLength(2);
  });

  // Moves the registry's date: the last test of the file.
  it('renews on a later day an opt-in whose renewal reached the registry but whose answer was lost', async () => {
    const lost = await optInOf(7315, true, 20);
    const sandbox = registry();
    const send = sandbox.requestOptIn.bind(sandbox);
    const spy = vi.spyOn(sandbox, 'requestOptIn').mockImplementationOnce(async (req) => {
      await send(req);
      throw new Error('a resposta da registradora não chegou');
    });
    expect(await runRenewal()).toMatchObject({ renewed: 0, refused: 1 });
    spy.mockRestore();
    expect(await optInsOf(lost.merchantId)).toHaveLength(1);

    // The next day the same renewal is the same request under its key: the registry's first one.
    await sandbox.tick(addDays(await sandbox.today(), 1));
    expect(await runRenewal()).toMatchObject({ renewed: 1, refused: 0 });
    const rows = await optInsOf(lost.merchantId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ status: 'ativo', renewalOf: lost.optInId, signatureDate: rows[0]!.signatureDate });
    const atRegistry = await sandbox.listOptIns({ ufr: lost.document, financiador: creditor.documentNumber });
    expect(atRegistry.map((o) => o.identificador).sort()).toEqual(rows.map((o) => o.registryIdentifier).sort());
  });
});
