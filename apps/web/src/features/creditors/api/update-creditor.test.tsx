import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditorDetailResponseSchema, type CreditorDetail } from '@lastro/domain';
import { useCreditors as usePickerCreditors } from '../../../lib/reference/useCreditors';
import { useCreditors as useCreditorsList } from './get-creditors';
import { useUpdateCreditor } from './update-creditor';

const creditor = (name: string): CreditorDetail =>
  creditorDetailResponseSchema.parse({
    id: '0b7c4f1e-3a52-4c7e-9d4b-6f1a2b3c4d5e',
    document_number: '11222333000181',
    trading_name: name,
    company_name: `${name} Ltda`,
    active: true,
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: null,
    address: 'Rua A',
    address_number: '1',
    address_complement: '',
    address_neighborhood: 'Centro',
    address_city: 'São Paulo',
    address_state: 'SP',
    address_zip_code: '01001000',
    account: null,
  });
const page = (name: string) => ({ results: [creditor(name)], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });

describe('creditors are reference data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saving a creditor refreshes the creditor picker of the access screens and the creditors list', async () => {
    let name = 'Alfa';
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        name = 'Alfa Pagamentos';
        return new Response(JSON.stringify(creditor(name)), { status: 200 });
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
        picker: usePickerCreditors(),
        list: useCreditorsList({ name: '', document: '' }, { offset: 0, limit: 10 }),
        update: useUpdateCreditor(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.picker.data?.results[0]?.trading_name).toBe('Alfa'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.trading_name).toBe('Alfa'));
    // The picker asks for every creditor (limit 999999); the list for one page.
    const pickerCalls = () => fetch.mock.calls.filter(([url]) => /\/creditors\?.*limit=999999/.test(url)).length;
    expect(pickerCalls()).toBe(1);

    await act(() => result.current.update.mutateAsync({ id: creditor(name).id, trading_name: 'Alfa Pagamentos' }));

    await waitFor(() => expect(result.current.picker.data?.results[0]?.trading_name).toBe('Alfa Pagamentos'));
    await waitFor(() => expect(result.current.list.data?.results[0]?.trading_name).toBe('Alfa Pagamentos'));
    expect(pickerCalls()).toBe(2);
  });
});
