import { TEST_PASSWORD, createAccount } from '../fixtures';
import { outcomes, type MatrixEntry } from './types';

/** Health and the auth module (sign-in, sign-out, the signed-in account's permissions). */
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
  { method: 'POST', url: '/api/accounts/sign-out', expect: outcomes.signedIn(204), ownSession: true },
  { method: 'GET', url: '/api/profile', expect: outcomes.signedIn(200) },
];
