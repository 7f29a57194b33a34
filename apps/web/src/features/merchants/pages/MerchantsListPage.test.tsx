import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type MerchantListRow } from '@lastro/domain';
import { ToastProvider } from '../../../components/Toast';
import { clearSession, setSession } from '../../../lib/session';
import MerchantsListPage from './MerchantsListPage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

const row = (over: Partial<MerchantListRow> = {}): MerchantListRow => ({
  id: '9f1e2d3c-0000-4000-8000-00000000000a',
  type: 'PJ',
  type_person: 2,
  document_number: '11444777000161',
  trading_name: 'Pão Dourado',
  company_name: 'Padaria Pão Dourado Ltda',
  creditor_id: CREDITOR,
  creditor: { id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda' },
  partner_type: 'fornecedor',
  partnership: 'Rede Varejo',
  account: {
    account_status: { code: 'reprovado', description: 'Reprovado' },
    origin: { code: '2', description: 'Backoffice' },
    onboarding_type: { code: '1', description: 'Completo' },
  },
  created_at: '2026-11-20T13:05:00.000Z',
  active: true,
  optin_status: true,
  ...over,
});

function mockApi(opts: { rows: MerchantListRow[]; grants: string[] }) {
  const urls: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      urls.push(url);
      if (url.includes('/api/merchants?'))
        return json({ results: opts.rows, metadata: { resultset: { offset: 0, limit: 10, count: opts.rows.length } } });
      if (url.includes('/api/merchant?')) return json({ message: MESSAGES.merchants.asyncExportSent, job_id: 'j-1' }, 202);
      if (url.includes('/api/creditors'))
        return json({ results: [{ id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda', trading_name: 'Demo' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/profile')) return json([{ resource_slug: 'cad_estabelecimento', permitions: opts.grants }]);
      if (url.includes('/api/jobs')) return json({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } });
      return json({}, 404);
    }),
  );
  return urls;
}

function renderPage(entry = '/app/merchants') {
  const router = createMemoryRouter(
    [
      { path: '/app/merchants', element: <MerchantsListPage /> },
      { path: '/app/merchants/create', element: <p>novo estabelecimento</p> },
      { path: '/app/merchants/edit', element: <p>editar estabelecimento</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return router;
}

const listCalls = (urls: string[]) => urls.filter((u) => u.includes('/api/merchants?')).map((u) => new URL(u, 'http://x').searchParams);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('Estabelecimentos', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the administrator the supplier filter and the supplier and partner columns, and filters on the server', async () => {
    setSession(adminToken);
    const urls = mockApi({ rows: [row()], grants: ['read', 'create', 'edit'] });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Pão Dourado')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Fornecedor', 'Parceiro', 'CNPJ/CPF', 'Status da conta', 'Opt-in']));
    const table = screen.getByRole('table');
    expect(within(table).getByText('11.444.777/0001-61')).toBeInTheDocument();
    expect(within(table).getByText('Fornecedor Demonstração Ltda')).toBeInTheDocument();
    expect(within(table).getByText('Rede Varejo')).toBeInTheDocument();
    expect(within(table).getByText('Reprovado')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toBeInTheDocument();
    // The first call: paging defaults, no filter, the regular view.
    expect(Object.fromEntries(listCalls(urls)[0]!)).toEqual({ offset: '0', limit: '10', view_full_api: 'false' });

    await user.type(screen.getByRole('textbox', { name: 'Nome fantasia ou razão social' }), 'pão');
    await user.click(screen.getByRole('textbox', { name: 'CNPJ/CPF' }));
    await user.paste('11.444.777');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(listCalls(urls).at(-1)?.get('name')).toBe('pão'));
    expect(listCalls(urls).at(-1)?.get('document')).toBe('11444777');
    expect(listCalls(urls).at(-1)?.has('creditor_id')).toBe(false);

    await user.click(within(screen.getByRole('columnheader', { name: /Nome fantasia/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(urls).at(-1)?.get('tradingNameOrder')).toBe('asc'));
  });

  it('keeps the creditor user’s list to its columns and asks the full view for a financial-institution partner', async () => {
    setSession(creditorToken);
    const urls = mockApi({ rows: [row({ partner_type: 'if' })], grants: ['read'] });
    renderPage();

    expect(await screen.findByText('Pão Dourado')).toBeInTheDocument();
    expect(headers()).not.toContain('Fornecedor');
    expect(headers()).not.toContain('Parceiro');
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).toBeNull();
    // Read only: no add and no edit.
    expect(screen.queryByRole('button', { name: MESSAGES.merchants.addMerchant })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Pão Dourado' })).toBeNull();
    await waitFor(() => expect(listCalls(urls).at(-1)?.get('view_full_api')).toBe('true'));
  });

  it('adds and edits through the merchant screens', async () => {
    setSession(adminToken);
    mockApi({ rows: [row()], grants: ['read', 'create', 'edit'] });
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Pão Dourado' }));
    expect(router.state.location.pathname).toBe('/app/merchants/edit');
    expect(router.state.location.search).toBe('?id=9f1e2d3c-0000-4000-8000-00000000000a');
    await router.navigate('/app/merchants');
    await user.click(await screen.findByRole('button', { name: MESSAGES.merchants.addMerchant }));
    expect(router.state.location.pathname).toBe('/app/merchants/create');
  });

  it('exports with the list’s filters and shows that a notification will bring the file', async () => {
    setSession(adminToken);
    const urls = mockApi({ rows: [row()], grants: ['read'] });
    const user = userEvent.setup();
    renderPage('/app/merchants?account_status=reprovado');
    await screen.findByText('Pão Dourado');
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'xls' }));
    expect(await screen.findByText(MESSAGES.merchants.asyncExportSent)).toBeInTheDocument();
    const sent = new URL(urls.find((u) => u.includes('/api/merchant?'))!, 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ account_id: 'acc-0', view_full_api: 'false', account_status: 'reprovado' });
    expect(sent.has('creditor_id')).toBe(false);
  });
});
