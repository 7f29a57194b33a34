import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { registerOptIn, registerOptOut } from './merchantOptIns';

const row = (status: string, extra: object = {}) => ({ id: 'o-1', status, active: status === 'ativo', error_message: null, ...extra });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server answers the write at once; the list answers `states` one after the other. */
function server(write: unknown, states: unknown[]) {
  const lists: unknown[] = [...states];
  const fetchMock = vi.fn(async (_input: string, init?: RequestInit) =>
    init?.method && init.method !== 'GET' ? json(write, init.method === 'POST' ? 201 : 200) : json({ results: [lists.length > 1 ? lists.shift() : lists[0]] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const input = { creditor_id: 'c-1', signature_date: '2026-11-27', start_date: '2026-11-27', end_date: '2027-11-27' };

afterEach(() => vi.unstubAllGlobals());

describe('opt-in calls that the registry decides later', () => {
  it('follow a registered opt-in until the registry made it active', async () => {
    const calls = server(row('solicitado'), [row('solicitado'), row('ativo', { registry_identifier: 'OPT1' })]);
    await expect(registerOptIn('m-1', input)).resolves.toMatchObject({ status: 'ativo', registry_identifier: 'OPT1' });
    expect(calls.mock.calls.length).toBe(3);
  });

  it('turn a refusal the registry sends later into the error the dialog shows', async () => {
    server(row('solicitado'), [row('rejeitado', { error_message: 'Arranjo inválido' })]);
    const failure = await registerOptIn('m-1', input).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Arranjo inválido');
  });

  it('follow an opt-out until the opt-in is no longer active', async () => {
    server(row('ativo'), [row('ativo'), row('inativo')]);
    await expect(registerOptOut('m-1', 'c-1')).resolves.toMatchObject({ status: 'inativo' });
  });
});
