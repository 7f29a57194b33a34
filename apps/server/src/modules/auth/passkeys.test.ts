import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { webauthnChallenges } from '../../db/schema/access';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount } from '../../test/fixtures';
import {
  assert,
  attest,
  newSoftPasskey,
  type CeremonyOptions,
  type SoftPasskey,
} from './passkeys.test-helpers';
import { passwordStep } from './second-factor.test-helpers';

const S = MESSAGES.security;
let t: TestApp;
let rp: CeremonyOptions;
beforeAll(async () => {
  t = await createTestApp();
  rp = { rpId: t.config.webauthn.rpId, origin: t.config.webauthn.origins[0]! };
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token?: string) =>
  token ? t.as(token, { method: 'POST', url, payload }) : t.app.inject({ method: 'POST', url, payload });
const listOf = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/accounts/me/passkeys' })).json() as Array<{
    id: string;
    name: string;
    created_at: string;
    last_used_at: string | null;
  }>;

/** Registers a software passkey for the account signed in with `token`. */
async function register(token: string, name = 'Notebook', passkey = newSoftPasskey()) {
  const options = (await post('/api/accounts/me/passkeys/options', {}, token)).json() as {
    challenge: string;
  };
  const added = await post(
    '/api/accounts/me/passkeys',
    { name, response: attest(passkey, options.challenge, rp) },
    token,
  );
  if (added.statusCode !== 201) throw new Error(`register ${added.statusCode}: ${added.body}`);
  return { passkey, id: (added.json() as { id: string }).id };
}

async function accountWithPasskey() {
  const acc = await createAccount(t.database.db, { type: 'Backoffice' });
  const token = await t.signIn(acc.email, TEST_PASSWORD);
  return { acc, token, ...(await register(token)) };
}

/** A usernameless sign-in: options with no account, then the assertion. */
async function passkeySignIn(passkey: SoftPasskey, challenge?: string, o = rp) {
  const options = (
    await post('/api/accounts/sign-in/passkey/options', challenge ? { challenge } : {})
  ).json() as {
    challenge: string;
  };
  return post('/api/accounts/sign-in/passkey', {
    ...(challenge ? { challenge } : {}),
    response: assert(passkey, options.challenge, o),
  });
}

