import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, passwordIndicators } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createCreditor, createProfile, getAccount } from '../../../test/fixtures';
import { profiles } from '../../../db/schema';
import { latestInvitationToken, signedInAdmin, signedInCreditorUser, uniqueEmail } from '../access.test-helpers';

const M = MESSAGES.access;
let t: TestApp;
let admin: string;
let adminId: string;
let platformProfile: { id: number; description: string };
let creditorProfile: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInAdmin(t);
  admin = a.token;
  adminId = a.account.id;
  platformProfile = await createProfile(t.database.db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read']]] });
  creditorProfile = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
});
afterAll(async () => t?.close());

const platformUser = (over: object = {}) => ({
  profile_id: platformProfile.id,
  origin: '2',
  type: '3',
  name: 'Maria da Silva',
  email: uniqueEmail('maria'),
  phone_number: '(11) 98765-4321',
  password: 'Senha@Forte9',
  ...over,
});

describe('platform users', () => {
  it('validates the create form with the spec messages', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: platformUser({ name: 'Maria', email: 'maria', phone_number: '1133334444', password: 'fraca' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message.sort()).toEqual(
      [M.userNameMin, MESSAGES.validation.mustBeValidEmail, MESSAGES.validation.invalidPhone, MESSAGES.auth.passwordRule].sort(),
    );
  });

  it('creates a platform user, lists it and e-mails an invitation', async () => {
    const body = platformUser();
    const res = await t.as(admin, { method: 'POST', url: '/api/users', payload: body });
    expect(res.statusCode).toBe(201);
    const { account_id, user_id } = res.json();
    expect(user_id).toBe(account_id);
    // The password chosen by the administrator works at once.
    await t.signIn(body.email, body.password);
    const list = (await t.as(admin, { method: 'GET', url: `/api/users/search?type=Backoffice&email=${encodeURIComponent(body.email)}` })).json();
    expect(list.results).toEqual([
      expect.objectContaining({
        id: account_id,
        account_id,
        name: 'Maria da Silva',
        phone_number: '11987654321',
        profile_description: platformProfile.description,
        status: 'Ativo',
        conta_principal: true,
        locked: false,
      }),
    ]);
    expect(await latestInvitationToken(t, admin, body.email)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const dup = await t.as(admin, { method: 'POST', url: '/api/users', payload: { ...body, email: body.email.toUpperCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.message).toEqual([M.emailInUse]);
  });

  it('gives platform users only platform profiles', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/users', payload: platformUser({ profile_id: creditorProfile.id }) });
    expect(res.json().errors.message).toEqual([M.platformUserNeedsPlatformProfile]);
  });

  it('filters by phone with the mask stripped', async () => {
    const body = platformUser({ phone_number: '(21) 99876-1234' });
    await t.as(admin, { method: 'POST', url: '/api/users', payload: body });
    const list = (await t.as(admin, { method: 'GET', url: `/api/users/search?type=Backoffice&phone_number=${encodeURIComponent('(21) 99876-1234')}` })).json();
    expect(list.results.map((u: { email: string }) => u.email)).toEqual([body.email]);
  });

  it('updates name, e-mail, phone and profile', async () => {
    const body = platformUser();
    const { account_id } = (await t.as(admin, { method: 'POST', url: '/api/users', payload: body })).json();
    const other = await createProfile(t.database.db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read', 'edit']]] });
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/users/${account_id}`,
      payload: { user_name: 'Maria Souza Lima', email: body.email, phone_number: '11912345678', profile_id: other.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Maria Souza Lima', phone_number: '11912345678', profile_id: other.id });
    const bad = await t.as(admin, {
      method: 'PATCH',
      url: `/api/users/${account_id}`,
      payload: { user_name: 'Curto', email: body.email, phone_number: '11912345678', profile_id: other.id },
    });
    expect(bad.json().errors.message).toEqual([M.userNameMin]);
  });
});

describe('creditor users', () => {
  const creditorUser = (creditorId: string, over: object = {}) => ({
    profile_id: creditorProfile.id,
    origin: '2',
    type: '2',
    id: creditorId,
    name: 'Ana',
    email: uniqueEmail('ana'),
    phone_number: '(11) 3333-4444',
    ...over,
  });

  it('admins create them for any creditor, with Fornecedor profiles only; the first is the primary account', async () => {
    const creditor = await createCreditor(t.database.db);
    const wrong = await t.as(admin, { method: 'POST', url: '/api/users', payload: creditorUser(creditor.id, { profile_id: platformProfile.id }) });
    expect(wrong.json().errors.message).toEqual([M.creditorUserNeedsCreditorProfile]);
    const unknown = await t.as(admin, { method: 'POST', url: '/api/users', payload: creditorUser('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    const first = await t.as(admin, { method: 'POST', url: '/api/users', payload: creditorUser(creditor.id) });
    expect(first.statusCode).toBe(201);
    const second = await t.as(admin, { method: 'POST', url: '/api/users', payload: creditorUser(creditor.id, { name: 'Bruno' }) });
    const list = (await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/access` })).json();
    expect(list.results.map((u: { id: string; conta_principal: boolean; invite_pending: boolean; phone_number: string }) => [u.id, u.conta_principal, u.invite_pending, u.phone_number])).toEqual([
      [first.json().account_id, true, true, '1133334444'],
      [second.json().account_id, false, true, '1133334444'],
    ]);
  });

  it('a creditor user manages only its own creditor and never hands out Administrador Fornecedor', async () => {
    const me = await signedInCreditorUser(t, [
      [PERMISSIONS.cad_acesso_usuario_fornecedor, ['create', 'read', 'edit']],
      [PERMISSIONS.cad_estabelecimento, ['read']],
    ]);
    const other = await createCreditor(t.database.db);
    const otherUser = await createAccount(t.database.db, { type: 'Creditor', creditorId: other.id, profileId: creditorProfile.id });

    const mine = await t.as(me.token, { method: 'POST', url: '/api/users', payload: creditorUser(me.creditorId) });
    expect(mine.statusCode).toBe(201);
    const theirs = await t.as(me.token, { method: 'POST', url: '/api/users', payload: creditorUser(other.id) });
    expect(theirs.statusCode).toBe(404);
    const platform = await t.as(me.token, { method: 'POST', url: '/api/users', payload: platformUser() });
    expect(platform.statusCode).toBe(403);

    const [creditorAdmin] = await t.database.db
      .insert(profiles)
      .values({ description: 'Administrador Fornecedor', isLastro: false, isCreditorAdmin: true })
      .returning();
    const adminProfile = await t.as(me.token, { method: 'POST', url: '/api/users', payload: creditorUser(me.creditorId, { profile_id: creditorAdmin!.id }) });
    expect(adminProfile.json().errors.message).toEqual([M.profileNotSelectable]);

    const search = (await t.as(me.token, { method: 'GET', url: '/api/users/search?limit=100' })).json();
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results.every((u: { creditor_id: string }) => u.creditor_id === me.creditorId)).toBe(true);
    expect((await t.as(me.token, { method: 'GET', url: `/api/users/search?creditor_id=${other.id}` })).statusCode).toBe(404);
    expect((await t.as(me.token, { method: 'GET', url: `/api/creditors/${other.id}/access` })).statusCode).toBe(404);
    expect((await t.as(me.token, { method: 'GET', url: `/api/users/${otherUser.id}` })).statusCode).toBe(404);
    expect((await t.as(me.token, { method: 'GET', url: `/api/users/${adminId}` })).statusCode).toBe(404);

    const selfProfile = await t.as(me.token, {
      method: 'PATCH',
      url: `/api/users/${me.account.id}`,
      payload: { user_name: 'Eu mesmo', email: me.account.email, phone_number: '1133334444', profile_id: creditorProfile.id },
    });
    expect(selfProfile.json().errors.message).toEqual([M.ownProfileReadOnly]);
  });
});

