import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildQuery, onUnauthorized } from './api';
import { setSession } from './session';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('api client', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.pushState({}, '', '/app/access');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer token kept in session storage', async () => {
    // A readable token: one that cannot be decoded is dropped from storage (session.ts).
    const claims = { name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' };
    const token = `h.${btoa(JSON.stringify(claims))}.s`;
    setSession(token);
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('account', 'profile');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('throws the first Portuguese message of the error body', async () => {
    vi.stubGlobal('fetch', respond(400, { errors: { message: ['CNPJ inválido', 'outro'] } }));
    await expect(api.post('creditor', 'creditors', {})).rejects.toMatchObject({ status: 400, message: 'CNPJ inválido' });
  });

  it('falls back to the generic message when the body has none', async () => {
    vi.stubGlobal('fetch', respond(500, undefined));
    const err = await api.get('creditor', 'creditors').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Aconteceu um erro, tente novamente mais tarde');
  });

  it('a 401 outside the login page clears the session (and reloads)', async () => {
    const handle = vi.spyOn(onUnauthorized, 'handle').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(401, { errors: { message: ['Sessão expirada, faça login novamente'] } }));
    await api.get('account', 'profile').catch(() => undefined);
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the login page is left to the form', async () => {
    window.history.pushState({}, '', '/login');
    const handle = vi.spyOn(onUnauthorized, 'handle').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(401, {}));
    await api.get('account', 'profile').catch(() => undefined);
    expect(handle).not.toHaveBeenCalled();
  });

  it('builds queries without empty values and with repeated arrays', () => {
    expect(buildQuery({ a: 1, b: '', c: null, d: ['x', 'y'], e: false })).toBe('?a=1&d=x&d=y&e=false');
  });
});
