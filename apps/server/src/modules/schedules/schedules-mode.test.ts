import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';
import { optInThroughApi } from '../../test/optins';

const M = MESSAGES.schedules;

let t: TestApp;
let adminToken: string;
let tokenA: string;
let creditorA: { id: string; companyName: string };
let creditorB: { id: string; companyName: string };
let today: string;

const ensure = (creditorId: string, document: string) =>
  t.app.modules.services('merchants').ensure({ creditorId, documentNumber: document, companyName: `Loja ${document} Ltda`, tradingName: 'Loja' });
const optIn = (merchantId: string, creditorId: string) =>
  optInThroughApi(t, adminToken, merchantId, { creditor_id: creditorId, signature_date: today, start_date: today, end_date: addDays(today, 365) });
const createQuery = (token: string, payload: object) => t.as(token, { method: 'POST', url: '/api/requests/create-consolidated', payload });
const creditorOf = async (id: string) => (await t.as(adminToken, { method: 'GET', url: `/api/requests/${id}` })).json().creditor.id as string;

beforeAll(async () => {
  t = await createTestApp();
  today = await t.app.modules.services('registry').today();
  const db = t.database.db;
  creditorA = await createCreditor(db);
  creditorB = await createCreditor(db);
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_agenda_consulta_agenda, ['read', 'create']]] });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA.id, profileId: profile.id })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('query mode (supplier or merchant)', () => {
  it('a creditor user sending the merchant mode is refused in Portuguese, even for its own merchant', async () => {
    const document = generateCnpj({ seed: 8101 });
    const m = await ensure(creditorA.id, document);
    await optIn(m.id, creditorA.id);
    const res = await createQuery(tokenA, { query_mode: 'merchant', creditor_id: creditorA.id, merchant_id: m.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.message).toEqual([M.queryModeAdminOnly]);
    // The supplier mode (the default) is theirs.
    expect((await createQuery(tokenA, { query_mode: 'supplier', creditor_id: creditorA.id, merchant_id: m.id })).statusCode).toBe(202);
  });

  it('an unknown mode is a validation error, not a 500', async () => {
    const res = await createQuery(adminToken, { query_mode: 'todos', document_number: generateCnpj({ seed: 8102 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message.length).toBeGreaterThan(0);
  });

  it('the supplier mode needs the supplier', async () => {
    const res = await createQuery(adminToken, { document_number: generateCnpj({ seed: 8103 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.creditorRequired]);
  });

  it('the merchant mode finds the merchant by document across suppliers and queries as the supplier whose opt-in is active', async () => {
    const document = generateCnpj({ seed: 8104 });
    await ensure(creditorA.id, document);
    const ofB = await ensure(creditorB.id, document);
    await optIn(ofB.id, creditorB.id);

    // The admin's look-up across suppliers: both suppliers, the one with the opt-in chosen.
    const status = await t.as(adminToken, { method: 'GET', url: '/api/merchants/status', query: { document } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ optin_status: true, merchant: { id: ofB.id, creditor_id: creditorB.id } });
    expect(status.json().creditors.map((c: { id: string }) => c.id).sort()).toEqual([creditorA.id, creditorB.id].sort());

    const res = await createQuery(adminToken, { query_mode: 'merchant', document_number: document });
    expect(res.statusCode).toBe(202);
    expect(await creditorOf(res.json().id)).toBe(creditorB.id);
    // The supplier mode for A, which has no opt-in, stays refused.
    const asA = await createQuery(adminToken, { query_mode: 'supplier', creditor_id: creditorA.id, document_number: document });
    expect(asA.statusCode).toBe(400);
    expect(asA.json().errors.message).toEqual([M.noOptIn]);
  });

  it('the merchant mode asks for the supplier when several hold an active opt-in, and takes the one given', async () => {
    const document = generateCnpj({ seed: 8105 });
    const ofA = await ensure(creditorA.id, document);
    const ofB = await ensure(creditorB.id, document);
    await optIn(ofA.id, creditorA.id);
    await optIn(ofB.id, creditorB.id);
    const ambiguous = await createQuery(adminToken, { query_mode: 'merchant', document_number: document });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().errors.message).toEqual([M.merchantOfSeveralCreditors]);
    const chosen = await createQuery(adminToken, { query_mode: 'merchant', creditor_id: creditorA.id, document_number: document });
    expect(chosen.statusCode).toBe(202);
    expect(await creditorOf(chosen.json().id)).toBe(creditorA.id);
  });

  it('the merchant mode of an unknown document is "not found", and a creditor user cannot look up across suppliers', async () => {
    const unknown = await createQuery(adminToken, { query_mode: 'merchant', document_number: generateCnpj({ seed: 8106 }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.message).toEqual([M.merchantNotFound]);
    // Without a supplier, a creditor user's look-up is of its own supplier's merchants only.
    const document = generateCnpj({ seed: 8107 });
    await ensure(creditorB.id, document);
    const status = await t.as(tokenA, { method: 'GET', url: '/api/merchants/status', query: { document } });
    expect(status.statusCode).toBe(404);
  });
});
