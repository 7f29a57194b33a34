import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OriginatorWizard } from './OriginatorWizard';

const BANKS = {
  results: [
    { id: 1, bank_code: '001', bank_name: 'Banco do Brasil', bank_ispb: '00000000' },
    { id: 2, bank_code: '341', bank_name: 'Itaú', bank_ispb: '60701190' },
  ],
  metadata: { resultset: { offset: 0, limit: 9999, count: 2 } },
};

type Domicile = { status: string; mensagem: string };

/** The server's answer to POST parceiro/originador for the wizard's calls. */
function originatorAnswer(domicilios: Domicile[]) {
  const originator = {
    id: '3f2b1c9e-0000-4000-8000-000000000001',
    cnpj_originador: '11222333000181',
    razao_social: 'Originadora Ltda',
    status: 'Ativo',
    mensagem: 'Originador cadastrado com sucesso',
    data_cadastro: '2026-01-01T00:00:00.000Z',
    data_atualizacao: null,
    quantidade_domicilios: domicilios.length,
    domicilios,
  };
  return [{ originadores: [originator], mensagem: originator.mensagem, status: originator.status }];
}

/** fetch as the API answers it; records the originator calls' bodies. */
function stubApi(secondCallDomicile: Domicile) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('domains/banks')) return new Response(JSON.stringify(BANKS), { status: 200 });
      const body = JSON.parse(String(init?.body)) as { originadores: { domicilios: unknown[] }[] };
      bodies.push(body);
      const withDomicile = body.originadores[0]!.domicilios.length > 0;
      return new Response(JSON.stringify(originatorAnswer(withDomicile ? [secondCallDomicile] : [])), { status: 201 });
    }),
  );
  return bodies;
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <OriginatorWizard open creditorId="c0ffee00-0000-4000-8000-000000000000" onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const stepTab = (name: string) => screen.getByRole('tab', { name });

async function fillOriginator(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'CNPJ/CPF' }), '11222333000181');
  await user.type(screen.getByRole('textbox', { name: 'Razão Social' }), 'Originadora Ltda');
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
}

