import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormTextField } from './FormTextField';

const schema = z.object({ name: z.string().min(3, 'Mínimo 3 caracteres'), code: z.string() });
type Values = z.infer<typeof schema>;

function Harness({
  onSubmit,
  onValueChange,
  helperText,
  error,
  disabled,
}: {
  onSubmit: (values: Values) => void;
  onValueChange?: (text: string) => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: 'Ana', code: '' },
    mode: 'onTouched',
    disabled: disabled ?? false,
  });
  return (
    <form aria-label="Formulário" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormTextField
        control={form.control}
        name="name"
        label="Nome"
        required
        helperText={helperText}
        error={error}
      />
      <FormTextField
        control={form.control}
        name="code"
        label="Código"
        parse={(text) => text.toUpperCase()}
        onValueChange={onValueChange}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('shows the form value, reports the typed (parsed) text and submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onValueChange = vi.fn();
    render(<Harness onSubmit={onSubmit} onValueChange={onValueChange} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('Ana');
    expect(name).toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'vcc');
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('VCC');
    expect(onValueChange).toHaveBeenLastCalledWith('VCc');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', code: 'VCC' }, expect.anything());
  });

  it('replaces the helper text with the error message and focuses the invalid input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} helperText="Como no documento" />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveAccessibleDescription('Como no documento');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mínimo 3 caracteres')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Mínimo 3 caracteres');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks the field invalid on an outside error and disables it with the form', () => {
    const { unmount } = render(<Harness onSubmit={vi.fn()} error />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
    unmount();
    render(<Harness onSubmit={vi.fn()} disabled />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Código' })).toBeDisabled();
  });
});
