import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type DealBankAccount, type DealDetail, type DealDomicileOptions } from '@lastro/domain';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import CommitmentDetailPage from './CommitmentDetailPage';

const M = MESSAGES.commitments;
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const DEAL_ID = '7a1e2d3c-0000-4000-8000-0000000000d1';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

const account = (id: string, bank: [string, string], conta: string): DealBankAccount => ({
  id,
  document_number: '11222333000181',
  title_domicile: `Conta ${conta}`,
  branch_number: '0001',
  account_number: conta,
  account_digit: '1',
  account_type: 'CC',
  active: true,
  domain_bank: { bank_code: bank[0], bank_name: bank[1] },
  originator: { id: 'o-1', document_number: '11222333000181', company_name: 'Originadora Demo Ltda' },
});
const CURRENT = account('d-1', ['341', 'Itaú'], '12345');
const OTHER = account('d-2', ['001', 'Banco do Brasil'], '67890');

function deal(over: Partial<DealDetail> = {}): DealDetail {
  return {
    id: DEAL_ID,
    title: 'Capital de giro Padaria',
    description: 'Garantia de capital de giro',
    code: 'CG-001',
    creditor_id: CREDITOR,
    merchant_id: 'm-1',
    creditor: {
      company_name: 'Fornecedor Demo Ltda',
      trading_name: 'Demo',
      document_number: '11222333000181',
      partnership: null,
      creditor_parameters: [{ parameter_key: 'perfil_parceiro', parameter_value: 'Fornecedor' }],
    },
    merchant: { company_name: 'Padaria Pão Quente Ltda', trading_name: 'Pão Quente', document_number: '45723174000110' },
    issue_date: '2026-11-20',
    expiration_date: '2027-05-20',
    execution_date: '2026-11-24',
    execution_date_end: '2026-12-23',
    type: 4,
    contract_type: 2,
    strategy: 0,
    gcap: false,
    min_percentage: 100,
    amount: 1500,
    installments_count: 1,
    status: 2,
    status_message: null,
    origin_gateway: null,
    arrangements: [{ code: 'VCC', name: 'Visa Crédito' }],
    acquirers: [{ document_number: '01027058000191', name: 'Cielo' }],
    acquirers_name: ['Cielo'],
    bank_account: CURRENT,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    installments: [
      {
        id: 'i-1',
        title: 'Parcela 1',
        installment: 1,
        due_date: '2026-11-24',
        execution_date: '2026-11-24',
        execution_date_end: '2026-12-23',
        division_rule: null,
        amount_onerate: null,
        amount: 1500,
        amount_total_committed: 1500,
        amount_total_effect: 1500,
        effect_amount_initial: 1500,
        effect_amount: 1500,
        effect_amount_updated: 1500,
        effective_settlement_amount: 500,
        updated_at: '2026-11-20T12:00:00.000Z',
        type: 4,
        min_percentage: 100,
        status: 2,
        status_message: null,
        external_reference: `${DEAL_ID}-01`,
        contract_identifier: 'CTR-1',
        receivables: [
          {
            acquirer_name: 'Cielo',
            acquirer_document: '01027058000191',
            acquirer_path: null,
            payment_arrangement: 'VCC',
            brand_name: 'Visa Crédito',
            effect_order: 1,
            settlement_date: '2026-11-25',
            constituted: false,
            status: 'aplicado',
            committed_amount: 1500,
            effect_amount_initial: 1500,
            effect_amount: 1234.5,
            effect_amount_updated: 1234.5,
            effective_settlement_amount: 0,
            effective_settlement_date: null,
            updated_at: '2026-11-20T12:00:00.000Z',
          },
        ],
      },
    ],
    ...over,
  };
}

type Call = { url: string; method: string; body: unknown };

