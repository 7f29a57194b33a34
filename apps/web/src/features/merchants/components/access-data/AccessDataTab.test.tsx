import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components';
import { clearSession, setSession } from '../../../../lib/session';
import { AccessDataTab } from './AccessDataTab';

const check = (date: string | null, address: string | null = null) => ({ date, address });
const account = {
  id: 'acc-1',
  name: 'Maria Souza',
  email: 'maria@padaria.dev',
  phone_number: '11987654321',
  checked_email: check('2026-11-20T13:05:00.000Z', '200.150.10.1'),
  checked_phone_number: check('2026-11-20T13:07:00.000Z', '200.150.10.1'),
  checked_term_partnership: check(null),
  checked_term_policy: check(null),
  checked_selfie: check(null),
  locked: true,
  created_at: '2026-11-20T12:00:00.000Z',
};

function signIn(admin: boolean) {
  const claims = { name: 'N', companyName: 'C', personId: admin ? null : 'cred-1', accountId: 'a', accountType: admin ? 'Backoffice' : 'Creditor', isSecundaryAccount: 'False' };
  setSession(`h.${btoa(JSON.stringify(claims))}.s`);
}

function renderTab() {
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccessDataTab merchantId="m-1" />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('AccessDataTab', () => {
  it('shows date, time and IP of each check, and the administrator changes the password and unlocks', async () => {
    signIn(true);
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return new Response(JSON.stringify({ message: url.endsWith('unlockout') ? 'Desbloqueado com sucesso!' : 'Senha alterada com sucesso!' }));
        }
        return new Response(JSON.stringify({ results: [account] }));
      }),
    );
    renderTab();
    const row = (await screen.findByText('Maria Souza')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    // São Paulo time: 13:05Z is 10:05.
    expect(cells.slice(0, 9)).toEqual(['Maria Souza', 'maria@padaria.dev', '(11) 98765-4321', '20/11/2026', '10:05', '200.150.10.1', '20/11/2026', '10:07', '200.150.10.1']);
    expect(cells.slice(9, 18)).toEqual(Array(9).fill('-'));

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Desbloqueado com sucesso!')).toBeInTheDocument();
    expect(posts[0]).toEqual({ url: '/api/merchants/m-1/access/unlockout', body: { email: 'maria@padaria.dev' } });

    await user.click(within(row).getByRole('button', { name: 'Alterar senha' }));
    await user.type(await screen.findByLabelText('Nova senha'), 'Nova@Senha1');
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(posts[1]).toEqual({ url: '/api/merchants/m-1/access/change-password', body: { email: 'maria@padaria.dev', newPassword: 'Nova@Senha1' } });
  });

  it('offers no account actions to a creditor user', async () => {
    signIn(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/profile') ? [] : { results: [account] }))),
    );
    renderTab();
    expect(await screen.findByText('Maria Souza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeInTheDocument();
  });
});
