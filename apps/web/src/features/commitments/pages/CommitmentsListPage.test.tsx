import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type CommitmentListRow, type CommitmentRequestRow } from '@lastro/domain';
import { ToastProvider } from '../../../components/Toast';
import { clearSession, setSession } from '../../../lib/session';
import CommitmentsListPage from './CommitmentsListPage';

const M = MESSAGES.commitments;
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const DEAL = '9f1e2d3c-0000-4000-8000-00000000000a';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

const row = (over: Partial<CommitmentListRow> = {}): CommitmentListRow => ({
  id: DEAL,
  title: 'Capital de giro',
  trading_name: 'Fornecedor Demo',
  creditor_id: CREDITOR,
  creditor_company_name: 'Fornecedor Demo Ltda',
  partnership: null,
  merchant_id: 'm-1',
  merchant_trading_name: 'Pão Dourado',
  merchant_document_number: '11444777000161',
  type: 1,
  contract_type: 2,
  strategy: 0,
  installment: 3,
  amount: 1500,
  created_at: '2026-11-20T13:05:00.000Z',
  expiration_date: '2026-12-31',
  status: 2,
  status_description: 'Aprovado',
  status_message: null,
  execution_date: '2026-12-01',
  execution_date_end: '2027-02-28',
  description: 'Giro de fim de ano',
  code: 'PAO-01',
  gcap: false,
  ...over,
});