function mockApi(opts: { deal?: DealDetail; permissions?: { resource_slug: string; permitions: string[] }[]; changeAnswer?: { success: boolean; message: string }; domiciles?: DealDomicileOptions } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.includes('/api/profile')) return json(opts.permissions ?? []);
      if (url.includes(`/api/deals/${DEAL_ID}/history-domicile`))
        return json([{ account_name: '-', status: 'Ativo', created_at: '2026-11-20T12:00:00.000Z', document_number_domicile: '11222333000181', domain_bank_code: '341', domain_bank_name: 'Itaú', branch_number: '0001', account_number: '12345-1', account_type: 'CC' }]);
      if (url.includes(`/api/deals/${DEAL_ID}/history`))
        return json({ results: [{ name: 'Maria Admin', deal_status: 2, deal_status_description: 'Aprovado', description: 'Registrado', created_at: '2026-11-20T12:00:00.000Z' }] });
      if (url.includes(`/api/deals/${DEAL_ID}/domiciles`)) return json(opts.domiciles ?? { results: [OTHER], message: null });
      if (url.includes('/api/deals/update-domiciles'))
        return json({ results: [{ ...(opts.changeAnswer ?? { success: true, message: M.domicileChanged }), id_compromisso: DEAL_ID, id_domicilio: 'd-2' }] });
      if (url.includes(`/api/deals/${DEAL_ID}`)) return json(opts.deal ?? deal());
      if (url.includes('/api/search')) return json({ results: [] });
      if (url.endsWith('/api/upload')) return json({ message: M.uploaded, replaced: false, fileUrl: `/api/deals/${DEAL_ID}/tcd` });
      return json({ errors: { message: ['não encontrado'] } }, 404);
    }),
  );
  return calls;
}