async function fillDomicile(user: ReturnType<typeof userEvent.setup>, accountType: 'CC' | 'PG') {
  await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Conta principal');
  await user.click(screen.getByRole('combobox', { name: 'Banco' }));
  await user.click(await screen.findByRole('option', { name: '341 - Itaú' }));
  expect(screen.getByRole('textbox', { name: 'ISPB' })).toHaveValue('60701190');
  await user.click(screen.getByRole('combobox', { name: 'Tipo da conta' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${accountType}`) }));
  await user.type(screen.getByRole('textbox', { name: 'Agência' }), '0123');
  await user.type(screen.getByRole('textbox', { name: 'Conta' }), '456789');
  if (accountType !== 'PG') await user.type(screen.getByRole('textbox', { name: 'Dígito' }), '7');
}

describe('OriginatorWizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('walks the three steps and locks the headers when originator and domicile are both Ativo', async () => {
    const bodies = stubApi({ status: 'Ativo', mensagem: 'Domicílio Bancário cadastrado com sucesso' });
    renderWizard();
    const user = userEvent.setup();
    expect(stepTab('Originador')).toBeEnabled();
    expect(stepTab('Domicílio')).toBeDisabled();
    expect(stepTab('Resumo')).toBeDisabled();

    // A validation error leaves the button enabled; a click tells every error and focuses the first.
    await user.type(screen.getByRole('textbox', { name: 'CNPJ/CPF' }), '123');
    await user.tab();
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('textbox', { name: 'CNPJ/CPF' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Razão Social' })).toHaveAttribute('aria-invalid', 'true');
    expect(stepTab('Domicílio')).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'CNPJ/CPF' }));

    await fillOriginator(user);
    await waitFor(() => expect(stepTab('Domicílio')).toBeEnabled());
    expect(stepTab('Resumo')).toBeDisabled();
    // The domicile's CNPJ starts as the originator's.
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333/0001-81');

    await fillDomicile(user, 'CC');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    const originator = await screen.findByRole('status', { name: 'Originador' });
    expect(originator).toHaveTextContent('Originador cadastrado com sucesso');
    expect(within(originator).getByTestId('result-success')).toBeInTheDocument();
    const domicile = screen.getByRole('status', { name: 'Domicílio Bancário' });
    expect(domicile).toHaveTextContent('Domicílio Bancário cadastrado com sucesso');
    for (const name of ['Originador', 'Domicílio', 'Resumo']) expect(stepTab(name)).toBeDisabled();

    // The create call fired after step 1 and again with the domicile ('number-digit' account).
    expect(bodies).toEqual([
      { originadores: [{ cnpj_originador: '11222333000181', razao_social: 'Originadora Ltda', domicilios: [] }] },
      {
        originadores: [
          {
            cnpj_originador: '11222333000181',
            razao_social: 'Originadora Ltda',
            domicilios: [
              {
                cnpj_domicilio: '11222333000181',
                titulo_domicilio: 'Conta principal',
                banco: '341',
                ispb: '60701190',
                agencia: '0123',
                conta: '456789-7',
                tipo_conta: 'CC',
              },
            ],
          },
        ],
      },
    ]);
  }, 60_000); // a whole wizard typed key by key: slow on a loaded machine

  it('shows the domicile error as received and keeps the steps reachable; no digit for PG', async () => {
    stubApi({ status: 'Erro', mensagem: 'ISPB não corresponde ao banco informado' });
    const { onClose } = renderWizard();
    const user = userEvent.setup();
    await fillOriginator(user);
    await fillDomicile(user, 'PG');
    expect(screen.queryByRole('textbox', { name: 'Dígito' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    const domicile = await screen.findByRole('status', { name: 'Domicílio Bancário' });
    expect(domicile).toHaveTextContent('Não Foi possivel cadastrar o domicilio');
    expect(domicile).toHaveTextContent('Erro: ISPB não corresponde ao banco informado');
    expect(within(domicile).getByTestId('result-error')).toBeInTheDocument();
    expect(stepTab('Domicílio')).toBeEnabled();

    // Closing resets the steps and lets the caller refresh the list.
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stepTab('Domicílio')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'CNPJ/CPF' })).toHaveValue('');
  }, 60_000); // a whole wizard typed key by key: slow on a loaded machine
  it('judges the CPF at step 1 with the server rule: an invalid one never leaves step 1, a valid one is sent as digits', async () => {
    const bodies = stubApi({ status: 'Ativo', mensagem: 'Domicílio Bancário cadastrado com sucesso' });
    renderWizard();
    const user = userEvent.setup();
    const document = screen.getByRole('textbox', { name: 'CNPJ/CPF' });
    await user.type(document, '52998224724');
    await user.type(screen.getByRole('textbox', { name: 'Razão Social' }), 'Maria Souza');
    expect(document).toHaveValue('529.982.247-24');
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(bodies).toEqual([]);

    await user.clear(document);
    await user.type(document, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepTab('Domicílio')).toBeEnabled());
    expect(bodies).toEqual([{ originadores: [{ cnpj_originador: '52998224725', razao_social: 'Maria Souza', domicilios: [] }] }]);
  });

  it('stays at step 1 with the duplicate message under the document when the creditor already has it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('domains/banks')) return new Response(JSON.stringify(BANKS), { status: 200 });
        return new Response(JSON.stringify({ errors: { message: ['Originador já cadastrado para este fornecedor'] } }), { status: 409 });
      }),
    );
    renderWizard();
    const user = userEvent.setup();
    await fillOriginator(user);
    const document = screen.getByRole('textbox', { name: 'CNPJ/CPF' });
    await waitFor(() => expect(document).toHaveAccessibleDescription('Originador já cadastrado para este fornecedor'));
    expect(document).toHaveAttribute('aria-invalid', 'true');
    expect(stepTab('Domicílio')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });
});
