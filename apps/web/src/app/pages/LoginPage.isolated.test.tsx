import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, loadAppShell } from '../preload';
import LoginPage from './LoginPage';

// The app's chunks the page preloads on submit are not what these tests are about.
vi.mock('../preload', () => ({ loadApp: vi.fn(async () => ({})), loadAppShell: vi.fn(async () => ({})) }));

function renderLogin() {
  const onSignedIn = vi.fn();
  render(<LoginPage onSignedIn={onSignedIn} />);
  return onSignedIn;
}

describe('LoginPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the title, description and validation messages; submit disabled while errors exist', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Faça login para acessar o backoffice')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'nao-e-email');
    await user.click(screen.getByLabelText('Senha'));
    await user.tab();
    expect(await screen.findByText('Você precisa digitar um email válido')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  });

  it('shows the server message on a refused sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: { message: ['E-mail ou senha inválidos'] } }), {
            status: 400,
          }),
      ),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
  });

  it('keeps the token and says so on success', async () => {
    const payload = btoa(
      JSON.stringify({
        name: 'N',
        companyName: 'C',
        personId: null,
        accountId: 'a',
        accountType: 'Backoffice',
        isSecundaryAccount: 'False',
      }),
    );
    const token = `h.${payload}.s`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token }), { status: 200 })),
    );
    const onSignedIn = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(loadApp).toHaveBeenCalled();
    expect(loadAppShell).toHaveBeenCalled();
    expect(sessionStorage.getItem('lastro.token')).toBe(token);
  });

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fakeToken = () =>
    `h.${btoa(JSON.stringify({ name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' }))}.s`;
  async function submitPassword() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    return user;
  }

  it('asks for the verification code after the password when the account has a factor', async () => {
    const token = fakeToken();
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/accounts/sign-in')) return json({ challenge: 'ch-1', step: 'code' });
      const body = JSON.parse(String(init.body)) as { challenge: string; code: string };
      return body.code === '123456' && body.challenge === 'ch-1'
        ? json({ token })
        : json({ errors: { message: ['Código de verificação inválido'] } }, 400);
    });
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = renderLogin();
    const user = await submitPassword();
    expect(await screen.findByRole('heading', { name: 'Código de verificação' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('lastro.token')).toBeNull();

    await user.type(screen.getByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificação inválido');

    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem('lastro.token')).toBe(token);
  });

  it('takes an account that must enrol to the enrolment, and signs in once the codes are seen', async () => {
    const token = fakeToken();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/accounts/sign-in')) return json({ challenge: 'ch-2', step: 'enrol' });
        if (url.endsWith('/accounts/sign-in/enrolment'))
          return json({
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qr: 'data:image/png;base64,AA==',
          });
        return json({ token, recovery_codes: ['AAAA-BBBB-CCCC-DDDD-EEEE-FFFF'] });
      }),
    );
    const onSignedIn = renderLogin();
    const user = await submitPassword();
    expect(
      await screen.findByRole('heading', { name: 'Configure a verificação em duas etapas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF')).toBeInTheDocument();
    // Nothing is kept until the user has seen the codes.
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardei os códigos' }));
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('lastro.token')).toBe(token);
  });
});
