import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditorForm } from './CreditorForm';

const COMPANY = {
  empresa: {
    cnpj: '11222333000181',
    nome: 'COMERCIAL PAULISTA LTDA',
    fantasia: 'COMERCIAL PAULISTA',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    municipio: 'São Paulo',
    uf: 'SP',
  },
  provider: 'offline',
};

/** The look-up calls as the server answers them; `registered` is the duplicate check's answer. */
function stubApi(registered: boolean) {
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

describe('CreditorForm (create)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the company from the CNPJ look-up, says the data is offline and submits with the master user', async () => {
    stubApi(false);
    const onSubmit = vi.fn(async () => undefined);
    render(<CreditorForm submitting={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Razão social' })).toHaveValue('COMERCIAL PAULISTA LTDA'));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    expect(screen.getByText('Dados de demonstração (consulta offline)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@empresa.com.br');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Gravar dados' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        document_number: '11.222.333/0001-81',
        company_name: 'COMERCIAL PAULISTA LTDA',
        address_state: 'SP',
        contact_email: 'maria@empresa.com.br',
        phone_number: '(11) 98765-4321',
      }),
    );
  }, 60_000); // a whole form typed key by key: slow on a loaded machine

  it("blocks the submit with 'CNPJ já cadastrado' when the CNPJ is registered", async () => {
    stubApi(true);
    render(<CreditorForm submitting={false} onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    expect(await screen.findByText('CNPJ já cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
  });

  it("fills nothing from a registered CNPJ's look-up", async () => {
    stubApi(true);
    render(<CreditorForm submitting={false} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'CNPJ' }), { target: { value: '11.222.333/0001-81' } });
    expect(await screen.findByText('CNPJ já cadastrado')).toBeInTheDocument();
    for (const name of ['Razão social', 'Nome fantasia', 'CEP', 'Endereço', 'Cidade']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(screen.queryByText('Dados de demonstração (consulta offline)')).not.toBeInTheDocument();
  });

  it("says 'CEP não encontrado' on the CEP field and clears the address the company's CEP filled", async () => {
    stubApi(false);
    render(<CreditorForm submitting={false} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'CNPJ' }), { target: { value: '11.222.333/0001-81' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Avenida Paulista'));
    const cep = screen.getByRole('textbox', { name: 'CEP' });
    fireEvent.change(cep, { target: { value: '99999-999' } });
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Endereço', 'Bairro', 'Cidade']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    // The company's own fields are not the CEP's: they stay.
    expect(screen.getByRole('textbox', { name: 'Razão social' })).toHaveValue('COMERCIAL PAULISTA LTDA');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  });

  it("shows 'CNPJ inválido' for a wrong check digit", async () => {
    const calls = stubApi(false);
    render(<CreditorForm submitting={false} onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333000180');
    await user.tab();
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('CreditorForm (edit)', () => {
  const creditor = {
    id: 'c0ffee00-0000-4000-8000-000000000000',
    document_number: '11222333000181',
    trading_name: 'COMERCIAL PAULISTA',
    company_name: 'COMERCIAL PAULISTA LTDA',
    active: true,
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: null,
    address: 'Avenida Paulista',
    address_number: '1000',
    address_complement: '',
    address_neighborhood: 'Bela Vista',
    address_city: 'São Paulo',
    address_state: 'SP',
    address_zip_code: '01310100',
    account: null,
  };

  it('lets an admin switch the creditor off and sends the flag with the registration', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<CreditorForm creditor={creditor} submitting={false} onSubmit={onSubmit} canChangeActive />);
    const user = userEvent.setup();
    const active = screen.getByRole('switch', { name: 'Ativo' });
    expect(active).toBeChecked();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeDisabled();
    await user.click(active);
    expect(active).not.toBeChecked();
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ active: false, trading_name: 'COMERCIAL PAULISTA' }));
  });

  it('has no switch for whoever may not change the flag', () => {
    render(<CreditorForm creditor={{ ...creditor, active: false }} submitting={false} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('switch', { name: 'Ativo' })).not.toBeInTheDocument();
  });
});

describe('CreditorForm (an empty create)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps 'Gravar dados' enabled; a click shows every missing field at once and focuses the CNPJ", async () => {
    stubApi(false);
    const onSubmit = vi.fn(async () => undefined);
    render(<CreditorForm submitting={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveFocus());
    for (const name of ['CNPJ', 'Razão social', 'Nome fantasia', 'CEP', 'Endereço', 'Número', 'Bairro', 'Cidade', 'Nome', 'E-mail', 'Celular']) {
      expect(screen.getByRole('textbox', { name }), name).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: 'Complemento' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
