import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, toast, toastApiError, useToast } from './Toast';
import { getApiErrorMessage } from './apiError';

class ApiError extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0]);
  }
}

describe('getApiErrorMessage', () => {
  it('reads ApiError.messages, then errors.message, then falls back to the default', () => {
    expect(getApiErrorMessage(new ApiError(['CNPJ já cadastrado', 'outro']))).toBe('CNPJ já cadastrado');
    expect(getApiErrorMessage({ errors: { message: ['Documento inválido'] } })).toBe('Documento inválido');
    expect(getApiErrorMessage({ errors: { message: [] } })).toBe(
      'Aconteceu um erro, tente novamente mais tarde',
    );
    expect(getApiErrorMessage({})).toBe('Aconteceu um erro, tente novamente mais tarde');
    expect(getApiErrorMessage(new Error('boom'))).toBe('Aconteceu um erro, tente novamente mais tarde');
    expect(getApiErrorMessage(undefined)).toBe('Aconteceu um erro, tente novamente mais tarde');
  });
});

function Trigger() {
  const notify = useToast();
  return (
    <button type="button" onClick={() => notify.error('Falha ao salvar')}>
      disparar
    </button>
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message with a Fechar button that closes it', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'disparar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao salvar');
    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Falha ao salvar')).toBeNull());
  });

  it('toastApiError shows the first API message outside components', async () => {
    render(<ToastProvider />);
    act(() => {
      toastApiError({ errors: { message: ['CNPJ já cadastrado', 'segunda'] } });
    });
    expect(await screen.findByText('CNPJ já cadastrado')).toBeInTheDocument();
    expect(screen.queryByText('segunda')).toBeNull();
    act(() => {
      toastApiError({});
    });
    expect(await screen.findByText('Aconteceu um erro, tente novamente mais tarde')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
  });

  it('hides success toasts after 3 s and error toasts after 6 s', async () => {
    vi.useFakeTimers();
    // Step through time so React can schedule the follow-up timers (exit transitions) between steps.
    const advance = (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => vi.advanceTimersByTime(100));
    };
    render(<ToastProvider />);
    act(() => {
      toast.success('Criação feita com sucesso!');
      toast.error('Documento inválido');
    });
    expect(screen.getByText('Criação feita com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Documento inválido')).toBeInTheDocument();

    advance(2500);
    expect(screen.getByText('Criação feita com sucesso!')).toBeInTheDocument();

    advance(1500); // 4 s: success timed out and its exit transition ended
    expect(screen.queryByText('Criação feita com sucesso!')).toBeNull();
    expect(screen.getByText('Documento inválido')).toBeInTheDocument();

    advance(3000); // 7 s
    expect(screen.queryByText('Documento inválido')).toBeNull();
  });

  it('is a no-op without a mounted provider', () => {
    expect(toast.info('ninguém ouve')).toBeUndefined();
  });
});
