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
      vi.fn(async () => new Response(JSON.stringify({ errors: { message: ['E-mail ou senha inválidos'] } }), { status: 400 })),
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
      JSON.stringify({ name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' }),
    );
    const token = `h.${payload}.s`;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ token }), { status: 200 })));
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
});
