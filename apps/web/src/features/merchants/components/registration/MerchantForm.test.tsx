import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { merchantDetail } from '../../testing';
import { MerchantForm } from './MerchantForm';

const CREDITOR = '7b1f6c0e-3d0a-4b5e-9a51-2f0c8e4d9a10';
const CREDITORS = [{ value: CREDITOR, label: 'Fornecedor Demo Ltda' }];

const COMPANY = {
  empresa: {
    cnpj: '11222333000181',
    nome: 'PADARIA CENTRAL LTDA',
    fantasia: 'PADARIA CENTRAL',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    municipio: 'São Paulo',
    uf: 'SP',
    cnaes: [{ number: '4721-1/02', description: 'Padaria e confeitaria com predominância de revenda' }],
    legal_nature_description: '206-2 - Sociedade Empresária Limitada',
    partners: [{ name: 'ANA SOUZA', qualification: 'Sócio-Administrador', cpf: '***456789**' }],
  },
  provider: 'offline',
};

/** The look-ups as the server answers them; `registered` is the duplicate check's answer. */
function stubApi(registered = false) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('validation/search-document')) return new Response(JSON.stringify(registered), { status: 200 });
      if (url.includes('accounts/search-document')) return new Response(JSON.stringify(COMPANY), { status: 200 });
      return new Response(JSON.stringify({ errors: { message: ['CEP não encontrado'] } }), { status: 404 });
    }),
  );
  return calls;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const typeInto = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });

