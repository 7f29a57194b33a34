import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useZodForm } from '../../lib/useZodForm';
import { FormTextField } from './FormTextField';
import { SubmitButton, SubmitForm } from './SubmitForm';

const schema = z.object({
  name: z.string().min(1, 'Informe o nome'),
  email: z.email('E-mail inválido'),
  city: z.string().min(1, 'Informe a cidade'),
});
type Values = z.infer<typeof schema>;

function Harness({ onValid, initial }: { onValid: (values: Values) => unknown; initial?: Partial<Values> }) {
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: { name: '', email: '', city: '', ...initial } });
  return (
    <SubmitForm form={form} onValid={onValid} aria-label="Cadastro">
      <FormTextField control={form.control} name="name" label="Nome" required />
      <FormTextField control={form.control} name="email" label="E-mail" required />
      <FormTextField control={form.control} name="city" label="Cidade" required />
      <SubmitButton />
    </SubmitForm>
  );
}

describe('SubmitForm and SubmitButton', () => {
  it("keep 'Gravar dados' enabled; a click shows every error at once and focuses the first invalid field", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} initial={{ name: 'Ana' }} />);
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe a cidade')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    expect(save).toBeEnabled();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('send a double click once, disabled while the request runs, and enabled again after it', async () => {
    let finish = () => undefined as void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Harness onValid={onValid} initial={{ name: 'Ana', email: 'ana@lastro.dev', city: 'Recife' }} />);
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    await user.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    // Enter in a field is a submit as well.
    await user.type(screen.getByLabelText(/Cidade/), '{Enter}');
    expect(onValid).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(save).toBeEnabled());
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('drop a second submit sent before React renders the disabled button', async () => {
    const onValid = vi.fn(() => new Promise<void>(() => undefined));
    render(<Harness onValid={onValid} initial={{ name: 'Ana', email: 'ana@lastro.dev', city: 'Recife' }} />);
    const form = screen.getByRole('form', { name: 'Cadastro' }) as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gravar dados' })).toBeDisabled());
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('let the page keep the button disabled while its own request runs', () => {
    function Pending() {
      const form = useZodForm(schema, { defaultValues: { name: '', email: '', city: '' } });
      return (
        <SubmitForm form={form} onValid={() => undefined}>
          <SubmitButton pending>Cadastrar</SubmitButton>
        </SubmitForm>
      );
    }
    render(<Pending />);
    expect(screen.getByRole('button', { name: /Cadastrar/ })).toBeDisabled();
  });
});