describe('inactivation, password change and unlock take effect at once', () => {
  it('inactivating a user ends its sessions and is irreversible', async () => {
    const user = await signedInCreditorUser(t, [[PERMISSIONS.cad_estabelecimento, ['read']]]);
    expect((await t.as(user.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    const res = await t.as(admin, { method: 'PATCH', url: `/api/accounts/${user.account.id}`, payload: { status: 'inativo' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.inactivated });
    expect((await t.as(user.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: user.account.email, password: 'Senha@Forte1' } });
    expect(signIn.statusCode).toBe(403);
    const again = await t.as(admin, { method: 'DELETE', url: `/api/users/${user.account.id}` });
    expect(again.json().errors.message).toEqual([M.userAlreadyInactive]);
    expect((await getAccount(t.database.db, user.account.id))?.status).toBe('inativo');
  });

  it('nobody inactivates themselves', async () => {
    const res = await t.as(admin, { method: 'DELETE', url: `/api/users/${adminId}` });
    expect(res.json().errors.message).toEqual([M.ownAccountInactivation]);
  });

  it('a password change ends the sessions; the old password stops working, the new one works', async () => {
    const user = await signedInCreditorUser(t, [[PERMISSIONS.cad_estabelecimento, ['read']]]);
    const weak = await t.as(admin, { method: 'POST', url: '/api/accounts/change-password', payload: { email: user.account.email, newPassword: 'semregra' } });
    expect(weak.json().errors.message).toEqual([MESSAGES.auth.passwordRule]);
    // Every hint but the special character is met: the hints show it unmet and the server refuses it.
    expect(passwordIndicators('NovaSenha1').filter((hint) => !hint.ok).map((hint) => hint.key)).toEqual(['special']);
    const noSpecial = await t.as(admin, { method: 'POST', url: '/api/accounts/change-password', payload: { email: user.account.email, newPassword: 'NovaSenha1' } });
    expect(noSpecial.statusCode).toBe(400);
    expect(noSpecial.json().errors.message).toEqual([MESSAGES.auth.passwordRule]);
    expect(passwordIndicators('Outra@Senha2').every((hint) => hint.ok)).toBe(true);
    const res = await t.as(admin, { method: 'POST', url: '/api/accounts/change-password', payload: { email: user.account.email, newPassword: 'Outra@Senha2' } });
    expect(res.json()).toEqual({ message: M.passwordChanged });
    expect((await t.as(user.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    await expect(t.signIn(user.account.email, 'Senha@Forte1')).rejects.toThrow(/400/);
    const fresh = await t.signIn(user.account.email, 'Outra@Senha2');
    expect((await t.as(fresh, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
  });

  it('Desbloquear clears the lock and the failure count', async () => {
    const user = await signedInCreditorUser(t, [[PERMISSIONS.cad_estabelecimento, ['read']]]);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: user.account.email, password: `Errada@${i}` } });
    }
    const locked = (await t.as(admin, { method: 'GET', url: `/api/users/${user.account.id}` })).json();
    expect(locked.locked).toBe(true);
    expect((await t.as(user.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const res = await t.as(admin, { method: 'POST', url: '/api/accounts/unlockout', payload: { email: user.account.email } });
    expect(res.json()).toEqual({ message: M.unlocked });
    const row = await getAccount(t.database.db, user.account.id);
    expect(row).toMatchObject({ lockedAt: null, failedAttempts: 0 });
    // The session from before the lock does not come back; a new sign-in works.
    expect((await t.as(user.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    await t.signIn(user.account.email, 'Senha@Forte1');
  });

  it('a creditor user with edit unlocks and resets only its own creditor users', async () => {
    const me = await signedInCreditorUser(t, [
      [PERMISSIONS.cad_acesso_usuario_fornecedor, ['read', 'edit']],
      [PERMISSIONS.cad_estabelecimento, ['read']],
    ]);
    const colleague = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: me.creditorId,
      profileId: creditorProfile.id,
      isSecondary: true,
    });
    const stranger = await createAccount(t.database.db, { type: 'Creditor', creditorId: (await createCreditor(t.database.db)).id });
    expect((await t.as(me.token, { method: 'POST', url: '/api/accounts/unlockout', payload: { email: colleague.email } })).statusCode).toBe(200);
    expect((await t.as(me.token, { method: 'POST', url: '/api/accounts/unlockout', payload: { email: stranger.email } })).statusCode).toBe(404);
    expect(
      (await t.as(me.token, { method: 'POST', url: '/api/accounts/change-password', payload: { email: stranger.email, newPassword: 'Outra@Senha2' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('invitations resent and the step-by-step creation', () => {
  it('resending replaces the earlier link', async () => {
    const creditor = await createCreditor(t.database.db);
    const email = uniqueEmail('convite');
    await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { profile_id: creditorProfile.id, id: creditor.id, name: 'Carla', email, phone_number: '1133334444' },
    });
    const first = await latestInvitationToken(t, admin, email);
    const res = await t.as(admin, { method: 'POST', url: '/api/accounts/send-token', payload: { email } });
    expect(res.json()).toEqual({ message: M.inviteResent });
    const second = await latestInvitationToken(t, admin, email);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${second}` })).statusCode).toBe(200);
    const secondary = await t.as(admin, { method: 'POST', url: '/api/creditors/secundary-account/send-token', payload: { email } });
    expect(secondary.json()).toEqual({ message: M.emailResent });
  });

  it('lead, account and secondary link make a user of the creditor', async () => {
    const me = await signedInCreditorUser(t, [[PERMISSIONS.cad_acesso_usuario_fornecedor, ['create', 'read', 'edit']]]);
    const email = uniqueEmail('lead');
    const lead = await t.as(me.token, { method: 'POST', url: '/api/accounts/lead', payload: { full_name: 'Lead Pessoa', email } });
    expect(lead.statusCode).toBe(201);
    const leadId = lead.json().id as string;
    expect((await getAccount(t.database.db, leadId))).toMatchObject({ status: 'pendente', passwordHash: null, creditorId: me.creditorId });
    const found = (await t.as(me.token, { method: 'GET', url: `/api/accounts/search?email=${encodeURIComponent(email)}` })).json();
    expect(found.results).toEqual([expect.objectContaining({ id: leadId, status: 'pendente' })]);

    const done = await t.as(me.token, {
      method: 'POST',
      url: '/api/accounts',
      payload: { lead_account_id: leadId, contact_name: 'Lead Pessoa', phone_number: '(11) 98888-7777', partnerType: 'fornecedor', typePerson: '1' },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ account_id: leadId, user_id: leadId });
    const again = await t.as(me.token, { method: 'POST', url: '/api/accounts', payload: { lead_account_id: leadId, contact_name: 'X', phone_number: '1133334444' } });
    expect(again.json().errors.message).toEqual([M.leadNotPending]);
    const link = await t.as(me.token, { method: 'POST', url: '/api/creditors/secundary-account', payload: { creditor_id: me.creditorId, account_id: leadId } });
    expect(link.json()).toEqual({ creditor_id: me.creditorId, account_id: leadId, is_secondary: true });
    expect(await latestInvitationToken(t, admin, email)).toBeTruthy();
  });
});
