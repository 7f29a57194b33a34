import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crudApi } from './crud-api';

type Thing = { id: string; name: string };
const things = crudApi<Thing, { name: string }, { name: string }>('things');

describe('crudApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the five routes of crudRoutes and refreshes the list after a write', async () => {
    let name = 'Um';
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') name = 'Dois';
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      const row = { id: 'a/1', name };
      const list = { results: [row], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } };
      return new Response(JSON.stringify(init?.method === 'GET' && /\/things\?/.test(_url) ? list : row), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        list: things.useList({ name: 'U' }, { offset: 0, limit: 10 }),
        one: things.useOne('a/1'),
        create: things.useCreate(),
        update: things.useUpdate(),
        remove: things.useRemove(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.results[0]?.name).toBe('Um'));
    await waitFor(() => expect(result.current.one.data?.name).toBe('Um'));

    await act(() => result.current.create.mutateAsync({ name: 'Um' }));
    await act(() => result.current.update.mutateAsync({ id: 'a/1', name: 'Dois' }));
    await waitFor(() => expect(result.current.list.data?.results[0]?.name).toBe('Dois'));
    await act(() => result.current.remove.mutateAsync('a/1'));

    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url.replace(/^.*\/api\//, '')}`);
    expect(calls).toContain('GET things?name=U&offset=0&limit=10');
    expect(calls).toContain('GET things/a%2F1');
    expect(calls).toContain('POST things');
    expect(calls).toContain('PUT things/a%2F1');
    expect(calls).toContain('DELETE things/a%2F1');
  });
});
