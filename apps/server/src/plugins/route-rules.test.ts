import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('route authorization rules', () => {
  it('every API route declares who may call it', () => {
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(3);
    const missing = api.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('public routes are only the ones meant to be public', () => {
    const publicRoutes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.auth && 'public' in r.auth)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });
});

/** Widening this list is a security decision: review it. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/accounts/sign-in',
  // Invitation links: the invited user has no session yet; the token is the credential.
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // Logos of acquirers and arrangements: public artwork shown in <img> tags (no bearer token).
  'GET /api/files/logos/:name',
  // Creditors' visual identity pictures: their public branding, under unguessable generated names.
  'GET /api/files/visual-identity/:name',
].sort();
