import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type SettlementReportRow } from '@lastro/domain';
import { clearSession, setSession } from '../../../lib/session';
import { windowOfWidth } from '../../../test/window-width';
import ReportsPage from './ReportsPage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

const ROW: SettlementReportRow = {
  id: 7,
  deal_id: '0b7a4f57-4d7e-4c3e-9f1e-1d2c3b4a5f60',
  creditor_name: 'Fornecedor Demonstração Ltda',
  merchant_name: 'Padaria Pão Dourado Ltda',
  merchant_document_number: '11444777000161',
  acquirer_document: '01027058000191',
  acquirer_name: 'Cielo',
  payment_arrangement: 'VCC',
  settlement_date: '2026-12-01',
  effect_order: 1,
  amount_onerate: 1500.5,
  effect_amount_initial: 1500.5,
  effect_amount: 1200,
  effect_amount_updated: 1200,
  effective_settlement_amount: 0,
  receivable_updated_at: '2026-11-20T15:00:00.000Z',
  contract_created_at: '2026-11-01T15:00:00.000Z',
  contract_execution_date: '2026-11-02',
  effective_settlement_date: null,
  status: 'aprovado',
  transaction_type: 1,
  contract_type: 2,
  strategy: 0,
  code: 'GRP-001',
  external_reference: '0b7a4f57-4d7e-4c3e-9f1e-1d2c3b4a5f60-01',
  creditor_document_number: '11222333000181',
  originator_document_number: null,
  gcap: false,
};

function mockApi(permissions: { resource_slug: string; permitions: string[] }[] = [{ resource_slug: 'relatorios_liquidacao', permitions: ['read'] }]) {
  const urls: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      urls.push(url);
      if (url.includes('/api/deals/receivable-reached/export')) return json({ message: 'Sua solicitação foi enviada, em alguns minutos você receberá uma notificação', job_id: 'j-1' }, 202);
      if (url.includes('/api/deals/receivable-reached')) return json({ data: [ROW], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/creditors')) return json({ results: [{ id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda', trading_name: 'Demo' }], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } });
      if (url.includes('/api/profile')) return json(permissions);
      if (url.includes('/api/jobs')) return json({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } });
      return json({}, 404);
    }),
  );
  return urls;
}

function renderPage(entry = '/app/reports') {
  const router = createMemoryRouter([{ path: '/app/reports', element: <ReportsPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const reportCalls = (urls: string[]) => urls.filter((u) => u.includes('/api/deals/receivable-reached?') || u.endsWith('/api/deals/receivable-reached'));

describe('Relatórios — PREVISÃO DE LIQUIDAÇÃO', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks for approved commitments of every contract type first and shows the row formatted', async () => {
    setSession(adminToken);
    const urls = mockApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Fornecedor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PREVISÃO DE LIQUIDAÇÃO' })).toHaveAttribute('aria-selected', 'true');
    const cell = await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('11.444.777/0001-61')).toBeInTheDocument();
    // Requested and initial effect amounts.
    expect(within(row).getAllByText('R$ 1.500,50')).toHaveLength(2);
    expect(within(row).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Aprovado')).toBeInTheDocument();
    expect(within(row).getByText('Cessão')).toBeInTheDocument();
    const first = new URL(reportCalls(urls)[0]!, 'http://x');
    expect(first.searchParams.get('status')).toBe('aprovado');
    expect(first.searchParams.get('contractType')).toBe('0');
    expect(first.searchParams.get('offset')).toBe('0');
  });

  it('sorts on the server, cycling none → asc → desc → none', async () => {
    setSession(adminToken);
    const urls = mockApi();
    renderPage();
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const user = userEvent.setup();
    const header = () => screen.getByRole('button', { name: 'Valor a onerar' });
    const lastSort = () => new URL(reportCalls(urls).at(-1)!, 'http://x').searchParams.get('amountOnerateOrder');
    await user.click(header());
    await waitFor(() => expect(lastSort()).toBe('asc'));
    await user.click(header());
    await waitFor(() => expect(lastSort()).toBe('desc'));
    await user.click(header());
    await waitFor(() => expect(lastSort()).toBeNull());
  });

  it('clears the grouping when codes are given, and the export sends the filters', async () => {
    setSession(adminToken);
    const urls = mockApi();
    renderPage('/app/reports?searchByGroup=GRP');
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Códigos (separados por vírgula)' }), 'A-1,B-2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      const last = new URL(reportCalls(urls).at(-1)!, 'http://x');
      expect(last.searchParams.get('codes')).toBe('A-1,B-2');
      expect(last.searchParams.get('searchByGroup')).toBeNull();
    });
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: /csv/i }));
    await waitFor(() => expect(urls.some((u) => u.includes('/api/deals/receivable-reached/export') && u.includes('codes=A-1%2CB-2') && u.includes('format=csv'))).toBe(true));
  });

  it('empties and disables Agrupamento as soon as Códigos holds a value, and gives it back when Códigos is emptied', async () => {
    setSession(adminToken);
    mockApi();
    renderPage('/app/reports?searchByGroup=GRP');
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const user = userEvent.setup();
    const grouping = () => screen.getByRole('textbox', { name: 'Agrupamento' });
    const codes = screen.getByRole('textbox', { name: 'Códigos (separados por vírgula)' });
    expect(grouping()).toHaveValue('GRP');
    await user.type(codes, 'A-1');
    expect(grouping()).toBeDisabled();
    expect(grouping()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(grouping()).toBeDisabled());
    expect(grouping()).toHaveValue('');
    await user.clear(codes);
    expect(grouping()).toBeEnabled();
  });

  it('refuses a period that ends before it starts, under the end field, and searches nothing', async () => {
    setSession(adminToken);
    const urls = mockApi();
    renderPage();
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const calls = reportCalls(urls).length;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Criação inicial' }), '20032026');
    await user.type(screen.getByRole('textbox', { name: 'Criação final' }), '15032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.validation.dateRangeOutOfOrder)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Criação final' })).toHaveAccessibleDescription(MESSAGES.validation.dateRangeOutOfOrder);
    expect(reportCalls(urls)).toHaveLength(calls);

    await user.clear(screen.getByRole('textbox', { name: 'Criação final' }));
    await user.type(screen.getByRole('textbox', { name: 'Criação final' }), '20032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(new URL(reportCalls(urls).at(-1)!, 'http://x').searchParams.get('createdAtEnd')).toBe('2026-03-20'));
    expect(screen.queryByText(MESSAGES.validation.dateRangeOutOfOrder)).not.toBeInTheDocument();
  });

  it('at phone width folds the filters behind Filtros, and folds them again after a search', async () => {
    windowOfWidth(390);
    setSession(adminToken);
    const urls = mockApi();
    renderPage();
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the fields stay in the page (what was typed is kept) but out of sight.
    expect(document.getElementById('filter-codes')).not.toBeVisible();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(await screen.findByRole('textbox', { name: 'Códigos (separados por vírgula)' }), 'A-1');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(new URL(reportCalls(urls).at(-1)!, 'http://x').searchParams.get('codes')).toBe('A-1'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the supplier filter to administrators only', async () => {
    setSession(creditorToken);
    mockApi();
    renderPage();
    await screen.findByText('Padaria Pão Dourado Ltda', undefined, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).not.toBeInTheDocument();
  });

  it('shows the no-access view to a user lacking relatorios_liquidacao', async () => {
    setSession(creditorToken);
    const urls = mockApi([]);
    renderPage();
    expect(await screen.findByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
    expect(reportCalls(urls)).toHaveLength(0);
  });
});
