import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import type { ImportFlowProps } from '../../../components/ImportFlow/ImportFlow';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import ImportMerchantsPage from './ImportMerchantsPage';

// The shared flow is the imports core's (tested there): here, what the page hands it.
vi.mock('../../../components/ImportFlow/ImportFlow', () => ({
  ImportFlow: (props: ImportFlowProps) => (
    <div data-testid="import-flow" data-kind={props.kind} data-url={props.uploadUrl} data-disabled={String(Boolean(props.disabled))}>
      <span data-testid="flow-fields">{JSON.stringify(props.fields)}</span>
      <span data-testid="flow-columns">{props.columns.map((c) => c.label).join('|')}</span>
      <span data-testid="flow-template">{props.template.fileName}</span>
    </div>
  ),
}));

const M = MESSAGES.imports;
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const OTHER = '5d0c3a4e-1111-4222-8333-444455557777';
const creditorToken = tokenOf({ name: 'F', companyName: 'F Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

function mockApi(functions: Record<string, number[]>) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/merchants/import-functions') {
        const id = url.searchParams.get('creditor_id')!;
        return json({ creditor_id: id, functions: functions[id] ?? [0, 1] });
      }
      if (url.pathname === '/api/creditors')
        return json({
          results: [
            { id: CREDITOR, company_name: 'Fornecedor Demo Ltda', trading_name: 'Demo', document_number: '11222333000181' },
            { id: OTHER, company_name: 'Crédito Sul Ltda', trading_name: 'Sul', document_number: '11444777000161' },
          ],
          metadata: { resultset: { offset: 0, limit: 10, count: 2 } },
        });
      if (url.pathname === '/api/profile') return json([{ resource_slug: 'importacao_estabelecimento', permitions: ['create'] }]);
      return json({ errors: { message: ['não encontrado'] } }, 404);
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ImportMerchantsPage />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const flow = () => screen.getByTestId('import-flow');

describe('import merchants page', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('keeps the administrator’s flow disabled until a provider is chosen, then offers both functions', async () => {
    setSession(adminToken);
    mockApi({});
    renderPage();
    expect(await screen.findByText(M.merchantImportTitle)).toBeInTheDocument();
    expect(flow()).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByTestId('flow-fields')).toHaveTextContent('null');

    await userEvent.click(screen.getByLabelText(new RegExp(M.merchantProvider)));
    await userEvent.click(await screen.findByRole('option', { name: /Fornecedor Demo Ltda/ }));
    await waitFor(() => expect(flow()).toHaveAttribute('data-disabled', 'false'));
    // Manutenção first: the spec's function 0.
    expect(flow()).toHaveAttribute('data-kind', 'merchants-maintenance');
    expect(screen.getByTestId('flow-fields')).toHaveTextContent(JSON.stringify({ creditor_id: CREDITOR, function: '0' }));

    await userEvent.click(screen.getByRole('combobox', { name: M.merchantFunction }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Cadastro' }));
    expect(flow()).toHaveAttribute('data-kind', 'merchants-registration');
    expect(flow()).toHaveAttribute('data-url', 'users/upload-merchant');
    expect(screen.getByTestId('flow-columns')).toHaveTextContent(`${M.documentColumn}|${M.companyNameColumn}`);
    expect(screen.getByTestId('flow-template')).toHaveTextContent('modelo_cadastro_estabelecimentos.csv');
  });

  it('fixes a creditor user to its creditor and to the function funcao_importacao_ec allows', async () => {
    setSession(creditorToken);
    mockApi({ [CREDITOR]: [1] });
    renderPage();
    await waitFor(() => expect(flow()).toHaveAttribute('data-kind', 'merchants-registration'));
    expect(screen.queryByLabelText(new RegExp(M.merchantProvider))).not.toBeInTheDocument();
    expect(screen.getByTestId('flow-fields')).toHaveTextContent(JSON.stringify({ creditor_id: CREDITOR, function: '1' }));
    expect(screen.getByRole('combobox', { name: M.merchantFunction })).toHaveAttribute('aria-disabled', 'true');
  });
});
