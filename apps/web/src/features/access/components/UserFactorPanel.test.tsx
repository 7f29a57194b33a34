import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { clearSession, setSession } from '../../../lib/session';
import { UserFactorPanel } from './UserFactorPanel';

const SLOW = { timeout: 10_000 };
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const signIn = (accountType: 'Backoffice' | 'Creditor') =>
  setSession(
    `${b64({ alg: 'HS256' })}.${b64({ name: 'A', companyName: 'L', personId: null, accountId: 'a', accountType, isSecundaryAccount: 'False' })}.s`,
  );

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <UserFactorPanel userId="u-1" />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('UserFactorPanel', () => {
  it("lets an administrator reset a user's factor after confirming", async () => {
    signIn('Backoffice');
    let enrolled = true;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        if (init.method === 'DELETE') {
          enrolled = false;
          return new Response(null, { status: 204 });
        }
        return new Response(
          JSON.stringify({ enrolled, enrolled_at: enrolled ? '2026-03-02T12:00:00.000Z' : null }),
          { status: 200 },
        );
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByText('Verificação em duas etapas: ativa', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redefinir verificação em duas etapas' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Verificação em duas etapas: não configurada', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/users/u-1/second-factor');
    // Nothing left to reset (once the dialog has closed, the page is reachable again).
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Redefinir verificação em duas etapas' })).toBeDisabled(),
      SLOW,
    );
  });

  it('shows nothing, and asks nothing, to a creditor user', async () => {
    signIn('Creditor');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await waitFor(() => expect(screen.queryByText(/Verificação em duas etapas/)).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });
});
