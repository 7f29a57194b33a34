import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateCnpj, maskCnpj, type ImportStatusReply } from '@lastro/domain';
import { ToastProvider, type ImportFileRow, type ImportFlowProps } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import ImportCommitmentsPage from './ImportCommitmentsPage';
import ImportSmokeCommitmentsPage from './ImportSmokeCommitmentsPage';

// The shared flow is the core's (tested there): here, what the page hands it.
const flow: { props: ImportFlowProps | null; finished: [ImportStatusReply, ImportFileRow[]] | null } = { props: null, finished: null };
vi.mock('../../../components/ImportFlow/ImportFlow', () => ({
  ImportFlow: (props: ImportFlowProps) => {
    flow.props = props;
    return (
      <>
        <button type="button" data-testid="accept" onClick={() => props.onAccepted?.('proc-42')}>
          {props.fields ? JSON.stringify(props.fields) : 'incompleto'}
        </button>
        <button type="button" data-testid="finish" onClick={() => flow.finished && props.onFinished?.(...flow.finished)}>
          fim
        </button>
      </>
    );
  },
}));

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const OTHER = '5d0c3a4e-1111-4222-8333-444455556667';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });

type Answer = { status: number; body: unknown } | undefined;
type Extra = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;

function mockApi(optionsOf: (creditorId: string) => object, extra: Extra = () => undefined) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const list = (results: unknown[]) => ({ results, metadata: { resultset: { offset: 0, limit: 10, count: results.length } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const answer = await extra(url, init);
      if (answer) return json(answer.body, answer.status);
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
  flow.finished = null;
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

describe("'Consulta de agenda' after a pre_compromisso partner's import", () => {
  const [BAKERY, MARKET, PHARMACY] = [generateCnpj({ seed: 7 }), generateCnpj({ seed: 8 }), generateCnpj({ seed: 9 })];
  const MERCHANT_IDS: Record<string, string> = {
    [BAKERY]: '9a0c3a4e-1111-4222-8333-000000000001',
    [MARKET]: '9a0c3a4e-1111-4222-8333-000000000002',
  };
  const NAMES: Record<string, string> = { [BAKERY]: 'Padaria Pão Quente', [MARKET]: 'Mercado Bom Preço' };
  const row = (line: number, document: string, acquirer: string, arrangement: string): ImportFileRow => ({
    line,
    record: { cnpj_estabelecimento: document, título: `Compromisso ${line}`, cnpj_credenciadora: acquirer, arranjos: arrangement },
  });
  // Lines 1-5: the bakery twice (two acquirers), the market, the pharmacy only on a failed line, the market again.
  const rows = [
    row(1, BAKERY, '01027058000191', 'vcc'),
    row(2, BAKERY, '01425787000104', 'VCC,MCC'),
    row(3, MARKET, '01027058000191', 'ECC'),
    row(4, PHARMACY, '01027058000191', 'VCC'),
    row(5, MARKET, '01027058000191', 'ECC'),
  ];
  const status = (failed: number[]): ImportStatusReply => ({
    process_id: 'proc-42',
    kind: 'commitments',
    file_name: 'compromissos.csv',
    state: 'completed',
    done: rows.length,
    total: rows.length,
    status: { status: failed.map((line) => ({ item1: line, item2: 'Data de execução inicial inválida' })), totalLines: rows.length, totalError: failed.length },
    erros: failed.map((line) => ({ line, record: rows[line - 1]!.record, error: 'Data de execução inicial inválida' })),
    failed_file: null,
    error: null,
    created_at: '2026-11-23T12:00:00Z',
    finished_at: '2026-11-23T12:00:05Z',
  });
  const options = (profile: string | null) => () => ({
    partner_type: 'fornecedor',
    partner_profile: profile,
    configured: true,
    transaction_types: [2],
    contract_types: [1],
    max_installments: 1,
    gcap: false,
  });

  /** merchants/status finds the bakery and the market; the market's query is refused. */
  function schedulesApi() {
    const created: { url: string; body: Record<string, unknown> }[] = [];
    const lookups: string[] = [];
    // The queries wait for the test to let them through: the button shows the run meanwhile.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const extra: Extra = async (url, init) => {
      if (url.pathname.endsWith('/api/merchants/status')) {
        const document = url.searchParams.get('document') ?? '';
        lookups.push(`${document}@${url.searchParams.get('creditor_id')}`);
        const id = MERCHANT_IDS[document];
        if (!id) return { status: 404, body: { errors: { message: ['Estabelecimento não encontrado'] } } };
        return {
          status: 200,
          body: { merchant: { id, company_name: NAMES[document], document_number: document, creditor_id: CREDITOR, partner_type: 'fornecedor' }, account_status: 'Ativo', optin_status: true, registry_date: '2026-11-23' },
        };
      }
      if (url.pathname.startsWith('/api/requests/create')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        created.push({ url: url.pathname, body });
        await gate;
        if (body.merchant_id === MERCHANT_IDS[MARKET]) return { status: 400, body: { errors: { message: ['O estabelecimento não possui opt-in ativo', 'outro'] } } };
        return { status: 202, body: { id: `req-${created.length}`, status: 'processing' } };
      }
      return undefined;
    };
    return { created, lookups, extra, release: () => release() };
  }

  /** The file is accepted (its dialog closed with OK), then the import ends. */
  async function sendAndFinish() {
    await userEvent.click(screen.getByTestId('accept'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByTestId('finish'));
  }

  it('any other profile: the import ends without the dialog', async () => {
    setSession(creditorToken);
    const api = schedulesApi();
    mockApi(options('pos_compromisso'), api.extra);
    renderPage(<ImportCommitmentsPage />);
    await waitFor(() => expect(fieldsShown()).not.toBe('incompleto'));
    flow.finished = [status([]), rows];
    await sendAndFinish();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.lookups).toEqual([]);
  });

  it('lists the distinct merchants of the imported rows; consults each once and shows its request id or the reason', async () => {
    setSession(creditorToken);
    const api = schedulesApi();
    mockApi(options('pre_compromisso'), api.extra);
    renderPage(<ImportCommitmentsPage />);
    await waitFor(() => expect(fieldsShown()).not.toBe('incompleto'));
    flow.finished = [status([4]), rows];
    // The import ends while its 'Pesquisa da agenda em processamento...' is open: the consult follows its OK.
    await userEvent.click(screen.getByTestId('accept'));
    await userEvent.click(screen.getByTestId('finish'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));

    const dialog = await screen.findByRole('dialog', { name: 'Consulta de agenda' });
    const items = within(dialog).getAllByTestId('agenda-merchant');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining(maskCnpj(BAKERY)), expect.stringContaining(maskCnpj(MARKET))]);
    expect(within(dialog).queryByText(maskCnpj(PHARMACY))).toBeNull();
    // Names come from the look-up the schedule page makes: by document, for the creditor.
    expect(await within(items[0]!).findByText('Padaria Pão Quente')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Mercado Bom Preço')).toBeInTheDocument();
    expect([...api.lookups].sort()).toEqual([`${BAKERY}@${CREDITOR}`, `${MARKET}@${CREDITOR}`].sort());
    expect(within(dialog).queryByRole('link', { name: 'Ver consultas' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Consultar agenda' }));
    const running = await within(dialog).findByRole('button', { name: /Consultando agenda \(0 de 2\)/ });
    expect(running).toBeDisabled();
    expect(within(running).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled();
    api.release();
    expect(await within(items[0]!).findByText(/Solicitação em processamento — ID da solicitação:/)).toHaveTextContent(/req-\d/);
    expect(await within(items[1]!).findByText('O estabelecimento não possui opt-in ativo')).toBeInTheDocument();
    expect(api.created).toHaveLength(2);
    expect(api.created.every((c) => c.url === '/api/requests/create-consolidated')).toBe(true);
    const bakery = api.created.find((c) => c.body.merchant_id === MERCHANT_IDS[BAKERY])!;
    expect(bakery.body).toMatchObject({
      query_mode: 'supplier',
      creditor_id: CREDITOR,
      acquirers: ['01027058000191', '01425787000104'],
      arrangements: ['VCC', 'MCC'],
      changes_webhook_url: null,
      behavior: 'offline',
    });
    expect(bakery.body).not.toHaveProperty('initial_date');
    expect(api.created.find((c) => c.body.merchant_id === MERCHANT_IDS[MARKET])!.body).toMatchObject({ acquirers: ['01027058000191'], arrangements: ['ECC'] });
    expect(api.lookups).toHaveLength(2);

    expect(within(dialog).getByRole('link', { name: 'Ver consultas' })).toHaveAttribute('href', '/app/schedules');
    expect(within(dialog).getByRole('button', { name: 'Consultar agenda' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a merchant not found is reported without a query; no imported row, no dialog', async () => {
    setSession(creditorToken);
    const api = schedulesApi();
    mockApi(options('pre_compromisso'), api.extra);
    renderPage(<ImportCommitmentsPage />);
    await waitFor(() => expect(fieldsShown()).not.toBe('incompleto'));
    flow.finished = [status([1, 2, 3, 4, 5]), rows];
    await sendAndFinish();
    expect(screen.queryByRole('dialog')).toBeNull();

    flow.finished = [status([1, 2, 3, 5]), rows];
    await sendAndFinish();
    const dialog = await screen.findByRole('dialog', { name: 'Consulta de agenda' });
    api.release();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Consultar agenda' }));
    expect(await within(dialog).findByText('Estabelecimento não encontrado')).toBeInTheDocument();
    expect(api.created).toEqual([]);
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
