import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD, createAccount } from '../fixtures';
import { outcomes, type MatrixEntry } from './types';

const BOGUS_CHALLENGE = { challenge: 'x.y.z', code: '123456' };
const BOGUS_PASSKEY = { id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'AA', attestationObject: 'AA' } };
const BOGUS_ASSERTION = {
  id: 'AA',
  rawId: 'AA',
  type: 'public-key',
  response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
};

/**
 * Health and the auth module (sign-in and its second step, sign-out, the signed-in account's
 * permissions, 'Minha conta': its factor and sessions, and the administrators' factor controls).
 */
export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/health', expect: outcomes.public(200) },
  {
    method: 'POST',
    url: '/api/accounts/sign-in',
    expect: outcomes.public(200),
    request: async (ctx) => {
      const acc = await createAccount(ctx.db, { type: 'Backoffice', email: ctx.email('entrar') });
      return { payload: { email: acc.email, password: TEST_PASSWORD } };
    },
  },
  // The second step is open to anyone: the challenge, not a session, says who is signing in.
  {
    method: 'POST',
    url: '/api/accounts/sign-in/code',
    expect: outcomes.public(400),
    request: () => ({ payload: BOGUS_CHALLENGE }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/enrolment',
    expect: outcomes.public(400),
    request: () => ({ payload: { challenge: 'x.y.z' } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/enrolment/confirm',
    expect: outcomes.public(400),
    request: () => ({ payload: BOGUS_CHALLENGE }),
  },
  { method: 'POST', url: '/api/accounts/sign-out', expect: outcomes.signedIn(204), ownSession: true },
  { method: 'GET', url: '/api/profile', expect: outcomes.signedIn(200) },
  { method: 'GET', url: '/api/accounts/me/security', expect: outcomes.signedIn(200) },
  { method: 'POST', url: '/api/accounts/me/second-factor', expect: outcomes.signedIn(200), ownSession: true },
  {
    method: 'POST',
    url: '/api/accounts/me/second-factor/confirm',
    expect: outcomes.signedIn(400),
    ownSession: true,
    request: () => ({ payload: { code: '000000' } }),
  },
  { method: 'GET', url: '/api/accounts/me/sessions', expect: outcomes.signedIn(200) },
  // Another account's session (or none) is "not found" to every caller.
  {
    method: 'DELETE',
    url: '/api/accounts/me/sessions/:id',
    expect: outcomes.signedIn(404),
    request: () => ({ url: `/api/accounts/me/sessions/${randomUUID()}` }),
  },
  {
    method: 'POST',
    url: '/api/accounts/me/sessions/end-others',
    expect: outcomes.signedIn(204),
    ownSession: true,
  },
  { method: 'GET', url: '/api/accounts/security-policy', expect: outcomes.adminOnly(200) },
  {
    method: 'PUT',
    url: '/api/accounts/security-policy',
    expect: outcomes.adminOnly(200),
    request: () => ({ payload: { require_platform_factor: false } }),
  },
  {
    method: 'GET',
    url: '/api/users/:id/second-factor',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/users/${(await ctx.creditorAccount()).id}/second-factor` }),
  },
  {
    method: 'DELETE',
    url: '/api/users/:id/second-factor',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/users/${(await ctx.creditorAccount()).id}/second-factor` }),
  },
  // Passkeys: the caller's own ('Minha conta'); the passkey sign-in is public like the other steps.
  { method: 'GET', url: '/api/accounts/me/passkeys', expect: outcomes.signedIn(200) },
  { method: 'POST', url: '/api/accounts/me/passkeys/options', expect: outcomes.signedIn(200) },
  {
    method: 'POST',
    url: '/api/accounts/me/passkeys',
    expect: outcomes.signedIn(400),
    request: () => ({ payload: { name: 'Chave', response: BOGUS_PASSKEY } }),
  },
  {
    method: 'DELETE',
    url: '/api/accounts/me/passkeys/:id',
    expect: outcomes.signedIn(404),
    request: () => ({ url: `/api/accounts/me/passkeys/${randomUUID()}` }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/passkey/options',
    expect: outcomes.public(200),
    request: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/passkey',
    expect: outcomes.public(400),
    request: () => ({ payload: { response: BOGUS_ASSERTION } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/enrolment/passkey/options',
    expect: outcomes.public(400),
    request: () => ({ payload: { challenge: 'x.y.z' } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/sign-in/enrolment/passkey',
    expect: outcomes.public(400),
    request: () => ({ payload: { challenge: 'x.y.z', name: 'Celular', response: BOGUS_PASSKEY } }),
  },
];
