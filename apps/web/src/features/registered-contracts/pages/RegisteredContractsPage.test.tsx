import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredContractResponse } from '@lastro/domain';
import { clearSession, setSession } from '../../../lib/session';
import RegisteredContractsPage from './RegisteredContractsPage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const adminToken = `${b64({ alg: 'HS256' })}.${b64({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' })}.sig`;

const unit = (due: string, total: number, effect: number) => ({
  document_acquirer: '01027058000191',
  arrangement_code: 'VCC',
  due_date: due,
  amount_total: total,
  amount_effect: effect,
  amount_blocked: effect,
  asset_holder_document: '11444777000161',
  amount_settled: 0,
  settlement_date_effective: null,
});
const CONTRACT: RegisteredContractResponse = {
  external_reference: 'deal-01',
  reference_id: 'C-123',
  amount: 10000,
  due_date: '2027-01-31',
  asset_holder_document: '11444777000161',
  requestor_document: '11222333000181',
  participant_document: '11222333000181',
  bank_account: { document_holder: '11222333000181', type: 'CC', isbp: '60701190', agency: '0001', number: '123456' },
  receivables: [unit('2026-12-10', 5000, 2500), unit('2026-12-01', 3000, 3000)],
  receivables_pending: [unit('2026-12-05', 0, 0)],
  receivables_amount_effect: 5500,
  receivables_amount_settled: 0,
};

function mockApi() {
  const urls: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      urls.push(url);
      if (url.includes('/api/registered-contracts?external_reference=deal-01')) return json(CONTRACT);
      if (url.includes('/api/registered-contracts?')) return json({ errors: { message: ['Contrato não encontrado'] } }, 404);
      return json({}, 404);
    }),
  );
  return urls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/app/registered-contracts', element: <RegisteredContractsPage /> }], { initialEntries: ['/app/registered-contracts'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Contratos Registrados', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('searches only with a reference and shows the four sections, the URs by due date', async () => {
    setSession(adminToken);
    const urls = mockApi();
    const router = renderPage();
    const user = userEvent.setup();
    const search = screen.getByRole('button', { name: 'Buscar' });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Referência Externa ou Identificador Contrato' }), 'deal-01');
    await user.click(search);
    const general = await screen.findByRole('region', { name: 'Informações Gerais' }, { timeout: 5000 });
    expect(router.state.location.search).toBe('?external_reference=deal-01');
    expect(urls.filter((u) => u.includes('registered-contracts'))).toHaveLength(1);
    expect(within(general).getByText('C-123')).toBeInTheDocument();
    // Participant and contracting party: the masked CNPJ; PJ because the requestor has 14 digits.
    expect(within(general).getAllByText('11.222.333/0001-81')).toHaveLength(2);
    expect(within(general).getByText('PJ')).toBeInTheDocument();
    expect(within(general).getByText('R$ 5.500,00')).toBeInTheDocument();
    const domicile = screen.getByRole('region', { name: 'Domicilio Pagamento' });
    expect(within(domicile).getByText('60701190')).toBeInTheDocument();
    const guarantees = screen.getByRole('region', { name: 'Garantias Alcançadas' });
    expect(within(guarantees).getByText('3')).toBeInTheDocument();
    expect(within(guarantees).getByText('R$ 8.000,00')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tabela de URs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['01/12/2026', '05/12/2026', '10/12/2026']);
    expect(within(rows[1]!).getByText('A constituir')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('0')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Constituida')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Valor Fixo')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01.027.058/0001-91')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Baixar planilha' })).toBeEnabled();
  });

  it("tells an unknown reference apart and 'Limpar' empties the search", async () => {
    setSession(adminToken);
    mockApi();
    const router = renderPage();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Referência Externa ou Identificador Contrato' });
    await user.type(field, 'nao-existe');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Contrato não encontrado', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field).toHaveValue('');
    expect(screen.queryByText('Contrato não encontrado')).not.toBeInTheDocument();
  });
});
