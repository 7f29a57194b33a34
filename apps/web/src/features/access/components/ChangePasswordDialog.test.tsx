import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ChangePasswordDialog open user={{ email: 'ana@x.dev', name: 'Ana' }} onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const indicator = (label: string) => screen.getByText(label).closest('li')!;

describe('ChangePasswordDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('updates the indicators live and does not block a password that misses them', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const onClose = renderDialog();
    const user = userEvent.setup();
    expect(indicator('Pelo menos 8 caracteres')).toHaveAttribute('data-ok', 'false');
    await user.type(screen.getByLabelText('Nova senha'), 'Abc1');
    expect(indicator('Uma letra maiúscula')).toHaveAttribute('data-ok', 'true');
    expect(indicator('Um número')).toHaveAttribute('data-ok', 'true');
    expect(indicator('Pelo menos 8 caracteres')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts/change-password');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@x.dev', newPassword: 'Abc1' });
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
  });

  it('shows the server message when the rule is not met', async () => {
    const rule = 'A senha deve conter pelo menos 8 caracteres, uma letra maiúscula e minúscula, um número e um caractere especial';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: { message: [rule] } }), { status: 400 })));
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nova senha'), 'fraca');
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
