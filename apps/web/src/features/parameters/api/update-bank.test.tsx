import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBanks as usePickerBanks } from '../../../lib/reference/useBanks';
import { useBanks as useRegisterBanks } from './get-banks';
import { useUpdateBank } from './update-bank';

const bank = (name: string) => ({
  id: 7,
  bank_name: name,
  bank_code: '341',
  bank_ispb: '60701190',
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
});
const page = (name: string) => ({ results: [bank(name)], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });

describe('banks are reference data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saving a bank in Parameters refreshes the Creditors domicile picker too', async () => {
    let name = 'Itaú';
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        name = 'Itaú Unibanco';
        return new Response(JSON.stringify(bank(name)), { status: 200 });
      }
      return new Response(JSON.stringify(page(name)), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(
      () => ({
        picker: usePickerBanks(),
        list: useRegisterBanks({ name: '', code: '' }, { offset: 0, limit: 10 }),
        update: useUpdateBank(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.picker.data?.results[0]?.bank_name).toBe('Itaú'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.bank_name).toBe('Itaú'));
    const pickerCalls = () => fetch.mock.calls.filter(([url]) => /\/domains\/banks(\?|$)/.test(url)).length;
    expect(pickerCalls()).toBe(1);

    await act(() => result.current.update.mutateAsync({ id: 7, name: 'Itaú Unibanco', code: '341', ispb: '60701190' }));

    await waitFor(() => expect(result.current.picker.data?.results[0]?.bank_name).toBe('Itaú Unibanco'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.bank_name).toBe('Itaú Unibanco'));
    expect(pickerCalls()).toBe(2);
  });
});
