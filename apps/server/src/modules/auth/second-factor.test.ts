import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { accountFactors, accountRecoveryCodes } from '../../db/schema/access';
import { creditorParameters } from '../../db/schema/creditors';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';
import { codeFor, codeStep, enrol, passwordStep } from './second-factor.test-helpers';

const S = MESSAGES.security;
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAccount(t.database.db, { type: 'Backoffice' });
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const profileOf = (token: string) => t.as(token, { method: 'GET', url: '/api/profile' });
const securityOf = (token: string) => t.as(token, { method: 'GET', url: '/api/accounts/me/security' });

/** A platform account with a confirmed factor. */
async function enrolledAccount() {
  const acc = await createAccount(t.database.db, { type: 'Backoffice' });
  const { secret, recoveryCodes } = await enrol(t, await t.signIn(acc.email, TEST_PASSWORD));
  return { acc, secret, recoveryCodes };
}

describe('enrolment from Minha conta', () => {
  it('shows a QR code and the secret, confirms with a code and gives ten recovery codes once', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    expect((await securityOf(token)).json()).toEqual({
      second_factor: { enrolled: false, enrolled_at: null, recovery_codes_left: 0, passkeys: 0 },
      required: false,
    });

    const started = await t.as(token, { method: 'POST', url: '/api/accounts/me/second-factor' });
    expect(started.statusCode).toBe(200);
    const { secret, uri, qr } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await t.as(token, {
      method: 'POST',
      url: '/api/accounts/me/second-factor/confirm',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.message).toEqual([S.codeInvalid]);

    const confirmed = await t.as(token, {
      method: 'POST',
      url: '/api/accounts/me/second-factor/confirm',
      payload: { code: codeFor(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([A-Z2-7]{4}-){5}[A-Z2-7]{4}$/);

    const status = (await securityOf(token)).json();
    expect(status.second_factor).toMatchObject({ enrolled: true, recovery_codes_left: 10 });
    // A second enrolment does not replace the factor, nor show the codes again.
    expect((await t.as(token, { method: 'POST', url: '/api/accounts/me/second-factor' })).statusCode).toBe(
      409,
    );

    // At rest the secret is encrypted and the codes hashed: neither appears in the database.
    const [row] = await t.database.db
      .select()
      .from(accountFactors)
      .where(eq(accountFactors.accountId, acc.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    const stored = await t.database.db
      .select()
      .from(accountRecoveryCodes)
      .where(eq(accountRecoveryCodes.accountId, acc.id));
    expect(stored).toHaveLength(10);
    const plain = codes.flatMap((c) => [c, c.replace(/-/g, '')]);
    for (const r of stored) expect(plain).not.toContain(r.codeHash);
  });
});

describe('sign-in with a second factor', () => {
  it('answers a challenge after the password, and a session only after the code', async () => {
    const { acc, secret } = await enrolledAccount();
    const first = await passwordStep(t, acc.email);
    expect(first.statusCode).toBe(200);
    const { token, challenge, step } = first.json();
    expect(token).toBeUndefined();
    expect(step).toBe('code');
    // The challenge is no session.
    expect((await profileOf(challenge)).statusCode).toBe(401);

    // The enrolment used this step's code: the next step's completes the sign-in.
    const second = await codeStep(t, challenge, codeFor(secret, 1));
    expect(second.statusCode).toBe(200);
    expect((await profileOf(second.json().token)).statusCode).toBe(200);
  });

  it('refuses a code already used in its window', async () => {
    const { acc, secret } = await enrolledAccount();
    const { challenge } = (await passwordStep(t, acc.email)).json();
    const code = codeFor(secret, 1);
    expect((await codeStep(t, challenge, code)).statusCode).toBe(200);
    const replay = await codeStep(t, challenge, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.message).toEqual([S.codeInvalid]);
    // So is the enrolment's own code, still inside the accepted window.
    expect((await codeStep(t, challenge, codeFor(secret))).statusCode).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const { acc, recoveryCodes } = await enrolledAccount();
    const { challenge } = (await passwordStep(t, acc.email)).json();
    const used = await codeStep(t, challenge, recoveryCodes[3]!.toLowerCase());
    expect(used.statusCode).toBe(200);
    expect((await securityOf(used.json().token)).json().second_factor.recovery_codes_left).toBe(9);
    expect((await codeStep(t, challenge, recoveryCodes[3]!)).statusCode).toBe(400);
  });

  it('counts wrong codes toward the lockout of wrong passwords', async () => {
    const { acc, secret } = await enrolledAccount();
    expect((await passwordStep(t, acc.email, 'Errada@1')).statusCode).toBe(400);
    expect((await passwordStep(t, acc.email, 'Errada@2')).statusCode).toBe(400);
    // The right password does not wipe the failures out: the sign-in is not complete yet.
    const { challenge } = (await passwordStep(t, acc.email)).json();
    expect((await codeStep(t, challenge, '111111')).statusCode).toBe(400);
    expect((await codeStep(t, challenge, '222222')).statusCode).toBe(400);
    const fifth = await codeStep(t, challenge, '333333');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errors.message).toEqual([MESSAGES.auth.accountBlocked]);
    // Locked: neither the right code nor the right password gets in.
    expect((await codeStep(t, challenge, codeFor(secret, 1))).statusCode).toBe(423);
    expect((await passwordStep(t, acc.email)).statusCode).toBe(423);
  });

  it('a right code clears the failures', async () => {
    const { acc, secret } = await enrolledAccount();
    const { challenge } = (await passwordStep(t, acc.email)).json();
    for (const wrong of ['111111', '222222', '333333'])
      expect((await codeStep(t, challenge, wrong)).statusCode).toBe(400);
    expect((await codeStep(t, challenge, codeFor(secret, 1))).statusCode).toBe(200);
    const again = (await passwordStep(t, acc.email)).json();
    for (const wrong of ['111111', '222222', '333333', '444444'])
      expect((await codeStep(t, again.challenge, wrong)).statusCode).toBe(400);
  });

  it('refuses a forged or mistyped challenge', async () => {
    const res = await codeStep(t, 'x.y.z', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([S.challengeExpired]);
  });
});

describe('required second factor', () => {
  it("takes a creditor's user to enrolment right after the password when the creditor requires it", async () => {
    const creditor = await createCreditor(t.database.db);
    await t.database.db
      .insert(creditorParameters)
      .values({ creditorId: creditor.id, parameterKey: 'exige_segundo_fator', parameterValue: '1' });
    const profile = await createProfile(t.database.db, { isLastro: false });
    const acc = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: creditor.id,
      profileId: profile.id,
    });

    const first = (await passwordStep(t, acc.email)).json();
    expect(first).toEqual({ challenge: expect.any(String), step: 'enrol' });
    // Nothing else until it enrols: the challenge opens no route, and is not a code challenge.
    expect((await profileOf(first.challenge)).statusCode).toBe(401);
    expect((await codeStep(t, first.challenge, '123456')).json().errors.message).toEqual([
      S.challengeExpired,
    ]);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/enrolment',
      payload: { challenge: first.challenge },
    });
    expect(started.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/enrolment/confirm',
      payload: { challenge: first.challenge, code: codeFor(started.json().secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recovery_codes).toHaveLength(10);
    const status = (await securityOf(confirmed.json().token)).json();
    expect(status).toMatchObject({ second_factor: { enrolled: true }, required: true });
    // From now on the password asks for the code.
    expect((await passwordStep(t, acc.email)).json().step).toBe('code');
  });

  it('requires it of every platform user when the administrator says so', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const creditorUser = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: (await createCreditor(t.database.db)).id,
    });
    const put = (value: boolean) =>
      t.as(adminToken, {
        method: 'PUT',
        url: '/api/accounts/security-policy',
        payload: { require_platform_factor: value },
      });
    expect((await put(true)).json()).toEqual({ require_platform_factor: true });
    try {
      expect((await passwordStep(t, acc.email)).json().step).toBe('enrol');
      // A creditor's users follow their creditor's parameter, not the platform's policy.
      expect((await passwordStep(t, creditorUser.email)).json().token).toEqual(expect.any(String));
    } finally {
      await put(false);
    }
    expect((await passwordStep(t, acc.email)).json().token).toEqual(expect.any(String));
  });
});

describe("an administrator resets a user's factor", () => {
  it('removes it and ends the sessions of that user', async () => {
    const { acc, secret } = await enrolledAccount();
    const { challenge } = (await passwordStep(t, acc.email)).json();
    const userToken = (await codeStep(t, challenge, codeFor(secret, 1))).json().token;
    expect(
      (await t.as(adminToken, { method: 'GET', url: `/api/users/${acc.id}/second-factor` })).json().enrolled,
    ).toBe(true);

    expect(
      (await t.as(adminToken, { method: 'DELETE', url: `/api/users/${acc.id}/second-factor` })).statusCode,
    ).toBe(204);
    expect((await profileOf(userToken)).statusCode).toBe(401);
    expect(
      (await t.as(adminToken, { method: 'GET', url: `/api/users/${acc.id}/second-factor` })).json(),
    ).toEqual({ enrolled: false, enrolled_at: null });
    // The next sign-in needs the password only, and the user may enrol again.
    const token = (await passwordStep(t, acc.email)).json().token;
    expect((await securityOf(token)).json().second_factor.enrolled).toBe(false);
  });
});
