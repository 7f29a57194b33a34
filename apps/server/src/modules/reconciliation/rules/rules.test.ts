import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken } from '../../creditors/testing';
import { domicileBody, merchantAccount, merchantOf, registerOriginator, seedReconciliationReference } from '../testing';

const M = MESSAGES.reconciliationCompanies;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await seedReconciliationReference(t.database.db);
});
afterAll(async () => t?.close());

const message = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message[0];
const rules = (token: string, creditorId?: string) => t.as(token, { method: 'GET', url: '/api/reconciliation/rules', query: creditorId ? { creditor_id: creditorId } : {} });
const keywords = (res: { json(): unknown }) => (res.json() as { description_contains: string }[]).map((r) => r.description_contains);

describe('default rules', () => {
  it('seeds the first company’s creditor with the keywords of acquirers in the register, once', async () => {
    const creditor = await createCreditor(t.database.db);
    expect((await rules(admin, creditor.id)).json()).toEqual([]);
    await registerOriginator(t, admin, creditor.id, 'Originadora Regras Ltda', [domicileBody()]);
    const seeded = await rules(admin, creditor.id);
    // Cielo, Rede and Stone are registered here; Getnet and the others are not seeded.
    expect(keywords(seeded)).toEqual(['CIELO', 'REDE', 'REDECARD', 'STONE']);
    expect(seeded.json()[0]).toMatchObject({ position: 1, result: 'credenciadora', acquirer_name: 'Cielo', is_default: true });
    // A second company (a merchant) seeds nothing more.
    await t.as(admin, { method: 'POST', url: '/api/reconciliation/companies', payload: { creditor_id: creditor.id, merchant_id: (await merchantOf(t, creditor.id)).id, account: merchantAccount() } });
    expect(keywords(await rules(admin, creditor.id))).toEqual(['CIELO', 'REDE', 'REDECARD', 'STONE']);
  });

  it('seeds the rules when the first company is a merchant added by hand', async () => {
    const creditor = await createCreditor(t.database.db);
    const merchant = await merchantOf(t, creditor.id);
    await t.as(admin, { method: 'POST', url: '/api/reconciliation/companies', payload: { creditor_id: creditor.id, merchant_id: merchant.id, account: merchantAccount() } });
    expect(keywords(await rules(admin, creditor.id))).toEqual(['CIELO', 'REDE', 'REDECARD', 'STONE']);
  });
});

