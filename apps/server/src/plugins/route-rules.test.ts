import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, unboundedPaths } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';
import { BODY_LIMITS } from './input-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('route authorization rules', () => {
  it('every API route declares who may call it', () => {
    const api = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'),
    );
    expect(api.length).toBeGreaterThan(3);
    const missing = api.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('public routes are only the ones meant to be public', () => {
    const publicRoutes = t.app.registeredRoutes
      .filter(
        (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.auth && 'public' in r.auth,
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });
});

describe('input bounds', () => {
  it('every route bounds each text, number and list of its params, query and body', () => {
    const unbounded = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'))
      .flatMap((r) =>
        (['params', 'querystring', 'body'] as const).flatMap((part) => {
          const schema = r.schema?.[part];
          if (!(schema instanceof z.ZodType)) return [];
          return unboundedPaths(schema).map((p) => `${r.method} ${r.url} ${part} ${p}`);
        }),
      );
    expect(unbounded).toEqual([]);
  });
});

describe('body limits', () => {
  const api = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && !['GET', 'DELETE'].includes(r.method));

  it('no route takes a JSON body above the form limit, and what anyone may call takes a small one', () => {
    expect(t.app.initialConfig.bodyLimit).toBe(BODY_LIMITS.form);
    const above = api().filter((r) => (r.bodyLimit ?? BODY_LIMITS.form) > BODY_LIMITS.form);
    expect(above.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const publicWithBody = api().filter((r) => r.auth && 'public' in r.auth);
    expect(publicWithBody.length).toBeGreaterThan(0);
    const large = publicWithBody.filter((r) => (r.bodyLimit ?? BODY_LIMITS.form) > BODY_LIMITS.small);
    expect(large.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('a sign-in body above the small limit is refused before it is parsed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: 'ana@teste.dev', password: 'x'.repeat(BODY_LIMITS.small) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { message: [MESSAGES.errors.bodyTooLarge] } });
  });
});

/** Widening this list is a security decision: review it. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/accounts/sign-in',
  // The sign-in's second step: no session yet; the challenge the password step signed is the credential.
  'POST /api/accounts/sign-in/code',
  'POST /api/accounts/sign-in/enrolment',
  'POST /api/accounts/sign-in/enrolment/confirm',
  'POST /api/accounts/sign-in/enrolment/passkey',
  'POST /api/accounts/sign-in/enrolment/passkey/options',
  'POST /api/accounts/sign-in/passkey',
  'POST /api/accounts/sign-in/passkey/options',
  // Invitation links: the invited user has no session yet; the token is the credential.
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // Logos of acquirers and arrangements: public artwork shown in <img> tags (no bearer token).
  'GET /api/files/logos/:name',
  // Creditors' visual identity pictures: their public branding, under unguessable generated names.
  'GET /api/files/visual-identity/:name',
  // The merchant's onboarding link: the merchant has no session; the one-time token is the credential.
  'POST /api/onboarding/open',
  'POST /api/onboarding/email-code',
  'POST /api/onboarding/email-code/confirm',
  'POST /api/onboarding/phone-code',
  'POST /api/onboarding/phone-code/confirm',
  'POST /api/onboarding/term-partnership',
  'POST /api/onboarding/term-policy',
  'POST /api/onboarding/selfie',
].sort();
