import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../test/app';
import { TEST_PASSWORD } from '../../test/fixtures';

/** The code an authenticator shows for `secret`, `stepsAhead` 30-second steps from now. */
export function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Enrols the account signed in with `token`; the secret and the recovery codes it was given. */
export async function enrol(t: TestApp, token: string) {
  const started = await t.as(token, { method: 'POST', url: '/api/accounts/me/second-factor' });
  if (started.statusCode !== 200) throw new Error(`enrol ${started.statusCode}: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await t.as(token, {
    method: 'POST',
    url: '/api/accounts/me/second-factor/confirm',
    payload: { code: codeFor(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm ${confirmed.statusCode}: ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

export const passwordStep = (t: TestApp, email: string, password = TEST_PASSWORD, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    payload: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

export const codeStep = (t: TestApp, challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign-in/code', payload: { challenge, code } });