describe('rules CRUD and order', () => {
  it('appends, edits, reorders and deletes, keeping positions 1..n', async () => {
    const creditor = await createCreditor(t.database.db);
    const post = (payload: Record<string, unknown>) => t.as(admin, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: creditor.id, ...payload } });
    const pix = await post({ description_contains: 'PIX RECEBIDO', result: 'outro' });
    expect(pix.statusCode).toBe(201);
    expect(pix.json()).toMatchObject({ position: 1, description_contains: 'PIX RECEBIDO', result: 'outro', acquirer_id: null, is_default: false });
    const acquirers = await t.app.modules.services('registers').acquirerList();
    const stone = acquirers.find((a) => a.acquirer_name === 'Stone')!;
    const byAmount = await post({ amount_min: '10.00', amount_max: '99.99', payer_document: '16.501.555/0001-57', result: 'credenciadora', acquirer_id: stone.id });
    expect(byAmount.json()).toMatchObject({ position: 2, amount_min: '10.00', amount_max: '99.99', payer_document: '16501555000157', acquirer_name: 'Stone' });
    const third = (await post({ description_contains: 'TED', result: 'outro' })).json();

    const edited = await t.as(admin, { method: 'PATCH', url: `/api/reconciliation/rules/${pix.json().id}`, payload: { description_contains: 'PIX', result: 'outro' } });
    expect(edited.json()).toMatchObject({ position: 1, description_contains: 'PIX' });

    const order = await t.as(admin, { method: 'PUT', url: '/api/reconciliation/rules/order', payload: { creditor_id: creditor.id, ids: [third.id, pix.json().id, byAmount.json().id] } });
    expect(order.statusCode).toBe(200);
    expect(order.json().map((r: { id: string; position: number }) => [r.id, r.position])).toEqual([
      [third.id, 1],
      [pix.json().id, 2],
      [byAmount.json().id, 3],
    ]);
    // The order must name each rule once.
    const partial = await t.as(admin, { method: 'PUT', url: '/api/reconciliation/rules/order', payload: { creditor_id: creditor.id, ids: [third.id, pix.json().id] } });
    expect(partial.statusCode).toBe(400);

    const deleted = await t.as(admin, { method: 'DELETE', url: `/api/reconciliation/rules/${third.id}` });
    expect(deleted.json()).toEqual({ message: M.ruleDeleted });
    expect((await rules(admin, creditor.id)).json().map((r: { id: string; position: number }) => [r.id, r.position])).toEqual([
      [pix.json().id, 1],
      [byAmount.json().id, 2],
    ]);
  });

  it('answers the rule messages of §6 and the limit of 50', async () => {
    const creditor = await createCreditor(t.database.db);
    const post = (payload: Record<string, unknown>) => t.as(admin, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: creditor.id, result: 'outro', ...payload } });
    expect(message(await post({}))).toBe(M.ruleConditionRequired);
    expect(message(await post({ description_contains: 'AB' }))).toBe(M.ruleDescriptionLength);
    expect(message(await post({ description_contains: 'A'.repeat(61) }))).toBe(M.ruleDescriptionLength);
    expect(message(await post({ payer_document: '11.111.111/1111-11' }))).toBe(M.invalidDocument);
    expect(message(await post({ amount_min: '10', amount_max: '9.99' }))).toBe(M.amountRange);
    expect(message(await post({ description_contains: 'CIELO', result: undefined }))).toBe(MESSAGES.validation.required);
    expect(message(await post({ description_contains: 'CIELO', result: 'credenciadora' }))).toBe(MESSAGES.validation.required);
    expect(message(await t.as(admin, { method: 'POST', url: '/api/reconciliation/rules', payload: { description_contains: 'CIELO', result: 'outro' } }))).toBe(M.supplierRequired);
    // An empty amount field is no condition, not an invalid amount.
    expect((await post({ description_contains: 'VAZIO', amount_min: '', amount_max: '' })).json()).toMatchObject({ amount_min: null, amount_max: null });
    for (let i = 0; i < 49; i++) expect((await post({ description_contains: `REGRA ${i}` })).statusCode).toBe(201);
    const over = await post({ description_contains: 'REGRA 51' });
    expect(over.statusCode).toBe(400);
    expect(message(over)).toBe(M.ruleLimit);
  });

  it('keeps positions whole when rules are added at once', async () => {
    const creditor = await createCreditor(t.database.db);
    const adds = Array.from({ length: 8 }, (_, i) =>
      t.as(admin, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: creditor.id, description_contains: `PARALELA ${i}`, result: 'outro' } }),
    );
    expect((await Promise.all(adds)).map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect((await rules(admin, creditor.id)).json().map((r: { position: number }) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('scopes rules to the creditor user’s own creditor (404 for another’s)', async () => {
    const mine = await createCreditor(t.database.db);
    const theirs = await createCreditor(t.database.db);
    const foreign = (await t.as(admin, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: theirs.id, description_contains: 'ALHEIA', result: 'outro' } })).json();
    const user = await creditorUserToken(t, mine.id, [[PERMISSIONS.conciliacao_empresas, ['create', 'read', 'edit', 'delete']]]);
    const own = await t.as(user, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: theirs.id, description_contains: 'PROPRIA', result: 'outro' } });
    expect(own.json().creditor_id).toBe(mine.id);
    expect(keywords(await rules(user, theirs.id))).toEqual(['PROPRIA']);
    expect((await t.as(user, { method: 'PATCH', url: `/api/reconciliation/rules/${foreign.id}`, payload: { description_contains: 'X Y Z', result: 'outro' } })).statusCode).toBe(404);
    expect((await t.as(user, { method: 'DELETE', url: `/api/reconciliation/rules/${foreign.id}` })).statusCode).toBe(404);
    const reorder = await t.as(user, { method: 'PUT', url: '/api/reconciliation/rules/order', payload: { ids: [foreign.id] } });
    expect(reorder.statusCode).toBe(400);
  });
});
