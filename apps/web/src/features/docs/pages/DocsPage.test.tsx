import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingMerchant } from '@lastro/domain';
import { ToastProvider } from '../../../components/Toast';
import { clearSession, setSession } from '../../../lib/session';
import DocsPage from './DocsPage';

// The machine these run on is shared: the first render after a fetch may take seconds.
const SLOW = { timeout: 10_000 };

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const rows: PendingMerchant[] = [
  {
    merchant_id: 'm-1',
    merchant_type: 'PJ',
    merchant_document: '11222333000181',
    trading_name: 'Pão Dourado',
    company_name: 'Padaria Pão Dourado Ltda',
    creditor_trading: 'Demo',
    first_deal_guaranteed: true,
    first_deal_guaranteed_date: '2026-01-05T12:00:00.000Z',
    status_description: 'Inativo com compromisso garantido',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('DocsPage', () => {
  it('filters by name and status and leads to the merchant Documentos tab', async () => {
    setSession(
      `${b64({ alg: 'HS256' })}.${b64({ name: 'A', companyName: 'L', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' })}.s`,
    );
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(
          JSON.stringify({ results: rows, metadata: { resultset: { offset: 0, limit: 10, count: 1 } } }),
        );
      }),
    );
    const router = createMemoryRouter(
      [
        { path: '/app/docs', element: <DocsPage /> },
        { path: '/app/merchants/edit', element: <p>editar estabelecimento</p> },
      ],
      { initialEntries: ['/app/docs'] },
    );
    render(
      <ToastProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ToastProvider>,
    );
    const row = (await screen.findByText('Pão Dourado', undefined, SLOW)).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 8),
    ).toEqual([
      'PJ',
      '11.222.333/0001-81',
      'Pão Dourado',
      'Padaria Pão Dourado Ltda',
      'Demo',
      'Sim',
      '05/01/2026 09:00',
      'Inativo com compromisso garantido',
    ]);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Pão');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(
      await screen.findByRole('option', { name: 'Pendente de aprovação de documentos' }, SLOW),
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(urls.at(-1)).toContain('status=pendente_aprovacao_documentos'), SLOW);
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('name')).toBe('Pão');

    await user.click(
      within((await screen.findByText('Pão Dourado', undefined, SLOW)).closest('tr')!).getByRole('link', {
        name: 'Documentos Pão Dourado',
      }),
    );
    expect(router.state.location.search).toBe('?id=m-1&tab=4');
  });
});
