import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationPage } from './InvitationPage';

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/convite', element: <InvitationPage /> },
      { path: '/login', element: <p>tela de login</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('InvitationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the invited user choose a password that meets the rule and matches its confirmation', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ email: 'ana@x.dev', message: 'ok' })
        : json({ email: 'ana@x.dev', name: 'Ana', expires_at: '2030-01-01T00:00:00Z' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage('/convite?token=abcdefghijklmnopqrstuvwxyz');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('ana@x.dev')).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Definir senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'fraca');
    await user.type(screen.getByLabelText('Confirmar senha'), 'fraca');
    expect(
      await screen.findByText('A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial'),
    ).toBeInTheDocument();
    // The button stays enabled; a click with errors moves focus to the first invalid field.
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Forte@2026');
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), 'Forte@2026');
    await user.click(submit);
    expect(await screen.findByText('Senha definida com sucesso! Faça login para continuar.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/invitations/abcdefghijklmnopqrstuvwxyz/accept');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ password: 'Forte@2026' });
    await user.click(screen.getByRole('link', { name: 'Ir para o login' }));
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });

  it('says when the link is invalid or expired', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ errors: { message: ['Convite inválido ou expirado'] } }, 404)));
    renderPage('/convite?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Convite inválido ou expirado');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });
});
