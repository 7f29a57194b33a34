import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile, getAccount } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email, password } });

describe('POST /api/accounts/sign-in', () => {
  it('returns a token with the claims of the spec for a creditor user', async () => {
    const creditor = await createCreditor(t.database.db, { companyName: 'Empresa Credora Ltda' });
    const profile = await createProfile(t.database.db, { isLastro: false });
    const acc = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: creditor.id,
      profileId: profile.id,
    });
    const res = await signIn(acc.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({
      name: acc.name,
      companyName: 'Empresa Credora Ltda',
      personId: creditor.id,
      accountId: acc.id,
      accountType: 'Creditor',
      isSecundaryAccount: 'False',
    });
    expect(claims.jti).toBeTruthy();
    expect(claims.exp! - claims.iat!).toBe(t.config.sessionMaxMs / 1000);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const unknown = await signIn('ninguem@teste.dev', 'Qualquer@1');
    const wrong = await signIn(acc.email, 'Errada@123');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { message: [MESSAGES.auth.invalidCredentials] } });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the body in Portuguese', async () => {
    const res = await signIn('nao-e-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(
      expect.arrayContaining([MESSAGES.validation.invalidEmail, MESSAGES.validation.required]),
    );
  });

  it('blocks the account after 5 consecutive failures, even for the right password', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    for (let i = 1; i <= 4; i++) expect((await signIn(acc.email, `Errada@${i}`)).statusCode).toBe(400);
    const fifth = await signIn(acc.email, 'Errada@5');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errors.message[0]).toBe(MESSAGES.auth.accountBlocked);
    const right = await signIn(acc.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect((await getAccount(t.database.db, acc.id))?.lockedAt).toBeInstanceOf(Date);
  });

  it('a success resets the failure count', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    for (let i = 0; i < 4; i++) await signIn(acc.email, 'Errada@1');
    expect((await signIn(acc.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(acc.email, 'Errada@1');
    expect((await signIn(acc.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an inactive account', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice', status: 'inativo' });
    const res = await signIn(acc.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.message[0]).toBe(MESSAGES.auth.accountInactive);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    expect((await t.as(token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'POST', url: '/api/accounts/sign-out' })).statusCode).toBe(204);
    const after = await t.as(token, { method: 'GET', url: '/api/profile' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: { message: [MESSAGES.auth.sessionExpired] } });
  });

  it('a creditor account detached from its creditor holds no session', async () => {
    const creditor = await createCreditor(t.database.db);
    const acc = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    await t.database.query('update accounts set creditor_id = null where id = $1', [acc.id]);
    expect((await t.as(token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('rejects a forged or missing token with 401', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.as('abc.def.ghi', { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('expires a session idle for longer than the configured time', async () => {
    const idle = await createTestApp({ sessionIdleMs: 1 });
    try {
      const acc = await createAccount(idle.database.db, { type: 'Backoffice' });
      const token = await idle.signIn(acc.email, TEST_PASSWORD);
      await new Promise((r) => setTimeout(r, 5));
      expect((await idle.as(token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    } finally {
      await idle.close();
    }
  });
});

describe('GET /api/profile', () => {
  it('lists the permissions of a creditor user profile', async () => {
    const creditor = await createCreditor(t.database.db);
    const profile = await createProfile(t.database.db, {
      isLastro: false,
      grants: [
        [PERMISSIONS.cad_estabelecimento, ['read', 'edit']],
        [PERMISSIONS.importacao_compromisso, ['create']],
      ],
    });
    const acc = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: creditor.id,
      profileId: profile.id,
    });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const res = await t.as(token, { method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { resource_slug: string; permitions: string[] }[];
    expect(body).toHaveLength(2);
    expect(body).toEqual(
      expect.arrayContaining([
        { resource_slug: 'cad_estabelecimento', permitions: ['read', 'edit'] },
        { resource_slug: 'importacao_compromisso', permitions: ['create'] },
      ]),
    );
  });
});

describe('errors', () => {
  it('answers unknown API routes with the error shape and no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { message: [MESSAGES.errors.routeNotFound] } });
  });

  it('answers malformed JSON with 400 in Portuguese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { message: [MESSAGES.errors.invalidBody] } });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