describe('registration from Minha conta', () => {
  it('asks for a discoverable, user-verified passkey and lists it with its name, creation and last use', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const options = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    expect(options).toMatchObject({
      rp: { id: rp.rpId, name: 'Lastro' },
      user: { name: acc.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const passkey = newSoftPasskey();
    const added = await post(
      '/api/accounts/me/passkeys',
      { name: ' Notebook do trabalho ', response: attest(passkey, options.challenge, rp) },
      token,
    );
    expect(added.statusCode).toBe(201);
    const list = await listOf(token);
    expect(list).toEqual([
      {
        id: added.json().id,
        name: 'Notebook do trabalho',
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    // The next registration excludes it, so one authenticator is not registered twice.
    const next = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    expect(next.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      passkey.credentialId.toString('base64url'),
    ]);
    // 'Minha conta' counts it as the second factor, the authenticator app not enrolled.
    const security = await t.as(token, { method: 'GET', url: '/api/accounts/me/security' });
    expect(security.json().second_factor).toMatchObject({ enrolled: false, passkeys: 1 });
    // The account now has a factor.
    const step = (await passwordStep(t, acc.email)).json();
    expect(step).toEqual({ challenge: expect.any(String), step: 'code', factors: ['passkey'] });
  });

  it('takes each challenge once, only before it expires and only for the account it was given to', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const other = await t.signIn(
      (await createAccount(t.database.db, { type: 'Backoffice' })).email,
      TEST_PASSWORD,
    );

    const { challenge } = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    const response = attest(newSoftPasskey(), challenge, rp);
    const foreign = await post('/api/accounts/me/passkeys', { name: 'Alheia', response }, other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.message).toEqual([S.passkeyChallengeExpired]);

    const again = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    const ok = attest(newSoftPasskey(), again.challenge, rp);
    expect((await post('/api/accounts/me/passkeys', { name: 'Uma', response: ok }, token)).statusCode).toBe(
      201,
    );
    const replay = await post('/api/accounts/me/passkeys', { name: 'Duas', response: ok }, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.message).toEqual([S.passkeyChallengeExpired]);

    const late = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, late.challenge));
    const expired = await post(
      '/api/accounts/me/passkeys',
      { name: 'Tarde', response: attest(newSoftPasskey(), late.challenge, rp) },
      token,
    );
    expect(expired.statusCode).toBe(400);
    expect(await listOf(token)).toHaveLength(1);
  });

  it('refuses a passkey without user verification, from another origin, or without a name', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const cases: Array<[Partial<CeremonyOptions>, string, string]> = [
      [{ withoutUserVerification: true }, 'Sem PIN', S.passkeyInvalid],
      [{ origin: 'https://phishing.example' }, 'Outra origem', S.passkeyInvalid],
      [{ rpId: 'phishing.example' }, 'Outro site', S.passkeyInvalid],
    ];
    for (const [o, name, message] of cases) {
      const { challenge } = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
      const res = await post(
        '/api/accounts/me/passkeys',
        { name, response: attest(newSoftPasskey(), challenge, { ...rp, ...o }) },
        token,
      );
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors.message).toEqual([message]);
    }
    const { challenge } = (await post('/api/accounts/me/passkeys/options', {}, token)).json();
    const unnamed = await post(
      '/api/accounts/me/passkeys',
      { name: ' ', response: attest(newSoftPasskey(), challenge, rp) },
      token,
    );
    expect(unnamed.statusCode).toBe(400);
    expect(await listOf(token)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in usernameless, records the use, and refuses the same assertion again', async () => {
    const { token, passkey } = await accountWithPasskey();
    const options = (await post('/api/accounts/sign-in/passkey/options', {})).json();
    expect(options).toMatchObject({ rpId: rp.rpId, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = assert(passkey, options.challenge, rp);
    const signedIn = await post('/api/accounts/sign-in/passkey', { response });
    expect(signedIn.statusCode).toBe(200);
    expect((await t.as(signedIn.json().token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    expect((await listOf(token))[0]!.last_used_at).not.toBeNull();

    const replay = await post('/api/accounts/sign-in/passkey', { response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.message).toEqual([S.passkeyInvalid]);
  });

  it('lets one of four parallel uses of one assertion through', async () => {
    const { passkey } = await accountWithPasskey();
    const options = (await post('/api/accounts/sign-in/passkey/options', {})).json();
    const response = assert(passkey, options.challenge, rp);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/accounts/sign-in/passkey', { response })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('completes the second step after the password, with a passkey of that account only', async () => {
    const { acc, passkey } = await accountWithPasskey();
    const other = await accountWithPasskey();
    const { challenge } = (await passwordStep(t, acc.email)).json();
    const options = (await post('/api/accounts/sign-in/passkey/options', { challenge })).json();
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([
      passkey.credentialId.toString('base64url'),
    ]);

    // Another account's passkey, answering this account's challenge, does not complete it.
    const foreign = await post('/api/accounts/sign-in/passkey', {
      challenge,
      response: assert(other.passkey, options.challenge, rp),
    });
    expect(foreign.statusCode).toBe(400);

    const done = await passkeySignIn(passkey, challenge);
    expect(done.statusCode).toBe(200);
    expect(typeof done.json().token).toBe('string');
  });

  it('counts a passkey as the required second factor', async () => {
    const admin = await createAccount(t.database.db, { type: 'Backoffice' });
    const adminToken = await t.signIn(admin.email, TEST_PASSWORD);
    const { acc } = await accountWithPasskey();
    const plain = await createAccount(t.database.db, { type: 'Backoffice' });
    const setPolicy = (on: boolean) =>
      t.as(adminToken, {
        method: 'PUT',
        url: '/api/accounts/security-policy',
        payload: { require_platform_factor: on },
      });
    await setPolicy(true);
    try {
      expect((await passwordStep(t, acc.email)).json().step).toBe('code');
      expect((await passwordStep(t, plain.email)).json().step).toBe('enrol');
    } finally {
      await setPolicy(false);
    }
  });

  it('lets an account that must enrol take a passkey instead of the authenticator app', async () => {
    const admin = await createAccount(t.database.db, { type: 'Backoffice' });
    const adminToken = await t.signIn(admin.email, TEST_PASSWORD);
    const setPolicy = (on: boolean) =>
      t.as(adminToken, { method: 'PUT', url: '/api/accounts/security-policy', payload: { require_platform_factor: on } });
    const plain = await createAccount(t.database.db, { type: 'Backoffice' });
    await setPolicy(true);
    try {
      const step = (await passwordStep(t, plain.email)).json();
      expect(step.step).toBe('enrol');
      // A 'code' challenge (or none) does not open a registration: only the enrolment's does.
      expect((await post('/api/accounts/sign-in/enrolment/passkey/options', {})).statusCode).toBe(400);
      const options = (await post('/api/accounts/sign-in/enrolment/passkey/options', { challenge: step.challenge })).json();
      expect(options).toMatchObject({ user: { name: plain.email }, authenticatorSelection: { userVerification: 'required' } });
      const passkey = newSoftPasskey();
      const done = await post('/api/accounts/sign-in/enrolment/passkey', {
        challenge: step.challenge,
        name: 'Celular',
        response: attest(passkey, options.challenge, rp),
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await listOf(done.json().token)).map((p) => p.name)).toEqual(['Celular']);
      // From now on the password step asks for the factor, and the passkey completes it.
      const next = (await passwordStep(t, plain.email)).json();
      expect(next).toMatchObject({ step: 'code', factors: ['passkey'] });
      expect((await passkeySignIn(passkey, next.challenge)).statusCode).toBe(200);
    } finally {
      await setPolicy(false);
    }
  });

  it('counts failed passkey attempts toward the lockout of wrong passwords', async () => {
    const { acc, passkey } = await accountWithPasskey();
    expect((await passwordStep(t, acc.email, 'Errada@123')).statusCode).toBe(400);
    const forged = { ...passkey, privateKey: newSoftPasskey().privateKey };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await passkeySignIn(forged)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 423]);
    // Locked: neither the right passkey nor the right password gets in.
    expect((await passkeySignIn(passkey)).statusCode).toBe(423);
    expect((await passwordStep(t, acc.email)).statusCode).toBe(423);
  });

  it('refuses a passkey nobody registered', async () => {
    const res = await passkeySignIn(newSoftPasskey());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([S.passkeyInvalid]);
  });
});

describe('removal', () => {
  it('removes a passkey of the caller only; a removed passkey no longer signs in', async () => {
    const { acc, token, passkey, id } = await accountWithPasskey();
    const other = await t.signIn(
      (await createAccount(t.database.db, { type: 'Backoffice' })).email,
      TEST_PASSWORD,
    );
    expect((await t.as(other, { method: 'DELETE', url: `/api/accounts/me/passkeys/${id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(token, { method: 'DELETE', url: `/api/accounts/me/passkeys/${id}` })).statusCode).toBe(
      204,
    );
    expect(await listOf(token)).toEqual([]);
    expect((await passkeySignIn(passkey)).statusCode).toBe(400);
    // Without a factor left, the password alone signs in again.
    expect(typeof (await passwordStep(t, acc.email)).json().token).toBe('string');
  });
});
