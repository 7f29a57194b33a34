import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import { PlatformUsersTab } from './PlatformUsersTab';

const user = (id: string, name: string, active: boolean) => ({
  id,
  account_id: id,
  name,
  email: `${id}@lastro.dev`,
  phone_number: '11987654321',
  profile_id: 1,
  profile_description: 'Operador',
  status: active ? 'Ativo' : 'Inativo',
  active,
  locked: false,
  invite_pending: false,
  conta_principal: true,
  account_type: 'Backoffice',
  creditor_id: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('PlatformUsersTab', () => {
  it('shows an inactivated user as inactive, with its actions off', async () => {
    const claims = { name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' };
    setSession(`h.${btoa(JSON.stringify(claims))}.s`);
    const results = [user('ana', 'Ana Ativa', true), user('ivo', 'Ivo Inativo', false)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ results, metadata: { resultset: { offset: 0, limit: 10, count: 2 } } }), { status: 200 })),
    );
    const router = createMemoryRouter([{ path: '/app/access', element: <PlatformUsersTab /> }], { initialEntries: ['/app/access'] });
    render(
      <ToastProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ToastProvider>,
    );
    const inactive = (await screen.findByText('Ivo Inativo')).closest('tr')!;
    const active = screen.getByText('Ana Ativa').closest('tr')!;
    const activeColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Ativo');
    expect(activeColumn).toBeGreaterThan(0);
    expect(within(inactive).getAllByRole('cell')[activeColumn]).toHaveTextContent('Não');
    expect(within(active).getAllByRole('cell')[activeColumn]).toHaveTextContent('Sim');
    expect(within(inactive).getByRole('button', { name: 'Inativar Ivo Inativo' })).toBeDisabled();
  });
});
