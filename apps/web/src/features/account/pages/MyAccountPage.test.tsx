import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@lastro/domain';
import { ToastProvider } from '../../../components/Toast';
import { clearSession, setSession } from '../../../lib/session';
import MyAccountPage from './MyAccountPage';

// The machine these run on is shared: the first render after a fetch may take seconds.
const SLOW = { timeout: 10_000 };
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const signIn = (accountType: 'Backoffice' | 'Creditor') =>
  setSession(
    `${b64({ alg: 'HS256' })}.${b64({ name: 'Ana', companyName: 'Lastro', personId: null, accountId: 'a', accountType, isSecundaryAccount: 'False' })}.s`,
  );

const session = (id: string, current: boolean): AccountSession => ({
  id,
  device: current ? 'Chrome 140 · Linux' : 'Safari 17 · iOS 17.5',
  ip: '10.0.0.1',
  created_at: '2026-03-02T12:00:00.000Z',
  last_seen_at: '2026-03-02T12:30:00.000Z',
  current,
});

/** A fake server for the page's calls; records each method and path. */
function serve(state: { enrolled: boolean; sessions: AccountSession[]; passkeys?: number }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://x').pathname.replace(/^\/api\//, '');
      calls.push(`${method} ${path}`);
      const json = (body: unknown, status = 200) =>
        new Response(body === null ? null : JSON.stringify(body), { status });
      if (path === 'accounts/me/security')
        return json({
          second_factor: {
            enrolled: state.enrolled,
            enrolled_at: state.enrolled ? '2026-03-02T12:00:00.000Z' : null,
            recovery_codes_left: state.enrolled ? 10 : 0,
            passkeys: state.passkeys ?? 0,
          },
          required: false,
        });
      if (path === 'accounts/me/sessions') return json(state.sessions);
      if (path === 'accounts/me/second-factor')
        return json({
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qr: 'data:image/png;base64,AA==',
        });
      if (path === 'accounts/me/second-factor/confirm') {
        state.enrolled = true;
        return json({ recovery_codes: Array.from({ length: 10 }, (_, i) => `CODE-${i}`) });
      }
      if (path === 'accounts/me/sessions/end-others') {
        state.sessions = state.sessions.filter((s) => s.current);
        return json(null, 204);
      }
      if (method === 'DELETE' && path.startsWith('accounts/me/sessions/')) {
        state.sessions = state.sessions.filter((s) => !path.endsWith(s.id));
        return json(null, 204);
      }
      if (path === 'accounts/security-policy')
        return json({
          require_platform_factor: init.body ? JSON.parse(String(init.body)).require_platform_factor : false,
        });
      return json({ errors: { message: ['?'] } }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <MyAccountPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('MyAccountPage', () => {
  it('enrols the second factor: QR and secret, a code, then the ten recovery codes', async () => {
    signIn('Creditor');
    const calls = serve({ enrolled: false, sessions: [session('s1', true)] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configurar' }, SLOW));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const codes = await screen.findByTestId('recovery-codes', {}, SLOW);
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Guardei os códigos' }));
    expect(await screen.findByText('Ativa', {}, SLOW)).toBeInTheDocument();
    expect(calls).toContain('POST accounts/me/second-factor/confirm');
    // A creditor user does not see the platform's policy.
    expect(screen.queryByText('Política de segurança')).not.toBeInTheDocument();
  });

  it('counts a passkey as the second factor: active, the authenticator app optional', async () => {
    signIn('Creditor');
    serve({ enrolled: false, passkeys: 2, sessions: [session('s1', true)] });
    renderPage();
    expect(await screen.findByText('Protegida por 2 chaves de acesso. O aplicativo autenticador é opcional.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ativa')).toBeInTheDocument();
    expect(screen.queryByText('Não configurada')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
  });

  it("lists the sessions; 'Encerrar' ends one, 'Encerrar as outras' the rest", async () => {
    signIn('Backoffice');
    const calls = serve({
      enrolled: true,
      sessions: [session('s1', true), session('s2', false), session('s3', false)],
    });
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3), SLOW);
    expect(within(screen.getAllByTestId('session-row')[0]!).getByText('Esta sessão')).toBeInTheDocument();
    await user.click(
      within(screen.getAllByTestId('session-row')[1]!).getByRole('button', { name: 'Encerrar' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2), SLOW);
    expect(calls).toContain('DELETE accounts/me/sessions/s2');
    await user.click(screen.getByRole('button', { name: 'Encerrar as outras' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1), SLOW);
    expect(screen.getByRole('button', { name: 'Encerrar as outras' })).toBeDisabled();
    // An administrator sets the platform's policy here.
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Exigir verificação em duas etapas de todos os usuários da plataforma' },
        SLOW,
      ),
    );
    await waitFor(() => expect(calls).toContain('PUT accounts/security-policy'), SLOW);
  });
});
