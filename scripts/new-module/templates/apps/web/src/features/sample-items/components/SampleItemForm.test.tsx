import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { SampleItemForm } from './SampleItemForm';

const M = MESSAGES.sampleItems;
const sampleItem = {
  id: 'b1d4c1c2-0000-4000-8000-000000000001',
  name: 'Existente',
  description: 'Descrição guardada',
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: null,
};

describe('SampleItemForm', () => {
  it('sends the trimmed name and the description', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<SampleItemForm submitting={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: M.createTitle });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: M.nameLabel }), '  Novo  ');
    await user.type(within(form).getByRole('textbox', { name: M.descriptionLabel }), 'Texto');
    await user.click(within(form).getByRole('button', { name: MESSAGES.common.save }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Novo', description: 'Texto' });
  });

  it('requires the name', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<SampleItemForm submitting={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: M.createTitle });
    await userEvent.setup().click(within(form).getByRole('button', { name: MESSAGES.common.save }));
    expect(await within(form).findByText(MESSAGES.validation.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits: starts from the stored values and saves only once something changed', async () => {
    render(<SampleItemForm sampleItem={sampleItem} submitting={false} onSubmit={vi.fn(async () => undefined)} />);
    const form = screen.getByRole('form', { name: M.editTitle });
    expect(within(form).getByRole('textbox', { name: M.nameLabel })).toHaveValue('Existente');
    expect(within(form).getByRole('button', { name: MESSAGES.common.save })).toBeDisabled();
    await userEvent.setup().type(within(form).getByRole('textbox', { name: M.nameLabel }), ' 2');
    expect(within(form).getByRole('button', { name: MESSAGES.common.save })).toBeEnabled();
  });
});
