import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components';
import { clearSession, setSession } from '../../../lib/session';
import CommitmentCreatePage from './CommitmentCreatePage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const tokenOf = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const DOMICILE = '7a7a7a7a-1111-4222-8333-000000000001';
const ORIGINATOR = '7a7a7a7a-1111-4222-8333-000000000002';
const creditorToken = tokenOf({ name: 'Fornecedor', companyName: 'Fornecedor Demo Ltda', personId: CREDITOR, accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });
const adminToken = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });
const MERCHANT = { id: '9f1e2d3c-0000-4000-8000-00000000000a', document_number: '11444777000161', type_person: 2, company_name: 'Padaria Pão Dourado Ltda', trading_name: 'Pão Dourado', creditor_id: CREDITOR, partner_type: 'fornecedor', active: true };
const OPTIONS = { partner_type: 'fornecedor', configured: true, transaction_types: [1, 2, 3, 4], contract_types: [1], max_installments: 3, gcap: true, min_amount: null, max_amount: null, min_days: null, max_days: null };

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

function mockApi(opts: { optIn?: boolean; merchant?: boolean; options?: object; create?: { status: number; body: unknown } } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const list = (results: unknown[]) => ({ results, metadata: { resultset: { offset: 0, limit: 10, count: results.length } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.includes('/api/merchants/status')) {
        if (opts.merchant === false) return json({ errors: { message: ['Não encontrado'] } }, 404);
        const optIn = opts.optIn ?? true;
        return json({ merchant: { ...MERCHANT, optin_status: optIn }, account_status: 'Ativo', optin_status: optIn, registry_date: '2026-11-23' });
      }
      if (url.includes('/api/merchants/relations'))
        return json({ results: [{ acquirer_name: 'Cielo', acquirer_document: '01027058000191', arrangement_code: 'VCC', arrangement_name: 'Visa Crédito' }] });
      if (url.includes('/api/deals/create-options')) return json(opts.options ?? OPTIONS);
      if (url.includes('/api/parceiro/originador'))
        return json(
          list([
            {
              id: ORIGINATOR,
              cnpj_originador: '11222333000181',
              razao_social: 'Originadora Sul',
              status: 'Ativo',
              domicilios: [{ id: DOMICILE, titulo_domicilio: 'Conta principal', banco: '001', agencia: '0001', conta: '12345-6', tipo_conta: 'CC', status: 'Ativo' }],
            },
          ]),
        );
      if (url.includes('/api/creditors')) return json(list([{ id: CREDITOR, company_name: 'Fornecedor Demonstração Ltda' }]));
      if (url.includes('/api/deals')) return json(opts.create?.body ?? [{ id: 'deal-1' }], opts.create?.status ?? 201);
      if (url.includes('/api/profile')) return json([{ resource_slug: 'cad_compromisso_dados_compromissos', permitions: ['read', 'create'] }]);
      return json({}, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/app/appointments', element: <p>lista de compromissos</p> },
      { path: '/app/appointments/create', element: <CommitmentCreatePage /> },
    ],
    { initialEntries: ['/app/appointments/create'] },
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

const textbox = (name: string, index = 0) => screen.getAllByRole('textbox', { name })[index]!;

/** Puts the text in the field at once (typing each key re-renders the whole form). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function lookUp(user: UserEvent, document = '11.444.777/0001-61') {
  await user.click(textbox('CNPJ/CPF do estabelecimento'));
  await user.paste(document);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

/** Everything of a performed commitment of 100,00 in three installments, but the dates. */
async function fillContract(user: UserEvent) {
  await lookUp(user);
  expect(await screen.findByDisplayValue('Padaria Pão Dourado Ltda')).toBeInTheDocument();
  await choose(user, 'Originador', 'Originadora Sul (11222333000181)');
  await choose(user, 'Domicílio bancário', 'Conta principal · 001 0001 12345-6 (CC)');
  await fill(user, textbox('Título'), 'Capital de giro');
  await fill(user, textbox('Código'), 'CG-1');
  await fill(user, textbox('Descrição'), 'Garantia de capital de giro');
  await choose(user, 'Modalidade', 'Contrato Performado');
  await choose(user, 'Tipo de transação', 'Pagamento');
  await fill(user, textbox('Data de emissão'), '23112026');
  await fill(user, textbox('Data de expiração'), '30062027');
  await choose(user, 'Credenciadoras', 'Cielo');
  await choose(user, 'Arranjos', 'Visa Crédito');
  await fill(user, textbox('Valor total'), '10000');
  await choose(user, 'Parcelas', '3');
}

async function fillDates(user: UserEvent, start = '01122026', end = '31012027') {
  for (let i = 0; i < 3; i++) {
    await fill(user, textbox('Data de execução inicial', i), start);
    await fill(user, textbox('Data de execução final', i), end);
  }
}

describe('Cadastro de compromisso', { timeout: 90_000 }, () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('a creditor user creates a performed commitment: one object per installment, the total split evenly, toast and list', async () => {
    const calls = mockApi();
    setSession(creditorToken);
    const router = renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Cadastro de compromisso' })).toBeInTheDocument();
    for (const section of ['Parceiro', 'Dados do Contrato', 'Dados da(s) Parcela(s)']) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveAttribute('aria-disabled', 'true');

    await fillContract(user);
    // The only contract type the partner allows is chosen and fixed.
    expect(screen.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveTextContent('Troca de Titularidade');
    expect(screen.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('textbox', { name: 'Valor da parcela' }).map((f) => (f as HTMLInputElement).value)).toEqual(['R$ 33,33', 'R$ 33,33', 'R$ 33,34']);
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await fillDates(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Compromisso enviado para registro')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/appointments'));
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/deals'))!;
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    const body = sent.body as Record<string, unknown>[];
    expect(body.map((b) => b.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(body[0]).toMatchObject({
      creditor_id: CREDITOR,
      merchant_id: MERCHANT.id,
      creditor_originator_bank_account_id: DOMICILE,
      type: 2,
      contract_type: 1,
      is_gcap: false,
      min_percentage: 100,
      issue_date: '2026-11-23',
      expiration_date: '2027-06-30',
      document_acquirers: ['01027058000191'],
      payment_arrangements: ['VCC'],
      execution_date: '2026-12-01',
      execution_date_final: '2027-01-31',
    });
    expect(body[0]).not.toHaveProperty('division_rule');
  });

  it('shows the date rules and the server refusal, and sends nothing invalid', async () => {
    const calls = mockApi({ create: { status: 400, body: { errors: { message: ['Credenciadora não vinculada ao estabelecimento'] } } } });
    setSession(creditorToken);
    renderPage();
    const user = userEvent.setup();
    await fillContract(user);
    await fillDates(user, '01022027', '31012027');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findAllByText('A data de execução inicial não pode ser posterior à data de execução final')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    for (let i = 0; i < 3; i++) {
      await user.clear(textbox('Data de execução inicial', i));
      await fill(user, textbox('Data de execução inicial', i), '01122026');
    }
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Credenciadora não vinculada ao estabelecimento')).toBeInTheDocument();
  });

  it('refuses an impossible day (62/02/2110) with "Data inválida" on blur and on submit, and sends nothing', async () => {
    const calls = mockApi();
    setSession(creditorToken);
    renderPage();
    const user = userEvent.setup();
    await fillContract(user);
    await fillDates(user, '62022110', '31012027');
    expect(textbox('Data de execução inicial', 0)).toHaveValue('62/02/2110');
    // Leaving the field is enough for it to say so, before any submit.
    expect(screen.getAllByText('Data inválida')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(textbox('Data de execução inicial', 0)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Data inválida')).toHaveLength(3);
    expect(screen.queryByText('A data de execução inicial não pode ser posterior à data de execução final')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a smoke commitment with collateral management forces Cessão and %, and asks the amount to encumber', async () => {
    const calls = mockApi({ options: { ...OPTIONS, contract_types: [1, 2], max_installments: 1 } });
    setSession(creditorToken);
    renderPage();
    const user = userEvent.setup();
    await lookUp(user);
    await screen.findByDisplayValue('Padaria Pão Dourado Ltda');
    await choose(user, 'Originador', 'Originadora Sul (11222333000181)');
    await choose(user, 'Domicílio bancário', 'Conta principal · 001 0001 12345-6 (CC)');
    await fill(user, textbox('Título'), 'Fumaça');
    await fill(user, textbox('Código'), 'F-1');
    await fill(user, textbox('Descrição'), 'Contrato fumaça');
    await choose(user, 'Modalidade', 'Contrato Fumaça');
    await user.click(screen.getByRole('switch', { name: 'Gestão de garantias (GCAP)' }));
    expect(screen.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveTextContent('Cessão');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de transação' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Garantia', 'Cobrança']);
    await user.click(screen.getByRole('option', { name: 'Cobrança' }));
    // Collection: no expiration.
    expect(textbox('Data de expiração')).toBeDisabled();
    await fill(user, textbox('Data de emissão'), '23112026');
    await choose(user, 'Credenciadoras', 'Cielo');
    await choose(user, 'Arranjos', 'Visa Crédito');
    await fill(user, textbox('Valor total'), '50000');
    expect(screen.getByRole('combobox', { name: 'Parcelas' })).toHaveTextContent('Única');
    await fill(user, textbox('Data de execução inicial'), '01122026');
    await fill(user, textbox('Data de execução final'), '31012027');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await fill(user, screen.getByRole('spinbutton', { name: 'Valor a onerar (%)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Valor não pode ser maior que 100%')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: 'Valor a onerar (%)' }));
    await fill(user, screen.getByRole('spinbutton', { name: 'Valor a onerar (%)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Compromisso Fumaça enviado para registro')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/deals/contract-smoke'))!;
    expect(sent.body).toEqual([
      expect.objectContaining({ is_gcap: true, type: 4, contract_type: 2, expiration_date: null, division_rule: 2, amount_onerate: 25, amount: 500 }),
    ]);
  });

  it('speaks the look-up messages: no opt-in, no merchant, no parameters', async () => {
    mockApi({ optIn: false, options: { ...OPTIONS, configured: false } });
    setSession(adminToken);
    renderPage();
    const user = userEvent.setup();
    await choose(user, 'Fornecedor', 'Fornecedor Demonstração Ltda');
    expect(await screen.findByText('Parceiro não tem parametros cadastrados')).toBeInTheDocument();
    await lookUp(user);
    expect(await screen.findByText('Compromisso não permitido! Estabelecimento sem opt-in ativo!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();

    vi.unstubAllGlobals();
    mockApi({ merchant: false });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Não foi encontrado nenhum estabelecimento com esse cnpj')).toBeInTheDocument();
  });

  it('refuses an invalid document before looking it up', async () => {
    const calls = mockApi();
    setSession(creditorToken);
    renderPage();
    const user = userEvent.setup();
    await lookUp(user, '123.456.789-00');
    expect(await screen.findByText('CNPJ ou CPF Inválido')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('merchants/status'))).toBe(false);
  });
});
