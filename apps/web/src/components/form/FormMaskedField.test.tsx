import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormMaskedField } from './FormMaskedField';

const schema = z.object({ cep: z.string().length(9, 'CEP inválido'), fee: z.string() });
type Values = z.infer<typeof schema>;

function Harness({
  onSubmit,
  onValueChange,
}: {
  onSubmit: (v: Values) => void;
  onValueChange?: (t: string) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { cep: '', fee: '1250' } });
  return (
    <form aria-label="Formulário" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormMaskedField
        control={form.control}
        name="cep"
        kind="cep"
        label="CEP"
        required
        onValueChange={onValueChange}
      />
      <FormMaskedField control={form.control} name="fee" kind="percent" label="Taxa" />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormMaskedField', () => {
  it('masks what is typed, reports the masked text and submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onValueChange = vi.fn();
    render(<Harness onSubmit={onSubmit} onValueChange={onValueChange} />);
    expect(screen.getByRole('textbox', { name: 'Taxa' })).toHaveValue('12,50 %');
    const cep = screen.getByRole('textbox', { name: 'CEP' });
    expect(cep).toHaveAttribute('inputmode', 'numeric');
    await user.click(cep);
    await user.paste('01310100');
    expect(cep).toHaveValue('01310-100');
    expect(onValueChange).toHaveBeenLastCalledWith('01310-100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ cep: '01310-100', fee: '1250' }, expect.anything());
  });

  it('replacing a filled value by pasting the same raw digits keeps the whole value in the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const cep = screen.getByRole<HTMLInputElement>('textbox', { name: 'CEP' });
    await user.click(cep);
    await user.paste('01310100');
    cep.setSelectionRange(0, cep.value.length);
    await user.paste('01310100');
    expect(cep).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ cep: '01310-100', fee: '1250' }, expect.anything());
  });

  it('shows the error message of the field and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('textbox', { name: 'CEP' }));
    await user.paste('0131');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const cep = screen.getByRole('textbox', { name: 'CEP' });
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(cep).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