const request: CommitmentRequestRow = {
  reference_id: DEAL,
  creditor_id: CREDITOR,
  creditor_trading_name: 'Fornecedor Demo',
  partnership: 'Rede Varejo',
  merchant_trading_name: 'Ateliê da Maria',
  merchant_document_number: '52998224725',
  amount: 999.99,
  status: 1,
  status_description: 'A aprovar',
  deal: { title: 'Cobrança', installment: 1, code: 'MAR-01', min_percentage: 100, created_at: '2026-11-20T13:05:00.000Z', expiration_date: null, due_date: '2026-12-01', execution_date: '2026-12-01', type: 4 },
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function mockApi(opts: { rows?: CommitmentListRow[]; grants: Record<string, string[]>; reversedFails?: boolean }) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const page = (data: unknown[]) => json({ data, metadata: { resultset: { offset: 0, limit: 10, count: data.length } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/api/deals/requests?')) return page([request]);
      if (url.includes('/api/deals/export?')) return json({ message: M.asyncExportSent, job_id: 'j-1' }, 202);
      if (url.includes('/api/deals?')) return page(opts.rows ?? [row()]);
      if (url.endsWith('/api/deals/change-status')) return json({ ok: true });
      if (url.endsWith('/api/deals/reversed'))
        return opts.reversedFails ? json({ errors: { message: ['Compromisso já liquidado na registradora'] } }, 409) : json({ ok: true });
      if (url.endsWith('/api/deals/approved')) return json({ ok: true });
      if (url.includes('/api/creditors'))
        return json({ results: [{ id: CREDITOR, company_name: 'Fornecedor Demo Ltda', trading_name: 'Demo' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/profile')) return json(Object.entries(opts.grants).map(([slug, actions]) => ({ resource_slug: slug, permitions: actions })));
      if (url.includes('/api/jobs')) return json({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } });
      return json({}, 404);
    }),
  );
  return calls;
}

function renderPage(entry = '/app/appointments') {
  const router = createMemoryRouter(
    [
      { path: '/app/appointments', element: <CommitmentsListPage /> },
      { path: '/app/appointments/create', element: <p>novo compromisso</p> },
      { path: '/app/appointments/edit', element: <p>detalhe do compromisso</p> },
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

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('/api/deals?')).map((c) => new URL(c.url, 'http://x').searchParams);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('Compromissos', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the administrator every column and the supplier filter, asks the server with the defaults and sorts there', async () => {
    setSession(adminToken);
    const calls = mockApi({ grants: {} });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Pão Dourado')).toBeInTheDocument();
    expect(headers()).toEqual(
      expect.arrayContaining(['Código', 'Título', 'Fornecedor', 'Estabelecimento', 'CNPJ/CPF', 'Modalidade', 'Parcelas', 'Valor', 'Status', 'GCAP']),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('11.444.777/0001-61')).toBeInTheDocument();
    expect(within(table).getByText('Aprovado')).toBeInTheDocument();
    expect(within(table).getByText('Performado')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.addCommitment })).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(calls)[0]!)).toEqual({ offset: '0', limit: '10', status: 'todos', modality: 'default' });

    const sortButton = () => within(screen.getByRole('columnheader', { name: /Valor/ })).getByRole('button');
    await user.click(sortButton());
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('amountOrder')).toBe('asc'));
    await user.click(sortButton());
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('amountOrder')).toBe('desc'));
    await user.click(sortButton());
    await waitFor(() => expect([...listCalls(calls).at(-1)!.keys()].some((k) => k.endsWith('Order'))).toBe(false));
  });

  it('keeps codes and grouping exclusive and sends the filters typed', async () => {
    setSession(adminToken);
    const calls = mockApi({ grants: {} });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Pão Dourado');

    const grouping = screen.getByRole('textbox', { name: 'Agrupamento' });
    await user.type(grouping, 'Giro');
    await user.type(screen.getByRole('textbox', { name: 'Códigos' }), 'PAO-01, PAO-02');
    // Filling codes emptied the grouping and disabled it.
    expect(grouping).toHaveValue('');
    expect(grouping).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Em contestação' }));
    await user.click(screen.getByRole('combobox', { name: 'Modalidade' }));
    await user.click(screen.getByRole('option', { name: 'Contrato Fumaça' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('codes')).toBe('PAO-01, PAO-02'));
    expect(listCalls(calls).at(-1)?.get('status')).toBe('em_contestacao');
    expect(listCalls(calls).at(-1)?.get('modality')).toBe('smoke');
    expect(listCalls(calls).at(-1)?.has('grouping')).toBe(false);
  });

  it('confirms each action with the spec’s question, calls the server and refreshes; liquidar is change-status 4 then reversed', async () => {
    setSession(adminToken);
    const calls = mockApi({ grants: {} });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Pão Dourado');

    const openMenu = async () => user.click(screen.getByRole('button', { name: `${M.actionsColumn} PAO-01 Pão Dourado` }));
    await openMenu();
    // An approved commitment: cancel, baixa, liquidar and (administrator) contestar; not reenviar.
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Cancelar', 'Baixar', 'Liquidar', 'Contestar']);
    await user.click(screen.getByRole('menuitem', { name: 'Contestar' }));
    const dialog = await screen.findByRole('dialog', { name: M.confirmTitle });
    expect(dialog).toHaveTextContent(M.confirmContest);
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(calls.some((c) => c.url.endsWith('/change-status'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const before = listCalls(calls).length;
    await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Liquidar' }));
    expect(await screen.findByRole('dialog', { name: M.confirmTitle })).toHaveTextContent(M.confirmSettle);
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.settled)).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET' && c.url.includes('/api/deals/'));
    expect(writes.map((c) => [c.method, c.url.replace(/^.*\/api\//, ''), c.body])).toEqual([
      ['PUT', 'deals/change-status', { deal_id: DEAL, deal_status: 4, creditor_id: CREDITOR }],
      ['POST', 'deals/reversed', { deal_id: DEAL }],
    ]);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows the reversed call’s error when liquidar’s second step fails', async () => {
    setSession(adminToken);
    mockApi({ grants: {}, reversedFails: true });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Pão Dourado');
    await user.click(screen.getByRole('button', { name: `${M.actionsColumn} PAO-01 Pão Dourado` }));
    await user.click(screen.getByRole('menuitem', { name: 'Liquidar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(/Compromisso já liquidado/)).toBeInTheDocument();
    expect(screen.queryByText(M.settled)).toBeNull();
  });

  it('gives a creditor user its own columns, no contestar, and the actions its grants allow', async () => {
    setSession(creditorToken);
    const calls = mockApi({
      rows: [row(), row({ id: 'd-2', code: 'REC-02', status: 5, status_description: 'Recusado' })],
      grants: { cad_compromisso_dados_compromissos: ['read', 'edit'], cad_compromisso_dados_solicitacoes: ['read'] },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('PAO-01', undefined, { timeout: 10_000 });
    expect(headers()).not.toContain('Fornecedor');
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).toBeNull();
    expect(screen.queryByRole('button', { name: M.addCommitment })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${M.actionsColumn} PAO-01 Pão Dourado` }));
    // Edit but not delete: baixa and liquidar; contestar is the administrators'.
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Baixar', 'Liquidar']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: `${M.actionsColumn} REC-02 Pão Dourado` }));
    await user.click(screen.getByRole('menuitem', { name: 'Reenviar' }));
    expect(await screen.findByRole('dialog', { name: M.confirmTitle })).toHaveTextContent(M.confirmResend);
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.approvalRequested)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/deals/approved'))?.body).toEqual({ deal_id: 'd-2' });
  });

  it('shows the no-permission view on a tab without its read, and the requests tab with its own rows', async () => {
    setSession(creditorToken);
    mockApi({ grants: { cad_compromisso_dados_solicitacoes: ['read'] } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: M.requestsTab }));
    expect(await screen.findByText('Ateliê da Maria')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('MAR-01')).toBeInTheDocument();
    // The title and the transaction type (4 Cobrança).
    expect(within(table).getAllByText('Cobrança')).toHaveLength(2);
    expect(within(table).getByText('A aprovar')).toBeInTheDocument();
    expect(within(table).getByText('529.982.247-25')).toBeInTheDocument();
  });
});
