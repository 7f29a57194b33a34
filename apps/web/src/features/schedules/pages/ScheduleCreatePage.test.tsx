import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session';
import ScheduleCreatePage from './ScheduleCreatePage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

const OTHER_CREDITOR = '5d0c3a4e-1111-4222-8333-777788889999';
const MERCHANT = { id: '9f1e2d3c-0000-4000-8000-00000000000a', document_number: '11444777000161', type_person: 2, company_name: 'Padaria Pão Dourado Ltda', trading_name: 'Pão Dourado', creditor_id: CREDITOR, partner_type: 'fornecedor', active: true };

type Call = { url: string; method: string; body: unknown };

function mockApi(opts: { optIn: boolean; create?: { status: number; body: unknown } }) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/api/merchants/status'))
        return json({
          merchant: { ...MERCHANT, optin_status: opts.optIn },
          account_status: 'Ativo',
          optin_status: opts.optIn,
          registry_date: '2026-11-23',
          // Across suppliers (no creditor_id): every supplier holding the document.
          ...(url.includes('creditor_id=') ? {} : { creditors: [{ id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda' }, { id: OTHER_CREDITOR, company_name: 'Crédito Sul Ltda' }] }),
        });
      if (url.includes('/optins') && init?.method === 'DELETE') return json({ id: 'o-1', status: 'inativo', active: false });
      if (url.includes('/api/merchants/relations'))
        return json({ results: [{ acquirer_name: 'Cielo', acquirer_document: '01027058000191', arrangement_code: 'VCC', arrangement_name: 'Visa Crédito' }] });
      if (url.includes('/api/domains/acquirers')) return json({ results: [{ acquirer_name: 'Cielo', document_number: '01027058000191' }, { acquirer_name: 'Rede', document_number: '01425787000104' }], metadata: { resultset: { offset: 0, limit: 10, count: 2 } } });
      if (url.includes('/api/domains/arrangements')) return json({ results: [{ brand_name: 'Visa Crédito', payment_arrangement: 'VCC' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/creditors')) return json({ results: [{ id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda', trading_name: 'Demo' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/requests/create-')) return json(opts.create?.body ?? { id: 'q-1', status: '01' }, opts.create?.status ?? 202);
      if (url.includes('/api/profile')) return json([{ resource_slug: 'cad_agenda_consulta_agenda', permitions: ['read', 'create'] }]);
      return json({}, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/app/schedules', element: <p>lista de agendas</p> },
      { path: '/app/schedules/create', element: <ScheduleCreatePage /> },
    ],
    { initialEntries: ['/app/schedules/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function lookUp(document: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'CNPJ/CPF' }));
  await user.paste(document);
  await user.click(screen.getByRole('button', { name: 'Buscar estabelecimento' }));
  return user;
}

describe('new schedule query', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('a creditor user asks for its own creditor: merchant found, linked acquirer chosen, query sent, "Solicitação em processamento", back to the list', async () => {
    const calls = mockApi({ optIn: true });
    setSession(creditorToken);
    const router = renderPage();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveAttribute('aria-disabled', 'true');
    const user = await lookUp('11.444.777/0001-61');
    expect(await screen.findByDisplayValue('Padaria Pão Dourado Ltda')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('merchants/status'))?.url).toContain(`creditor_id=${CREDITOR}`);
    expect(calls.find((c) => c.url.includes('merchants/status'))?.url).toContain('document=11444777000161');

    await user.click(await screen.findByRole('combobox', { name: 'Credenciadoras' }));
    await user.click(await screen.findByRole('option', { name: 'Cielo' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Solicitação em processamento' });
    expect(dialog).toHaveTextContent('Acompanhe o status da solicitação na tela "Agenda de recebíveis"');
    const sent = calls.find((c) => c.url.includes('/api/requests/create-consolidated'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({ creditor_id: CREDITOR, merchant_id: MERCHANT.id, acquirers: ['01027058000191'], behavior: 'offline', changes_webhook_url: null });
    expect(sent?.body).not.toHaveProperty('initial_date');
    expect((sent?.body as { protocol: string }).protocol).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/schedules'));
  });

  it('a bad document shows "Documento inválido" and is not looked up', async () => {
    const calls = mockApi({ optIn: true });
    setSession(creditorToken);
    renderPage();
    await lookUp('123.456.789-00');
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('merchants/status'))).toBe(false);
  });

  it('without active opt-in the query is refused; an administrator is offered to register one', async () => {
    mockApi({ optIn: false });
    setSession(adminToken);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Fornecedor' }));
    await user.click(await screen.findByRole('option', { name: 'Fornecedor Demonstração Ltda' }));
    await lookUp('11444777000161');
    expect(await screen.findByText('Consulta de Agenda não permitida! Estabelecimento sem opt-in ativo!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Registrar opt-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar opt-in' });
    // The opt-in starts on the registry's date by default, not the browser's.
    expect(within(dialog).getByLabelText('Data inicial')).toHaveValue('2026-11-23');
  });

  it('an administrator ends an active opt-in by hand (opt-out, confirmed)', async () => {
    const calls = mockApi({ optIn: true });
    setSession(adminToken);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Fornecedor' }));
    await user.click(await screen.findByRole('option', { name: 'Fornecedor Demonstração Ltda' }));
    await lookUp('11444777000161');
    await user.click(await screen.findByRole('button', { name: 'Registrar opt-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar opt-out' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const sent = calls.find((c) => c.method === 'DELETE')!;
    expect(sent.url).toContain(`/api/merchants/${MERCHANT.id}/optins`);
    expect(sent.url).toContain(`creditor_id=${CREDITOR}`);
  });

  it('a creditor user without opt-in gets no opt-in action', async () => {
    mockApi({ optIn: false });
    setSession(creditorToken);
    renderPage();
    await lookUp('11444777000161');
    expect(await screen.findByText('Consulta de Agenda não permitida! Estabelecimento sem opt-in ativo!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar opt-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar opt-out' })).toBeNull();
  });

  it('a refused request shows "Solicitação não executada" with the server\'s reason and stays on the page', async () => {
    const refusal = 'Consulta de Agenda não permitida! Estabelecimento sem opt-in ativo!';
    mockApi({ optIn: true, create: { status: 400, body: { errors: { message: [refusal] } } } });
    setSession(creditorToken);
    const router = renderPage();
    const user = await lookUp('11444777000161');
    await screen.findByDisplayValue('Padaria Pão Dourado Ltda');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação não executada' });
    expect(dialog).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(router.state.location.pathname).toBe('/app/schedules/create');
  });

  it('a creditor user has the query mode disabled on "Fornecedor"', async () => {
    mockApi({ optIn: true });
    setSession(creditorToken);
    renderPage();
    const mode = screen.getByRole('combobox', { name: 'Modo de consulta' });
    expect(mode).toHaveAttribute('aria-disabled', 'true');
    expect(mode).toHaveTextContent('Fornecedor');
  });

  it('an administrator in the merchant mode finds the merchant across suppliers, the supplier follows it and the query says so', async () => {
    const calls = mockApi({ optIn: true });
    setSession(adminToken);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Modo de consulta' }));
    await user.click(await screen.findByRole('option', { name: 'Estabelecimento' }));
    // No supplier to pick first: the document comes first.
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveAttribute('aria-disabled', 'true');
    await lookUp('11444777000161');
    expect(await screen.findByDisplayValue('Padaria Pão Dourado Ltda')).toBeInTheDocument();
    const status = calls.find((c) => c.url.includes('merchants/status'))!;
    expect(status.url).not.toContain('creditor_id');
    const supplier = screen.getByRole('combobox', { name: 'Fornecedor' });
    expect(supplier).toHaveTextContent('Fornecedor Demonstração Ltda');
    // Two suppliers hold the document: the administrator may pick the other.
    expect(supplier).not.toHaveAttribute('aria-disabled');
    expect(calls.find((c) => c.url.includes('merchants/relations'))?.url).toContain(`creditor_id=${CREDITOR}`);

    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByRole('dialog', { name: 'Solicitação em processamento' });
    const sent = calls.find((c) => c.url.includes('/api/requests/create-consolidated'));
    expect(sent?.body).toMatchObject({ query_mode: 'merchant', creditor_id: CREDITOR, merchant_id: MERCHANT.id });
  });
});
