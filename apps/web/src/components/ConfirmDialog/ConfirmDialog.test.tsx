import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('shows title and description and calls the handlers', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Você tem certeza que deseja inativar este Perfil?"
        description="Esta ação não poderá ser desfeita, apenas prossiga se tiver certeza."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Você tem certeza que deseja inativar este Perfil?' });
    expect(dialog).toHaveAccessibleDescription(
      'Esta ação não poderá ser desfeita, apenas prossiga se tiver certeza.',
    );
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables the buttons while the returned promise is pending', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Confirmar?" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(screen.getByRole('button', { name: 'Sim' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Não' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => resolve());
    expect(screen.getByRole('button', { name: 'Sim' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Não' })).toBeEnabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stops waiting when the promise rejects', async () => {
    const user = userEvent.setup();
    let reject: (error: Error) => void = () => {};
    render(
      <ConfirmDialog
        open
        title="Confirmar?"
        onConfirm={() => new Promise<void>((_done, fail) => (reject = fail))}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(screen.getByRole('button', { name: 'Sim' })).toBeDisabled();
    await act(async () => reject(new Error('falhou')));
    expect(screen.getByRole('button', { name: 'Sim' })).toBeEnabled();
  });
});
