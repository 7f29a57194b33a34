import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';
import { assert, attest, newSoftPasskey } from './passkeys.test-helpers';
import { codeStep, enrol, passwordStep } from './second-factor.test-helpers';

type Line = Record<string, unknown> & { security?: string };
const lines: Line[] = [];
/** Every value that must never reach a log line. */
const secrets = new Set<string>();
let t: TestApp;

/** The test app of test/app.ts, but logging at info into `lines`. */
beforeAll(async () => {
  const { database, dispose } = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-test-files-'));
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'info', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' },
    { webDist: undefined, seedDemo: false, signInRateLimitPerMinute: 10_000, filesDir },
  );
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  const as = (token: string | null, opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  t = {
    app,
    database,
    config,
    as,
    async signIn(email, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in ${res.statusCode}: ${res.body}`);
      return keep(res.json().token as string);
    },
    async close() {
      await app.close();
      await dispose();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => t?.close());

/** Marks a token, and the session id inside it, as secrets; answers the token. */
function keep(token: string): string {
  secrets.add(token);
  const { jti } = decodeJwt(token);
  if (jti) secrets.add(jti);
  return token;
}
const events = (name: string) => lines.filter((l) => l.security === name);

describe('security events as log lines', () => {
  it('logs each event under one security field, with no secret in any line', async () => {
    secrets.add(TEST_PASSWORD);
    const admin = await createAccount(t.database.db, { type: 'Backoffice' });
    const adminToken = await t.signIn(admin.email, TEST_PASSWORD);

    // Sign-in failures: an unknown e-mail, a wrong password; then the lockout.
    secrets.add('Errada@123');
    await passwordStep(t, 'ninguem@teste.dev', 'Errada@123');
    const locked = await createAccount(t.database.db, { type: 'Backoffice' });
    for (let i = 0; i < 5; i++) await passwordStep(t, locked.email, 'Errada@123');
    expect(events('sign_in.failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'ninguem@teste.dev', reason: 'unknown_account', level: 40 }),
        expect.objectContaining({ account_id: locked.id, email: locked.email, reason: 'password' }),
      ]),
    );
    expect(events('sign_in.locked')).toEqual([expect.objectContaining({ account_id: locked.id, level: 40 })]);
    expect(events('sign_in.succeeded')).toContainEqual(
      expect.objectContaining({ account_id: admin.id, method: 'password' }),
    );

    // TOTP enrolment, a wrong code, a recovery code used, then the administrator's reset.
    const user = await createAccount(t.database.db, { type: 'Backoffice' });
    const { secret, recoveryCodes } = await enrol(t, await t.signIn(user.email, TEST_PASSWORD));
    secrets.add(secret);
    for (const code of recoveryCodes) secrets.add(code);
    expect(events('factor.totp_enrolled')).toContainEqual(
      expect.objectContaining({ actor_account_id: user.id }),
    );
    const challenge = (await passwordStep(t, user.email)).json().challenge as string;
    secrets.add(challenge);
    await codeStep(t, challenge, '000000');
    expect(events('sign_in.failed')).toContainEqual(
      expect.objectContaining({ account_id: user.id, reason: 'code' }),
    );
    keep((await codeStep(t, challenge, recoveryCodes[0]!)).json().token as string);
    expect(events('factor.recovery_code_used')).toEqual([expect.objectContaining({ account_id: user.id })]);
    await t.as(adminToken, { method: 'DELETE', url: `/api/users/${user.id}/second-factor` });
    expect(events('factor.reset')).toEqual([
      expect.objectContaining({ actor_account_id: admin.id, target_id: user.id }),
    ]);

    // A passkey added, used and removed.
    const rp = { rpId: t.config.webauthn.rpId, origin: t.config.webauthn.origins[0]! };
    const owner = await createAccount(t.database.db, { type: 'Backoffice' });
    const ownerToken = await t.signIn(owner.email, TEST_PASSWORD);
    const options = (
      await t.as(ownerToken, { method: 'POST', url: '/api/accounts/me/passkeys/options' })
    ).json();
    secrets.add(options.challenge);
    const passkey = newSoftPasskey();
    const added = await t.as(ownerToken, {
      method: 'POST',
      url: '/api/accounts/me/passkeys',
      payload: { name: 'Notebook', response: attest(passkey, options.challenge, rp) },
    });
    const signInOptions = (
      await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in/passkey/options', payload: {} })
    ).json();
    secrets.add(signInOptions.challenge);
    const assertion = assert(passkey, signInOptions.challenge, rp);
    secrets.add(assertion.response.signature);
    const viaPasskey = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/passkey',
      payload: { response: assertion },
    });
    keep(viaPasskey.json().token as string);
    expect(events('sign_in.succeeded')).toContainEqual(
      expect.objectContaining({ account_id: owner.id, method: 'passkey' }),
    );
    await t.as(ownerToken, { method: 'DELETE', url: `/api/accounts/me/passkeys/${added.json().id}` });
    expect(events('factor.passkey_added')).toEqual([expect.objectContaining({ actor_account_id: owner.id })]);
    expect(events('factor.passkey_removed')).toEqual([
      expect.objectContaining({ actor_account_id: owner.id, target_id: added.json().id }),
    ]);

    // A password change, a profile created, the policy changed.
    secrets.add('Nova@Senha2026');
    const changed = await t.as(adminToken, {
      method: 'POST',
      url: '/api/accounts/change-password',
      payload: { email: owner.email, newPassword: 'Nova@Senha2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(events('password.changed')).toEqual([
      expect.objectContaining({ actor_account_id: admin.id, email: owner.email }),
    ]);
    const catalogue = await t.as(adminToken, {
      method: 'GET',
      url: '/api/domains/user-resource?limit=200&type=1',
    });
    const resource = (catalogue.json().results as Array<{ id: number }>)[0]!.id;
    const profile = await t.as(adminToken, {
      method: 'POST',
      url: '/api/domains/profiles',
      payload: {
        description: 'Auditoria',
        is_lastro: true,
        resources: [{ user_resource_id: resource, permition: 'read' }],
      },
    });
    expect(profile.statusCode).toBe(201);
    expect(events('permissions.changed')).toEqual([
      expect.objectContaining({ actor_account_id: admin.id, route: 'POST /api/domains/profiles' }),
    ]);
    await t.as(adminToken, {
      method: 'PUT',
      url: '/api/accounts/security-policy',
      payload: { require_platform_factor: false },
    });
    expect(events('policy.changed')).toHaveLength(1);

    // A refused authorisation: a creditor's user without the permission.
    const creditor = await createCreditor(t.database.db);
    const bare = await createProfile(t.database.db, { isLastro: false });
    const creditorUser = await createAccount(t.database.db, {
      type: 'Creditor',
      creditorId: creditor.id,
      profileId: bare.id,
    });
    const creditorToken = await t.signIn(creditorUser.email, TEST_PASSWORD);
    const refused = await t.as(creditorToken, {
      method: 'POST',
      url: '/api/domains/profiles',
      payload: { description: 'Meu', is_lastro: false, resources: [] },
    });
    expect(refused.statusCode).toBe(403);
    expect(events('authz.refused')).toEqual([
      expect.objectContaining({
        account_id: creditorUser.id,
        route: 'POST /api/domains/profiles',
        level: 40,
      }),
    ]);
    // Only the refused one counts as a change of permissions.
    expect(events('permissions.changed')).toHaveLength(1);

    // No line carries a password, code, secret, token, challenge or session id.
    const logged = JSON.stringify(lines);
    for (const value of secrets) expect(logged, 'a secret reached the log').not.toContain(value);
  });
});
