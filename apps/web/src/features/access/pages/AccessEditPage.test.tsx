import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import AccessEditPage from './AccessEditPage';

const user = {
  id: 'ana',
  account_id: 'ana',
  name: 'Ana Operadora',
  email: 'ana@lastro.dev',
  phone_number: '11987654321',
  profile_id: 1,
  profile_description: 'Operador',
  status: 'Ativo',
  active: true,
  locked: false,
  invite_pending: false,
  conta_principal: true,
  account_type: 'Backoffice',
  creditor_id: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
};

function signIn(accountType: 'Backoffice' | 'Creditor') {
  const claims = { name: 'N', companyName: 'C', personId: 'c1', accountId: 'a', accountType, isSecundaryAccount: 'False' };
  setSession(`h.${btoa(JSON.stringify(claims))}.s`);
}

/** Answers each call by its path; anything else is a 404. */
function stubApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '');
    return path in answers
      ? new Response(JSON.stringify(answers[path]), { status: 200 })
      : new Response(JSON.stringify({ errors: { message: [MESSAGES.errors.notFound] } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/app/access/edit', element: <AccessEditPage /> }], { initialEntries: [address] });
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('AccessEditPage', () => {
  it('loads the user into the edit form under its title', async () => {
    signIn('Backoffice');
    stubApi({ 'users/ana': user, 'domains/profiles/list': [] });
    renderAt('/app/access/edit?type=user&id=ana');
    expect(screen.getByRole('heading', { name: MESSAGES.access.userEditTitle })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ana Operadora')).toBeInTheDocument();
    expect(screen.getByDisplayValue('ana@lastro.dev')).toBeInTheDocument();
  });

  it('says the record was not found when the user does not exist', async () => {
    signIn('Backoffice');
    stubApi({});
    renderAt('/app/access/edit?type=user&id=nobody');
    expect(await screen.findByText(MESSAGES.errors.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.common.save })).not.toBeInTheDocument();
  });

  it('says not found for a profile id that is not a number, without asking the server', async () => {
    signIn('Backoffice');
    const fetch = stubApi({});
    renderAt('/app/access/edit?type=profile&id=abc');
    expect(await screen.findByText(MESSAGES.errors.notFound)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('domains/profiles'))).toHaveLength(0);
  });

  it('shows the no-access view to a creditor user opening a platform user, and never loads it', async () => {
    signIn('Creditor');
    const fetch = stubApi({ profile: [] });
    renderAt('/app/access/edit?type=user&id=ana');
    expect(await screen.findByText(MESSAGES.common.noAccess)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('users/'))).toHaveLength(0);
  });
});