function renderForm(props: Partial<Parameters<typeof MerchantForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <MerchantForm
      creditors={CREDITORS}
      fixedCreditorId={CREDITOR}
      isAdmin={false}
      partnerType="fornecedor"
      submitting={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}

describe('MerchantForm (supplier partner)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the company, address, legal nature and CNAEs from the CNPJ and submits with the register', async () => {
    const calls = stubApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(textbox('CPF/CNPJ'), '11222333000181');
    await waitFor(() => expect(textbox('Razão social')).toHaveValue('PADARIA CENTRAL LTDA'));
    expect(textbox('Cidade')).toHaveValue('São Paulo');
    expect(textbox('CEP')).toHaveValue('01310-100');
    expect(textbox('Natureza jurídica')).toHaveValue('206-2 - Sociedade Empresária Limitada');
    expect(within(screen.getByRole('list', { name: 'CNAEs' })).getByText('4721-1/02 - Padaria e confeitaria com predominância de revenda')).toBeInTheDocument();
    expect(screen.getByText('Dados de demonstração (consulta offline)')).toBeInTheDocument();
    // The creditor user's provider is fixed.
    expect(textbox('Fornecedor')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Tipo de parceiro' })).not.toBeInTheDocument();

    await user.tab();
    await waitFor(() => expect(calls.some((u) => u.includes(`validation/search-document/11222333000181?creditor_id=${CREDITOR}`))).toBe(true));
    typeInto('Nome do contato', 'Ana Souza');
    typeInto('E-mail do contato', 'ana@padaria.com.br');
    typeInto('Celular', '11987654321');
    await user.click(screen.getByRole('button', { name: 'Gravar dados' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ creditor_id: CREDITOR, document_number: '11.222.333/0001-81', contact_email: 'ana@padaria.com.br', address_state: 'SP' }),
      expect.objectContaining({ type_person: 2, cnaes: COMPANY.empresa.cnaes, partners_external_data: COMPANY.empresa.partners }),
    );
  }, 60_000); // typed key by key: slow on a loaded machine

  it("blocks the submit with 'CNPJ já cadastrado' when the creditor already has the document", async () => {
    stubApi(true);
    renderForm();
    const user = userEvent.setup();
    await user.type(textbox('CPF/CNPJ'), '11222333000181');
    await user.tab();
    expect(await screen.findByText('CNPJ já cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
  });

  it("shows 'Documento Inválido' and the required fields of a supplier merchant", async () => {
    const calls = stubApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(textbox('CPF/CNPJ'), '1234567890');
    await user.tab();
    expect(await screen.findByText('Documento Inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
    typeInto('E-mail do contato', 'nao-e-email');
    fireEvent.blur(textbox('E-mail do contato'));
    expect(await screen.findByText('Você precisa digitar um email válido')).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(8));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a CPF as a Física person', async () => {
    stubApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(textbox('CPF/CNPJ'), '52998224725');
    expect(textbox('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(screen.getByRole('combobox', { name: 'Tipo de pessoa' })).toHaveTextContent('Física');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const PAULISTA = {
  endereco: { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  provider: 'viacep',
};

/** The look-ups with a known CEP (01310-100) and the documents the creditor already has. */
function stubLookups(registered: readonly string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const found = /validation\/search-document\/(\w+)/.exec(url);
      if (found) return new Response(JSON.stringify(registered.includes(found[1] ?? '')), { status: 200 });
      if (url.includes('accounts/search-document')) return new Response(JSON.stringify(COMPANY), { status: 200 });
      if (url.includes('accounts/search-zipcode') && String(init?.body).includes('01310100')) return new Response(JSON.stringify(PAULISTA), { status: 200 });
      return new Response(JSON.stringify({ errors: { message: ['CEP não encontrado'] } }), { status: 404 });
    }),
  );
}

describe('MerchantForm (look-ups that find nothing or a registered document)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'CEP não encontrado' and clears the address the previous CEP filled, keeping what the user typed", async () => {
    stubLookups();
    renderForm();
    typeInto('CEP', '01310-100');
    await waitFor(() => expect(textbox('Endereço')).toHaveValue('Avenida Paulista'));
    expect(textbox('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('SP');
    typeInto('Número', '1000');
    typeInto('Cidade', 'Santo André');

    typeInto('CEP', '99999-999');
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    expect(textbox('Endereço')).toHaveValue('');
    expect(textbox('Bairro')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).not.toHaveTextContent('SP');
    expect(textbox('Número')).toHaveValue('1000');
    expect(textbox('Cidade')).toHaveValue('Santo André');

    typeInto('CEP', '01310-100');
    await waitFor(() => expect(textbox('Endereço')).toHaveValue('Avenida Paulista'));
    expect(screen.queryByText('CEP não encontrado')).not.toBeInTheDocument();
  });

  it("fills nothing from a registered CNPJ's look-up and undoes the fill of the document typed before", async () => {
    stubLookups(['11444777000161']);
    renderForm();
    typeInto('CPF/CNPJ', '11.222.333/0001-81');
    await waitFor(() => expect(textbox('Razão social')).toHaveValue('PADARIA CENTRAL LTDA'));
    expect(screen.getByRole('list', { name: 'CNAEs' })).toBeInTheDocument();

    typeInto('CPF/CNPJ', '11.444.777/0001-61');
    expect(await screen.findByText('CNPJ já cadastrado')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Razão social')).toHaveValue(''));
    for (const name of ['Nome fantasia', 'CEP', 'Endereço', 'Número', 'Bairro', 'Cidade', 'Natureza jurídica']) expect(textbox(name)).toHaveValue('');
    expect(screen.getByText('Nenhum CNAE informado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
  });
});

describe('MerchantForm (financial-institution partner)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks only the document, shows 'Instituição Financeira' to an admin, and accepts an alphanumeric CNPJ", async () => {
    stubApi();
    const onSubmit = renderForm({ isAdmin: true, fixedCreditorId: null, partnerType: 'if' });
    expect(textbox('Tipo de parceiro')).toHaveValue('Instituição Financeira');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Fornecedor' }));
    await user.click(await screen.findByRole('option', { name: 'Fornecedor Demo Ltda' }));
    await user.type(textbox('CPF/CNPJ'), '12ABC34501DE35');
    expect(textbox('CPF/CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await user.tab();
    await waitFor(() => expect(textbox('Razão social')).toHaveValue('PADARIA CENTRAL LTDA'));
    // Only a bad e-mail stops it.
    typeInto('E-mail do contato', 'x');
    fireEvent.blur(textbox('E-mail do contato'));
    expect(await screen.findByText('Você precisa digitar um email válido')).toBeInTheDocument();
    typeInto('E-mail do contato', '');
    typeInto('CEP', '');
    typeInto('Endereço', '');
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ creditor_id: CREDITOR, document_number: '12.ABC.345/01DE-35' }), expect.anything());
  }, 60_000);
});

describe('MerchantForm (edit)', () => {
  const merchant = merchantDetail({ creditor_id: CREDITOR, cnaes: [] });

  it('shows the status read-only, keeps the document, and saves once something changed', async () => {
    const onSubmit = renderForm({ merchant, isAdmin: true, fixedCreditorId: null });
    expect(textbox('Status')).toHaveValue('Ativo');
    expect(textbox('CPF/CNPJ')).toBeDisabled();
    expect(textbox('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(textbox('Celular')).toHaveValue('(11) 98765-4321');
    expect(screen.getByText('Nenhum CNAE informado')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeDisabled();
    typeInto('Nome fantasia', 'PADARIA NOVA');
    await userEvent.setup().click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ trading_name: 'PADARIA NOVA' }), expect.anything()));
  });
});

describe('MerchantForm (an empty create by an admin)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps 'Gravar dados' enabled before a provider is chosen; a click shows every missing field and focuses the provider", async () => {
    stubApi();
    const onSubmit = renderForm({ isAdmin: true, fixedCreditorId: null, partnerType: undefined });
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeEnabled();
    await user.click(save);
    const provider = screen.getByRole('combobox', { name: /Fornecedor/ });
    await waitFor(() => expect(provider).toHaveFocus());
    expect(provider).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['CPF/CNPJ', 'Razão social', 'Nome fantasia', 'CEP', 'Cidade']) {
      expect(textbox(name), name).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
