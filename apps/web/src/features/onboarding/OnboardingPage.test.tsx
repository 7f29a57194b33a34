import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from './OnboardingPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const steps = (done: number) => {
  const keys = ['email', 'phone', 'partnership', 'policy', 'selfie'];
  return Object.fromEntries(keys.map((k, i) => [k, i < done]));
};
const state = (done: number, finished = false) => ({
  merchant: { trading_name: 'Padaria Pão Quente', company_name: 'Padaria Ltda' },
  creditor: { company_name: 'Fornecedor Demonstração' },
  email: 'ma***@padaria.dev',
  phone_number: '(11) *****-4321',
  steps: steps(done),
  finished,
  expires_at: '2030-01-01T00:00:00Z',
});

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/cadastro', element: <OnboardingPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingPage', () => {
  it('goes through the codes, the terms and the selfie in order', async () => {
    let done = 0;
    const calls: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(String(init?.body ?? '{}'));
      calls.push({ url, body });
      if (url.endsWith('/email-code') || url.endsWith('/phone-code')) return json({ message: 'Código enviado' });
      if (url.endsWith('/confirm') || url.endsWith('/term-partnership') || url.endsWith('/term-policy')) done++;
      if (url.endsWith('/selfie')) return json(state(5, true));
      return json(state(done));
    });
    vi.stubGlobal('fetch', fetch);
    renderPage(`/cadastro?token=${TOKEN}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Padaria Pão Quente' })).toBeInTheDocument();
    expect(screen.getByText('Enviaremos um código para o e-mail ma***@padaria.dev.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Código enviado')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '12a34');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '56');
    await user.click(confirm);
    expect(calls.at(-1)).toEqual({ url: '/api/onboarding/email-code/confirm', body: { token: TOKEN, code: '123456' } });

    expect(await screen.findByText('Enviaremos um código por SMS para o celular (11) *****-4321.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText(/autoriza Fornecedor Demonstração a consultar a agenda de recebíveis/)).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Aceitar' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByLabelText('Li e aceito o termo de parceria'));
    await user.click(accept);
    expect(calls.at(-1)?.url).toBe('/api/onboarding/term-partnership');

    await user.click(await screen.findByLabelText('Li e aceito os termos de uso e a política de privacidade'));
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));

    const send = await screen.findByRole('button', { name: 'Enviar selfie' });
    expect(send).toBeDisabled();
    const camera = screen.getByLabelText('Tirar selfie');
    expect(camera).toHaveAttribute('capture', 'user');
    expect(screen.getByLabelText('Escolher foto')).not.toHaveAttribute('capture');
    // jsdom makes no object URLs (the preview); this file's environment is its own.
    URL.createObjectURL = () => 'blob:selfie';
    URL.revokeObjectURL = () => undefined;
    await user.upload(camera, new File([new Uint8Array([0x89, 0x50])], 'selfie.png', { type: 'image/png' }));
    await user.click(send);
    expect(await screen.findByText('Cadastro concluído! Obrigado.')).toBeInTheDocument();
    const selfie = calls.at(-1)!;
    expect(selfie.url).toBe('/api/onboarding/selfie');
    expect((selfie.body as { token: string }).token).toBe(TOKEN);
  });

  it("shows the server's reason when the link cannot be used", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ errors: { message: ['Este link de cadastro já foi utilizado'] } }, 410)));
    renderPage(`/cadastro?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de cadastro já foi utilizado');
    expect(screen.queryByRole('button', { name: 'Enviar código' })).toBeNull();
  });

  it('shows a wrong code without leaving the step', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/confirm') ? json({ errors: { message: ['Código inválido'] } }, 400) : url.endsWith('/email-code') ? json({ message: 'Código enviado' }) : json(state(0)),
      ),
    );
    renderPage(`/cadastro?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido');
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeInTheDocument();
  });
});
