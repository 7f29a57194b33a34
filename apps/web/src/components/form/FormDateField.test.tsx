import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isIsoDate } from '@lastro/domain';
import { FormDateField } from './FormDateField';

const schema = z.object({
  start: z.string().refine(isIsoDate, 'Data inválida'),
  end: z.string().refine(isIsoDate, 'Data inválida'),
});
type Values = z.infer<typeof schema>;

function Harness({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { start: '', end: '2026-03-09' } });
  return (
    <form aria-label="Formulário" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormDateField control={form.control} name="start" label="Data inicial" required />
      <FormDateField control={form.control} name="end" label="Data final" />
      <button type="submit">Enviar</button>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FormDateField', () => {
  it('keeps its label raised, empty or not, so a long label is not cut beside the calendar button', () => {
    render(<Harness onSubmit={vi.fn()} />);
    for (const name of ['Data inicial', 'Data final']) {
      const label = screen.getByText(name, { selector: 'label' });
      expect(label).toHaveAttribute('data-shrink', 'true');
    }
  });

  it('shows days as DD/MM/YYYY, masks what is typed and submits YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const start = screen.getByRole('textbox', { name: 'Data inicial' });
    expect(start).not.toHaveAttribute('type', 'date');
    expect(start).toHaveAttribute('inputmode', 'numeric');
    expect(start).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(screen.getByRole('textbox', { name: 'Data final' })).toHaveValue('09/03/2026');
    await user.type(start, '25122026');
    expect(start).toHaveValue('25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ start: '2026-12-25', end: '2026-03-09' }, expect.anything());
  });

  it.each([
    ['an incomplete', '2512', '25/12'],
    ['an impossible', '31022026', '31/02/2026'],
  ])('reports %s day as invalid under the field', async (_, typed, shown) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const start = screen.getByRole('textbox', { name: 'Data inicial' });
    await user.type(start, typed);
    expect(start).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('replaces a filled day by pasting, and edits it with backspace', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const end = screen.getByRole<HTMLInputElement>('textbox', { name: 'Data final' });
    end.focus();
    end.setSelectionRange(0, end.value.length);
    await user.paste('09032026');
    expect(end).toHaveValue('09/03/2026');
    await user.type(end, '{Backspace}7');
    expect(end).toHaveValue('09/03/2027');
    await user.type(screen.getByRole('textbox', { name: 'Data inicial' }), '01012026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ start: '2026-01-01', end: '2027-03-09' }, expect.anything());
  });

  it('opens the browser calendar from its button and takes the chosen day', async () => {
    const user = userEvent.setup();
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    render(<Harness onSubmit={vi.fn()} />);
    const [button] = screen.getAllByRole('button', { name: 'Abrir calendário' });
    await user.click(button!);
    expect(showPicker).toHaveBeenCalledTimes(1);
    const picker = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(picker).toHaveAttribute('type', 'date');
    fireEvent.change(picker, { target: { value: '2026-07-04' } });
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toHaveValue('04/07/2026');
  });
});
