import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, type ImportFlowProps } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import ImportCommitmentsPage from './ImportCommitmentsPage';
import ImportSmokeCommitmentsPage from './ImportSmokeCommitmentsPage';

configure({ asyncUtilTimeout: 5000 });

// The shared flow is the core's (tested there): here, what the page hands it.
const flow: { props: ImportFlowProps | null } = { props: null };
vi.mock('../../../components/ImportFlow/ImportFlow', () => ({
  ImportFlow: (props: ImportFlowProps) => {
    flow.props = props;
    return (
      <button type="button" data-testid="accept" onClick={() => props.onAccepted?.('proc-42')}>
        {props.fields ? JSON.stringify(props.fields) : 'incompleto'}
      </button>
    );
  },
}));

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const OTHER = '5d0c3a4e-1111-4222-8333-444455556667';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

function mockApi(optionsOf: (creditorId: string) => object) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const list = (results: unknown[]) => ({ results, metadata: { resultset: { offset: 0, limit: 10, count: results.length } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/api/deals/create-options')) return json(optionsOf(url.searchParams.get('creditor_id') ?? ''));
      if (url.pathname.endsWith('/api/creditors'))
        return json(
          list([
            { id: CREDITOR, company_name: 'Fornecedor Demo Ltda', trading_name: 'Fornecedor Demo' },
            { id: OTHER, company_name: 'Outro Ltda', trading_name: 'Outro' },
          ]),
        );
      return json({}, 404);
    }),
  );
}

function renderPage(page: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: page }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const fieldsShown = () => screen.getByTestId('accept').textContent;

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  flow.props = null;
});

describe('ImportCommitmentsPage', () => {
  it('a creditor user is fixed to its creditor; single allowed types are preselected and locked', async () => {
    setSession(creditorToken);
    mockApi(() => ({ partner_type: 'if', configured: true, transaction_types: [2], contract_types: [1], max_installments: 1, gcap: false }));
    renderPage(<ImportCommitmentsPage />);
    await waitFor(() => expect(fieldsShown()).toBe(JSON.stringify({ creditor_id: CREDITOR, deal_type: '2', deal_contract_type: '1' })));
    expect(screen.queryByLabelText(/Fornecedor/)).toBeNull();
    expect(screen.getByLabelText('Perfil do parceiro')).toHaveValue('Instituição Financeira');
    expect(screen.getByRole('combobox', { name: 'Tipo de transação' })).toHaveAttribute('aria-disabled', 'true');
    expect(flow.props).toMatchObject({ kind: 'commitments', uploadUrl: 'deals/upload' });
    expect(flow.props!.template.rows[0]).toContain('cnpj_estabelecimento');
  });

  it("'ambos' / 'todos' open the selects with 1 preselected; the accepted file shows the request id", async () => {
    setSession(adminToken);
    mockApi(() => ({ partner_type: 'fornecedor', configured: true, transaction_types: [1, 2, 3, 4], contract_types: [1, 2], max_installments: 1, gcap: false }));
    renderPage(<ImportCommitmentsPage />);
    expect(fieldsShown()).toBe('incompleto');
    await userEvent.click(await screen.findByRole('combobox', { name: /Fornecedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fornecedor Demo' }));
    await waitFor(() => expect(fieldsShown()).toBe(JSON.stringify({ creditor_id: CREDITOR, deal_type: '1', deal_contract_type: '1' })));
    expect(screen.getByRole('combobox', { name: 'Tipo de transação' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de contrato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cessão' }));
    await waitFor(() => expect(fieldsShown()).toContain('"deal_contract_type":"2"'));

    await userEvent.click(screen.getByTestId('accept'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pesquisa da agenda em processamento...')).toBeInTheDocument();
    expect(within(dialog).getByTestId('import-request-id')).toHaveTextContent('proc-42');
  });

  it('a partner without parameters: the message and nothing to send', async () => {
    setSession(creditorToken);
    mockApi(() => ({ partner_type: 'fornecedor', configured: false, transaction_types: [1, 2, 3, 4], contract_types: [1, 2], max_installments: 1, gcap: false }));
    renderPage(<ImportCommitmentsPage />);
    expect(await screen.findByText('Parceiro não tem parametros cadastrados')).toBeInTheDocument();
    expect(fieldsShown()).toBe('incompleto');
  });
});

describe('ImportSmokeCommitmentsPage', () => {
  it("'Gestão de colateral?' only for gcap partners, forcing Garantia and Cessão, reset when the supplier changes", async () => {
    setSession(adminToken);
    mockApi((id) => ({ partner_type: 'fornecedor', configured: true, transaction_types: [1, 2, 3, 4], contract_types: [1, 2], max_installments: 1, gcap: id === CREDITOR }));
    renderPage(<ImportSmokeCommitmentsPage />);
    await userEvent.click(await screen.findByRole('combobox', { name: /Fornecedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fornecedor Demo' }));
    const gcap = await screen.findByRole('switch', { name: 'Gestão de colateral?' });
    await userEvent.click(gcap);
    await waitFor(() =>
      expect(fieldsShown()).toBe(JSON.stringify({ creditor_id: CREDITOR, deal_type: '1', deal_contract_type: '2', deal_gcap: 'true' })),
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveAttribute('aria-disabled', 'true');
    expect(flow.props).toMatchObject({ kind: 'smoke-commitments', uploadUrl: 'deals/upload-contract-smoke', template: { fileName: 'modelo_compromissos.csv' } });

    await userEvent.click(screen.getByRole('combobox', { name: /Fornecedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outro' }));
    await waitFor(() => expect(fieldsShown()).toContain(`"creditor_id":"${OTHER}"`));
    expect(fieldsShown()).toContain('"deal_gcap":"false"');
    expect(screen.queryByRole('switch', { name: 'Gestão de colateral?' })).toBeNull();
  });
});
