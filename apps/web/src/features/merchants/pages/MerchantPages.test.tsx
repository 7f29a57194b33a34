import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import { merchantDetail } from '../testing';
import MerchantCreatePage from './MerchantCreatePage';
import MerchantEditPage from './MerchantEditPage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });
const MERCHANT_ID = '9f1e2d3c-0000-4000-8000-00000000000a';

const MERCHANT = merchantDetail({
  id: MERCHANT_ID,
  creditor_id: CREDITOR,
  cnaes: [{ number: '4721-1/02', description: 'Padaria e confeitaria com predominância de revenda' }],
});

type Call = { url: string; method: string; body: unknown };

function mockApi(opts: { partnerType?: 'if' | 'fornecedor'; permissions?: { resource_slug: string; permitions: string[] }[] } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/api/merchants/creditor-profile'))
        return json({ creditor_id: CREDITOR, company_name: 'Fornecedor Demo Ltda', partnerType: opts.partnerType ?? 'fornecedor', partnership: null });
      if (url.includes(`/api/merchants/${MERCHANT_ID}`)) return json(MERCHANT);
      if (url.includes('/api/accounts/change-email')) return json({ ok: true });
      if (url.endsWith('/api/accounts/lead')) return json({ id: 'lead-1' }, 201);
      if (url.endsWith('/api/accounts')) return json({ id: MERCHANT_ID, link: 'http://lastro.test/cadastro?token=abc' }, 201);
      if (url.includes('/api/accounts/search-zipcode'))
        return json({ endereco: { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }, provider: 'offline' });
      if (url.includes('/api/accounts/multiple-limited')) return json({ results: [{ id: 'm-2', document_number: '52998224725' }] }, 201);
      if (url.includes('/api/validation/search-document')) return json(false);
      if (url.includes('/api/creditors')) return json({ results: [{ id: CREDITOR, company_name: 'Fornecedor Demo Ltda', trading_name: 'Demo' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/profile')) return json(opts.permissions ?? []);
      return json({ errors: { message: ['não encontrado'] } }, 404);
    }),
  );
  return calls;
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/app/merchants', element: <p>lista de estabelecimentos</p> },
      { path: '/app/merchants/create', element: <MerchantCreatePage /> },
      { path: '/app/merchants/edit', element: <MerchantEditPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('merchant edit page', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows a tab without read permission as the no-access view and hides Documentos from a creditor user', async () => {
    setSession(creditorToken);
    mockApi({
      permissions: [
        { resource_slug: 'cad_estabelecimento', permitions: ['read', 'edit'] },
        { resource_slug: 'cad_estabelecimento_credenciadoras', permitions: ['read'] },
      ],
    });
    renderAt(`/app/merchants/edit?id=${MERCHANT_ID}`);
    expect(await screen.findByRole('textbox', { name: 'Razão social' })).toHaveValue('PADARIA CENTRAL LTDA');
    expect(screen.getByText('4721-1/02 - Padaria e confeitaria com predominância de revenda')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Dados Cadastrais', 'Dados dos Sócios', 'Credenciadoras', 'Dados de acesso']);
    expect(screen.queryByRole('button', { name: 'Alterar e-mail' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Dados dos Sócios' }));
    expect(await screen.findByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Credenciadoras' }));
    await waitFor(() => expect(screen.queryByText('Você não tem acesso a visualização desse módulo')).not.toBeInTheDocument());
  }, 60_000);

  it("lets an admin change the e-mail: 'Email alterado com sucesso!'", async () => {
    setSession(adminToken);
    const calls = mockApi();
    renderAt(`/app/merchants/edit?id=${MERCHANT_ID}&tab=0`);
    const user = userEvent.setup();
    const changeEmail = await screen.findByRole('button', { name: 'Alterar e-mail' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toContain('Documentos');
    await user.click(changeEmail);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar e-mail' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Novo e-mail' }), 'novo@padaria.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar dados' }));
    expect(await screen.findByText('Email alterado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('accounts/change-email'))?.body).toEqual({
      newEmail: 'novo@padaria.com.br',
      userId: MERCHANT_ID,
      phoneNumber: '11987654321',
    });
  }, 60_000);
});

describe('merchant create page', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("registers a financial-institution partner's merchant by its document alone and goes back to the list", async () => {
    setSession(creditorToken);
    const calls = mockApi({ partnerType: 'if', permissions: [{ resource_slug: 'cad_estabelecimento', permitions: ['read', 'create'] }] });
    const router = renderAt('/app/merchants/create');
    const user = userEvent.setup();
    const document = await screen.findByRole('textbox', { name: 'CPF/CNPJ' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Fornecedor' })).toHaveValue('Fornecedor Demo Ltda'));
    await user.type(document, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Gravar dados' }));
    expect(await screen.findByText('lista de estabelecimentos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/merchants');
    expect(calls.find((c) => c.url.includes('accounts/multiple-limited'))?.body).toEqual([
      { creditor_id: CREDITOR, document_number: '52998224725', type_person: 1, origin_account: 2, type_account: 1 },
    ]);
    expect(calls.some((c) => c.url.includes('accounts/lead'))).toBe(false);
  }, 60_000);

  it("creates a supplier's merchant through accounts/lead and accounts and opens its edit page", async () => {
    setSession(creditorToken);
    const calls = mockApi({ permissions: [{ resource_slug: 'cad_estabelecimento', permitions: ['read', 'create', 'edit'] }] });
    const router = renderAt('/app/merchants/create');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Fornecedor' })).toHaveValue('Fornecedor Demo Ltda'));
    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.type(field('CPF/CNPJ'), '52998224725');
    for (const [name, value] of [
      ['Razão social', 'Maria da Silva'],
      ['Nome fantasia', 'Doces da Maria'],
      ['Nome do contato', 'Maria da Silva'],
      ['E-mail do contato', 'maria@doces.com.br'],
      ['Número', '12'],
    ] as const)
      await user.type(field(name), value);
    await user.type(field('Celular'), '11987654321');
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Cidade')).toHaveValue('São Paulo'));
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/merchants/edit'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(MERCHANT_ID);
    // The edit page finds the onboarding link the creation answered.
    expect(router.state.location.state).toEqual({ link: 'http://lastro.test/cadastro?token=abc' });
    expect(calls.find((c) => c.url.endsWith('/api/accounts/lead'))?.body).toEqual({ full_name: 'Maria da Silva', email: 'maria@doces.com.br', password: '' });
    expect(calls.find((c) => c.url.endsWith('/api/accounts'))?.body).toMatchObject({
      creditor_id: CREDITOR,
      lead_account_id: 'lead-1',
      document_number: '52998224725',
      type_person: 1,
      phone_number: '11987654321',
      address_zip_code: '01310100',
      address_state: 'SP',
      origin_account: 2,
      type_account: 1,
    });
  }, 60_000);
});
