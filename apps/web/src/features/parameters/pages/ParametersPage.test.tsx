import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components';
import { setSession, clearSession } from '../../../lib/session';
import ParametersPage from './ParametersPage';

const SLUG = 'cad_parametro_lastro_credenciadoras';
const acquirer = {
  id: 7,
  acquirer_name: 'Cielo',
  document_number: '01027058000191',
  register_name: 'cip',
  path: null,
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
  inactivation_date: null,
};

function signInAs(accountType: 'Backoffice' | 'Creditor') {
  const claims = { name: 'N', companyName: 'C', personId: 'p', accountId: 'a', accountType, isSecundaryAccount: 'False' };
  setSession(`h.${btoa(JSON.stringify(claims))}.s`);
}

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers the profile permissions and the register calls, recording every call. */
function stubApi(permissions: string[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url.startsWith('/api/profile')) return json([{ resource_slug: SLUG, permitions: permissions }]);
      if (url.startsWith('/api/domains/acquirers/search'))
        return json({ results: [acquirer], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url === '/api/domains/acquirers' && init?.method === 'POST') return json({ ...acquirer, id: 8 }, 201);
      if (url.startsWith('/api/domains/acquirers/export'))
        return json({ message: 'Sua solicitação foi enviada, em alguns minutos você receberá uma notificação', job_id: 'j1' }, 202);
      return json({ errors: { message: ['não esperado'] } }, 404);
    }),
  );
  return calls;
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/app/parameters', element: <ParametersPage /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return router;
}

describe('ParametersPage', () => {
  beforeEach(() => signInAs('Creditor'));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('keeps the tab in ?tab= (Geral removes it)', async () => {
    stubApi(['read']);
    const router = renderPage('/app/parameters?tab=1');
    expect(await screen.findByRole('tab', { name: 'Credenciadoras', selected: true })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Bancos' }));
    expect(router.state.location.search).toBe('?tab=3');
    await user.click(screen.getByRole('tab', { name: 'Geral' }));
    expect(router.state.location.search).toBe('');
  });

  it('a reader sees the list without the create form or row actions; other tabs show no access', async () => {
    stubApi(['read']);
    renderPage('/app/parameters?tab=1');
    const list = await screen.findByRole('region', { name: 'Credenciadoras cadastradas' });
    expect(await within(list).findByText('Cielo')).toBeInTheDocument();
    expect(within(list).getByText('01.027.058/0001-91')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cadastrar credenciadora' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Editar Cielo' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Excluir Cielo' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Bancos' }));
    expect(await screen.findByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
  });

  it("'Baixar tabela' asks the server for the export job with the list's filters and shows the processing dialog", async () => {
    const calls = stubApi(['read']);
    renderPage('/app/parameters?tab=1');
    const list = await screen.findByRole('region', { name: 'Credenciadoras cadastradas' });
    expect(await within(list).findByText('Cielo')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivo em processamento' });
    expect(dialog).toHaveTextContent('Os dados estão sendo exportados');
    expect(await within(dialog).findByText('Sua solicitação foi enviada, em alguns minutos você receberá uma notificação')).toBeInTheDocument();
    const exportCall = calls.find((c) => c.url.startsWith('/api/domains/acquirers/export'))!;
    expect(new URL(exportCall.url, 'http://x').searchParams.get('format')).toBe('csv');
    // Nothing is built in the browser: no other call, no object URL.
    expect(calls.filter((c) => c.url.includes('limit=9999'))).toEqual([]);
  });

  it('edit and delete permissions show the row actions; Inativar asks first', async () => {
    stubApi(['read', 'edit', 'delete']);
    renderPage('/app/parameters?tab=1');
    const list = await screen.findByRole('region', { name: 'Credenciadoras cadastradas' });
    await within(list).findByText('Cielo');
    expect(within(list).getByRole('button', { name: 'Editar Cielo' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Excluir Cielo' })).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Inativar Cielo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deseja inativar este registro?');
    expect(dialog).toHaveTextContent('Você poderá reverter esta ação depois.');
  });

  it('a creator sees only the form; it validates and sends the multipart create call', async () => {
    const calls = stubApi(['create']);
    renderPage('/app/parameters?tab=1');
    const form = await screen.findByRole('form', { name: 'Cadastrar credenciadora' });
    expect(screen.queryByRole('region', { name: 'Credenciadoras cadastradas' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const fill = async (name: string, text: string) => {
      const input = within(form).getByRole('textbox', { name });
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    await fill('Nome', 'AB');
    await fill('CNPJ', '11111111111111');
    await user.tab();
    expect(await within(form).findByText('O campo deve ter mais de 3 caracteres')).toBeInTheDocument();
    expect(within(form).getByText('CNPJ inválido')).toBeInTheDocument();
    // The button stays enabled: a click tells every error (the Registradora too), focuses the first and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: /Registradora/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    await fill('Nome', 'Credenciadora Nova');
    await fill('CNPJ', '01027058000191');
    await user.click(within(form).getByRole('combobox', { name: 'Registradora' }));
    await user.click(await screen.findByRole('option', { name: 'TAG' }));
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), logo);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Credenciadora cadastrada com sucesso!')).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    const body = post.init!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      acquirer_name: 'Credenciadora Nova',
      document_number: '01.027.058/0001-91',
      register_name: 'tag',
    });
    expect((body.get('file') as File).name).toBe('logo.png');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
  });

  it('refuses a logo that is not .png/.jpg/.jpeg before sending', async () => {
    stubApi(['create']);
    renderPage('/app/parameters?tab=1');
    const form = await screen.findByRole('form', { name: 'Cadastrar credenciadora' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(form).getByLabelText('Logo'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(form).findByText('Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
  });
});
