import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession } from './session';

const KEY = 'lastro.token';
const claims = { name: 'Ana', companyName: 'Lastro', personId: null, accountId: 'acc-1', accountType: 'Backoffice', isSecundaryAccount: 'False' };
const tokenOf = (payload: string) => `h.${payload}.s`;

describe('session', () => {
  afterEach(() => clearSession());

  it('reads the user from a well-formed token and keeps it', () => {
    const token = tokenOf(btoa(JSON.stringify(claims)));
    sessionStorage.setItem(KEY, token);
    expect(getSession()).toMatchObject({ token, isAdmin: true, user: { name: 'Ana' } });
    expect(sessionStorage.getItem(KEY)).toBe(token);
  });

  it.each([
    ['not a JWT at all', 'lixo'],
    ['a payload that is not base64 JSON', tokenOf('%%%')],
    ['JSON without the session claims', tokenOf(btoa(JSON.stringify({ sub: 1 })))],
  ])('removes %s from session storage and has no session', (_what, token) => {
    sessionStorage.setItem(KEY, token);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a malformed token handed to setSession is not kept either', () => {
    expect(setSession('a.b.c')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
