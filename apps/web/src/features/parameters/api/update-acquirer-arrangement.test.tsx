import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquirerResponseSchema, arrangementResponseSchema } from '@lastro/domain';
import { useAcquirers as usePickerAcquirers } from '../../../lib/reference/useAcquirers';
import { useArrangements as usePickerArrangements } from '../../../lib/reference/useArrangements';
import { useAcquirers as useRegisterAcquirers } from './get-acquirers';
import { useArrangements as useRegisterArrangements } from './get-arrangements';
import { useUpdateAcquirer } from './update-acquirer';
import { useUpdateArrangement } from './update-arrangement';

const stamps = { active: true, path: null, created_at: '2026-01-05T12:00:00.000Z', updated_at: null, inactivation_date: null };
const acquirer = (name: string) =>
  acquirerResponseSchema.parse({ id: 3, acquirer_name: name, document_number: '11222333000181', register_name: 'CERC', ...stamps });
const arrangement = (name: string) =>
  arrangementResponseSchema.parse({ id: 4, brand_name: name, brand_code: 'VIS', type: 'Crédito', payment_arrangement: 'VCC', ...stamps });
const page = <T,>(row: T) => ({ results: [row], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });

/** A server holding one row whose name a PATCH changes. */
function stubServer<T>(row: (name: string) => T, before: string, after: string) {
  let name = before;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      name = after;
      return new Response(JSON.stringify(row(name)), { status: 200 });
    }
    return new Response(JSON.stringify(page(row(name))), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('acquirers and arrangements are reference data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saving an acquirer in Parameters refreshes every acquirer picker', async () => {
    const fetch = stubServer(acquirer, 'Cielo', 'Cielo S.A.');
    const { result } = renderHook(
      () => ({
        picker: usePickerAcquirers(),
        list: useRegisterAcquirers({ name: '', document: '' }, { offset: 0, limit: 10 }),
        update: useUpdateAcquirer(),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.picker.data?.results[0]?.acquirer_name).toBe('Cielo'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.acquirer_name).toBe('Cielo'));
    const pickerCalls = () => fetch.mock.calls.filter(([url]) => /\/domains\/acquirers(\?|$)/.test(url)).length;
    expect(pickerCalls()).toBe(1);

    await act(() => result.current.update.mutateAsync({ id: 3, acquirer_name: 'Cielo S.A.' }));

    await waitFor(() => expect(result.current.picker.data?.results[0]?.acquirer_name).toBe('Cielo S.A.'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.acquirer_name).toBe('Cielo S.A.'));
    expect(pickerCalls()).toBe(2);
  });

  it('saving an arrangement in Parameters refreshes every arrangement picker', async () => {
    const fetch = stubServer(arrangement, 'Visa', 'Visa Crédito');
    const { result } = renderHook(
      () => ({
        picker: usePickerArrangements(),
        list: useRegisterArrangements({ name: '', code: '', arrangement: '' }, { offset: 0, limit: 10 }),
        update: useUpdateArrangement(),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.picker.data?.results[0]?.brand_name).toBe('Visa'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.brand_name).toBe('Visa'));
    const pickerCalls = () => fetch.mock.calls.filter(([url]) => /\/domains\/arrangements(\?|$)/.test(url)).length;
    expect(pickerCalls()).toBe(1);

    await act(() => result.current.update.mutateAsync({ id: 4, brand_name: 'Visa Crédito' }));

    await waitFor(() => expect(result.current.picker.data?.results[0]?.brand_name).toBe('Visa Crédito'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.brand_name).toBe('Visa Crédito'));
    expect(pickerCalls()).toBe(2);
  });
});
