import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../Toast';
import { AsyncExportButtons } from './AsyncExportButtons';

const SENT = 'Sua solicitação foi enviada, em alguns minutos você receberá uma notificação';

function renderButtons(requestExport: (format: 'xls' | 'csv') => Promise<unknown>) {
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AsyncExportButtons formats={['xls', 'csv']} requestExport={requestExport} totalLines={3} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

describe('AsyncExportButtons', () => {
  it('asks for the export job in the chosen format and shows the processing dialog, then the sent message', async () => {
    const user = userEvent.setup();
    let accept: (v: unknown) => void = () => undefined;
    const requestExport = vi.fn(() => new Promise((resolve) => (accept = resolve)));
    renderButtons(requestExport);

    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(requestExport).toHaveBeenCalledWith('csv');
    const dialog = await screen.findByRole('dialog', { name: 'Arquivo em processamento' });
    expect(dialog).toHaveTextContent('Os dados estão sendo exportados');
    // The modal dialog hides the page behind it from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Baixar tabela', hidden: true })).toBeDisabled();
    expect(screen.queryByText(SENT)).toBeNull();

    accept({ message: SENT, job_id: 'j1' });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Baixar tabela' })).toBeEnabled();
  });

  it("closes the dialog and shows the server's message when the request is refused", async () => {
    const user = userEvent.setup();
    renderButtons(() => Promise.reject({ errors: { message: ['Filtro inválido'] } }));
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'xls' }));
    expect(await screen.findByText('Filtro inválido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
