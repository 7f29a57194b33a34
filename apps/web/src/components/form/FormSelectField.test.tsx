import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormSelectField } from './FormSelectField';

const STATES = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
] as const;
const schema = z.object({ state: z.string().min(1, 'Campo obrigatório') });
type Values = z.infer<typeof schema>;

function Harness({
  onSubmit,
  onValueChange,
}: {
  onSubmit: (v: Values) => void;
  onValueChange?: (t: string) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { state: '' } });
  return (
    <form aria-label="Formulário" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormSelectField
        control={form.control}
        name="state"
        label="UF"
        required
        options={STATES}
        optionLabel={(o) => `${o.value} - ${o.label}`}
        onValueChange={onValueChange}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormSelectField', () => {
  it('lists the options, shows the error when empty and submits the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onValueChange = vi.fn();
    render(<Harness onSubmit={onSubmit} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: /UF/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SP - São Paulo', 'RJ - Rio de Janeiro']);
    await user.click(within(listbox).getByRole('option', { name: 'RJ - Rio de Janeiro' }));
    expect(onValueChange).toHaveBeenCalledWith('RJ');
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ state: 'RJ' }, expect.anything());
  });
});
