import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PartnerForm } from './PartnerForm';

const partner = {
  id: 'b1d4c1c2-0000-4000-8000-000000000001',
  document_number: '01027058000191',
  company_name: 'Parceiro Ltda',
  trading_name: 'Parceiro',
  revenue_percentage: 12.5,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
};

describe('PartnerForm', () => {
  it('sends the document, names and the percentage as a number with 2 decimals', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PartnerForm submitting={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Cadastrar parceiro' });
    const user = userEvent.setup();
    const fill = async (name: string, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill('CNPJ/CPF', '01027058000191');
    await fill('Razão social', 'Parceiro Novo Ltda');
    await fill('Nome fantasia', 'Parceiro Novo');
    await fill('% receita', '1250');
    expect(within(form).getByRole('textbox', { name: '% receita' })).toHaveValue('12,50 %');
    await user.click(within(form).getByRole('button', { name: 'Gravar dados' }));
    expect(onSubmit).toHaveBeenCalledWith({
      document_number: '01.027.058/0001-91',
      company_name: 'Parceiro Novo Ltda',
      trading_name: 'Parceiro Novo',
      revenue_percentage: 12.5,
    });
  });

  it('shows "Documento Inválido" and requires the percentage', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PartnerForm submitting={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Cadastrar parceiro' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('textbox', { name: 'CNPJ/CPF' }));
    await user.paste('123.456.789-00');
    await user.click(within(form).getByRole('button', { name: 'Gravar dados' }));
    expect(await within(form).findByText('Documento Inválido')).toBeInTheDocument();
    expect(within(form).getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits: starts from the stored values and keeps Gravar dados disabled until something changes', async () => {
    render(<PartnerForm partner={partner} submitting={false} onSubmit={vi.fn(async () => undefined)} />);
    const form = screen.getByRole('form', { name: 'Editar parceiro' });
    expect(within(form).getByRole('textbox', { name: '% receita' })).toHaveValue('12,50 %');
    expect(within(form).getByRole('textbox', { name: 'CNPJ/CPF' })).toHaveValue('01.027.058/0001-91');
    expect(within(form).getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
    await userEvent.setup().type(within(form).getByRole('textbox', { name: 'Nome fantasia' }), ' 2');
    expect(within(form).getByRole('button', { name: 'Gravar dados' })).toBeEnabled();
  });
});
