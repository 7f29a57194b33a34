import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createProfile, getAccount } from '../../../test/fixtures';
import { signedInCreditorUser } from '../access.test-helpers';

const F = PERMISSIONS.cad_acesso_usuario_fornecedor;
const M = MESSAGES.access;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Target = { id: string; email: string; creditorId: string | null };

/** Every route that acts on a user, as the caller would send it. */
const actions = (target: Target) => [
  { method: 'POST', url: '/api/accounts/change-password', payload: { email: target.email, newPassword: 'Tomada@Conta1' } },
  { method: 'POST', url: '/api/accounts/unlockout', payload: { email: target.email } },
  { method: 'POST', url: '/api/accounts/send-token', payload: { email: target.email } },
  { method: 'POST', url: '/api/creditors/secundary-account/send-token', payload: { email: target.email } },
  { method: 'POST', url: '/api/creditors/secundary-account', payload: { creditor_id: target.creditorId, account_id: target.id } },
  { method: 'PATCH', url: `/api/accounts/${target.id}`, payload: { status: 'inativo' } },
  { method: 'DELETE', url: `/api/users/${target.id}` },
  {
    method: 'PATCH',
    url: `/api/users/${target.id}`,
    payload: { user_name: 'Nome Trocado', email: target.email, phone_number: '1133334444' },
  },
] as const;

/** "Operador Fornecedor": every action on creditor users, nothing else. */
async function operator() {
  return signedInCreditorUser(t, [[F, ['read', 'create', 'edit', 'delete']]]);
}

describe('a creditor user never takes over a user above itself', () => {
  it("refuses every action on its creditor's primary account", async () => {
    const me = await operator();
    const adminProfile = await createProfile(t.database.db, {
      isLastro: false,
      grants: [
        [F, ['read', 'create', 'edit', 'delete']],
        [PERMISSIONS.cad_estabelecimento, ['read', 'edit']],
      ],
    });
    // The operator was created first, so make the target the one primary account explicitly.
    const primary = await createAccount(t.database.db, { type: 'Creditor', creditorId: me.creditorId, profileId: adminProfile.id });
    for (const action of actions(primary)) {
      const res = await t.as(me.token, { ...action, ...('payload' in action ? { payload: action.payload } : {}) });
      expect({ route: `${action.method} ${action.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${action.method} ${action.url}`,
        status: 403,
        body: { errors: { message: [M.userAboveCaller] } },
      });
    }
    // Nothing changed: the old password still signs in, the account is active.
    expect(await t.signIn(primary.email, TEST_PASSWORD)).toBeTruthy();
    expect(await getAccount(t.database.db, primary.id)).toMatchObject({ status: 'ativo', isSecondary: false });
  });

  it('refuses every action on a secondary user holding a permission the caller lacks', async () => {
    const me = await operator();
    const stronger = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const target = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: me.creditorId,
      profileId: stronger.id,
      isSecondary: true,
    });
    for (const action of actions(target)) {
      const res = await t.as(me.token, { ...action, ...('payload' in action ? { payload: action.payload } : {}) });
      expect(`${action.method} ${action.url} ${res.statusCode}`).toBe(`${action.method} ${action.url} 403`);
    }
  });

  it('still acts on a secondary user holding no more than the caller', async () => {
    const me = await operator();
    const weaker = await createProfile(t.database.db, { isLastro: false, grants: [[F, ['read']]] });
    const target = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: me.creditorId,
      profileId: weaker.id,
      isSecondary: true,
    });
    const res = await t.as(me.token, {
      method: 'POST',
      url: '/api/accounts/change-password',
      payload: { email: target.email, newPassword: 'Nova@Senha12' },
    });
    expect(res.statusCode).toBe(200);
    const inactivate = await t.as(me.token, { method: 'PATCH', url: `/api/accounts/${target.id}`, payload: { status: 'inativo' } });
    expect(inactivate.statusCode).toBe(200);
  });

  it('the same permission decides inactivation on both routes that do it', async () => {
    const me = await signedInCreditorUser(t, [[F, ['read', 'edit']]]);
    const target = await createAccount(t.database.db, { type: 'Creditor', creditorId: me.creditorId, isSecondary: true });
    const viaAccounts = await t.as(me.token, { method: 'PATCH', url: `/api/accounts/${target.id}`, payload: { status: 'inativo' } });
    const viaUsers = await t.as(me.token, { method: 'DELETE', url: `/api/users/${target.id}` });
    expect([viaAccounts.statusCode, viaUsers.statusCode]).toEqual([403, 403]);
  });

  it('never hands out a profile granting more than the caller holds', async () => {
    const me = await operator();
    const stronger = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const res = await t.as(me.token, {
      method: 'POST',
      url: '/api/users',
      payload: { profile_id: stronger.id, id: me.creditorId, name: 'Cúmplice', email: `cumplice-${Date.now()}@teste.dev`, phone_number: '1133334444' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.profileNotSelectable]);
  });
});