function renderAt(entry = `/app/appointments/edit?id=${DEAL_ID}`) {
  const router = createMemoryRouter(
    [
      { path: '/app/appointments', element: <p>lista</p> },
      { path: '/app/appointments/edit', element: <CommitmentDetailPage /> },
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
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('commitment detail page', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows an admin the four tabs of a type-4 commitment of a Fornecedor, with details and history', async () => {
    setSession(adminToken);
    mockApi();
    renderAt();
    expect(await screen.findByText('Capital de giro Padaria')).toBeInTheDocument();
    expect(tabNames()).toEqual([M.detailsTab, M.receivablesTab, M.bankDataTab, M.debtConfessionTab]);
    expect(screen.getByText('Cobrança')).toBeInTheDocument();
    expect(screen.getByText('Cessão')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.500,00/)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: M.history });
    expect(within(history).getByText('Maria Admin')).toBeInTheDocument();
    expect(within(history).getByText('Aprovado')).toBeInTheDocument();
  });

  it('hides Confissão de dívida when the type is not 4 or the first parameter is not Fornecedor', async () => {
    setSession(adminToken);
    mockApi({ deal: deal({ type: 1 }) });
    renderAt();
    await screen.findByText('Capital de giro Padaria');
    expect(tabNames()).toEqual([M.detailsTab, M.receivablesTab, M.bankDataTab]);
  });

  it('a creditor user sees Dados Bancários only with read on the bank data, and never Confissão de dívida', async () => {
    setSession(creditorToken);
    mockApi({ permissions: [{ resource_slug: 'cad_compromisso_dados_compromissos', permitions: ['read'] }] });
    renderAt();
    await screen.findByText('Capital de giro Padaria');
    expect(tabNames()).toEqual([M.detailsTab, M.receivablesTab]);
    clearSession();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';

    setSession(creditorToken);
    mockApi({
      permissions: [
        { resource_slug: 'cad_compromisso_dados_compromissos', permitions: ['read'] },
        { resource_slug: 'cad_compromisso_dados_bancarios', permitions: ['read'] },
      ],
    });
    renderAt();
    await screen.findByText('Capital de giro Padaria');
    expect(tabNames()).toEqual([M.detailsTab, M.receivablesTab, M.bankDataTab]);
    await userEvent.setup().click(screen.getByRole('tab', { name: M.bankDataTab }));
    expect(await screen.findByText('Originadora Demo Ltda')).toBeInTheDocument();
    // Read without edit: no domicile change.
    expect(screen.queryByRole('button', { name: M.changeDomicileAction })).toBeNull();
  });

  it('hides Dados Bancários for a commitment without a bank account', async () => {
    setSession(adminToken);
    mockApi({ deal: deal({ bank_account: null }) });
    renderAt();
    await screen.findByText('Capital de giro Padaria');
    expect(tabNames()).not.toContain(M.bankDataTab);
  });

  it('lists each installment with the URs reached and their effect amounts', async () => {
    setSession(adminToken);
    mockApi();
    renderAt(`/app/appointments/edit?id=${DEAL_ID}&tab=1`);
    const table = await screen.findByRole('table', { name: `${M.receivablesTab} · Parcela 1` });
    expect(within(table).getByText('Cielo')).toBeInTheDocument();
    expect(within(table).getByText('Visa Crédito')).toBeInTheDocument();
    expect(within(table).getByText(M.toConstituteLabel)).toBeInTheDocument();
    expect(within(table).getAllByText(/R\$\s1\.234,50/)).toHaveLength(2);
    expect(within(table).getByText('25/11/2026')).toBeInTheDocument();
  });

  it('pages an installment of 312 URs like every list: the first 10, then the next page', async () => {
    setSession(adminToken);
    const base = deal();
    const installment = base.installments[0]!;
    const ur = installment.receivables[0]!;
    const receivables = Array.from({ length: 312 }, (_, n) => ({ ...ur, effect_order: n + 1, acquirer_name: `Credenciadora ${n + 1}` }));
    mockApi({ deal: { ...base, installments: [{ ...installment, receivables }] } });
    const user = userEvent.setup();
    renderAt(`/app/appointments/edit?id=${DEAL_ID}&tab=1`);
    const table = await screen.findByRole('table', { name: `${M.receivablesTab} · Parcela 1` });
    // The header row plus one page.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Credenciadora 10')).toBeInTheDocument();
    expect(within(table).queryByText('Credenciadora 11')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.components.dataTable.displayedRows(1, 10, 312))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.components.dataTable.pageButton.next }));
    expect(within(table).getByText('Credenciadora 11')).toBeInTheDocument();
    expect(within(table).queryByText('Credenciadora 10')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.components.dataTable.displayedRows(11, 20, 312))).toBeInTheDocument();
  });

  it('changes the domicile through PATCH deals/update-domiciles and shows a refusal in the dialog', async () => {
    setSession(adminToken);
    const calls = mockApi({ changeAnswer: { success: false, message: M.domicileNotOfCreditor } });
    const user = userEvent.setup();
    renderAt(`/app/appointments/edit?id=${DEAL_ID}&tab=2`);
    expect(await screen.findByRole('table', { name: M.domicileHistory })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.changeDomicileAction }));
    const dialog = await screen.findByRole('dialog', { name: M.changeDomicileTitle });
    await user.click(within(dialog).getByRole('combobox', { name: M.newDomicileLabel }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Banco do Brasil')]);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.save }));
    expect(await within(dialog).findByText(M.domicileNotOfCreditor)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ domicilios: [{ id_compromisso: DEAL_ID, id_domicilio: 'd-2' }] });
  });

  it('says why no domicile is offered, as the server tells: only the current one, or no active originator', async () => {
    setSession(adminToken);
    for (const message of [M.noOtherDomicile, M.noActiveOriginator]) {
      mockApi({ domiciles: { results: [], message } });
      const user = userEvent.setup();
      renderAt(`/app/appointments/edit?id=${DEAL_ID}&tab=2`);
      await user.click(await screen.findByRole('button', { name: M.changeDomicileAction }));
      const dialog = await screen.findByRole('dialog', { name: M.changeDomicileTitle });
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: MESSAGES.common.save })).toBeDisabled();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('refuses a non-PDF TCD before sending it and uploads a PDF', async () => {
    setSession(adminToken);
    const calls = mockApi();
    const user = userEvent.setup({ applyAccept: false });
    renderAt(`/app/appointments/edit?id=${DEAL_ID}&tab=3`);
    expect(await screen.findByText(M.tcdMissing)).toBeInTheDocument();
    const input = screen.getByLabelText(M.tcdSelect, { selector: 'input' });
    await user.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText(M.tcdInvalidFormat)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/api/upload'))).toBe(false);
    await user.upload(input, new File(['%PDF-1.4'], 'tcd.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/upload') && c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/api/upload'))!.body as FormData;
    expect(sent.get('type')).toBe('contrato');
    expect(sent.get('external_reference')).toBe(DEAL_ID);
  });
});
