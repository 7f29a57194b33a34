import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMerchants } from './useMerchants';

const rows = [{ id: 'm-1', creditor_id: 'c-1', document_number: '11444777000161', trading_name: 'Pão Dourado', company_name: 'Padaria Pão Dourado Ltda', type_person: 2, active: true }];

describe('useMerchants', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every merchant once (merchants?limit=999999) for all the pickers of a screen', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ results: rows, metadata: { resultset: { offset: 0, limit: 250000, count: 1 } } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useMerchants(), { wrapper });
    const second = renderHook(() => useMerchants(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.results).toEqual(rows));
    await waitFor(() => expect(second.result.current.data?.results).toEqual(rows));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/merchants\?limit=999999$/);
  });
});
