import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshJobs } from '../../lib/backgroundJobs';
import { ToastProvider } from '../Toast';
import { AsyncExportButtons } from './AsyncExportButtons';

const SENT = 'Sua solicitação foi enviada, em alguns minutos você receberá uma notificação';

type Job = { id: string; type: string; status: string; done: number; total: number | null; percent: number | null; result: Record<string, unknown> | null; created_at: string };
const runningJob: Job = { id: 'j1', type: 'export.merchants', status: 'running', done: 10, total: 40, percent: 25, result: null, created_at: '2026-05-01T13:00:00Z' };

let job: Job;
let asked: string[];
beforeEach(() => {
  job = runningJob;
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(job), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderButtons(requestExport: (format: 'xls' | 'csv') => Promise<{ job_id?: string }>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={queryClient}>
        <AsyncExportButtons formats={['xls', 'csv']} requestExport={requestExport} totalLines={3} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return queryClient;
}

async function startExport(requestExport: (format: 'xls' | 'csv') => Promise<{ job_id?: string }>) {
  const user = userEvent.setup();
  const queryClient = renderButtons(requestExport);
  await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
  await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
  return { user, queryClient };
}

describe('AsyncExportButtons', () => {
  it('asks for the export job in the chosen format and shows the processing dialog, then the sent message', async () => {
    let accept: (v: { message: string; job_id: string }) => void = () => undefined;
    const requestExport = vi.fn(() => new Promise<{ message: string; job_id: string }>((resolve) => (accept = resolve)));
    const { user } = await startExport(requestExport);
    expect(requestExport).toHaveBeenCalledWith('csv');
    const dialog = await screen.findByRole('dialog', { name: 'Arquivo em processamento' });
    expect(dialog).toHaveTextContent('Os dados estão sendo exportados');
    // The modal dialog hides the page behind it from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Baixar tabela', hidden: true })).toBeDisabled();
    expect(screen.queryByText(SENT)).toBeNull();

    accept({ message: SENT, job_id: 'j1' });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    // While the job runs the spinner shows how far it is.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Baixar tabela' })).toBeEnabled();
  });

  it('follows the job and, when it is done, closes the dialog and says where the file is', async () => {
    const { queryClient } = await startExport(async () => ({ message: SENT, job_id: 'j1' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('/api/jobs/j1'));
    expect(screen.getByRole('dialog', { name: 'Arquivo em processamento' })).toBeInTheDocument();

    job = { ...runningJob, status: 'completed', done: 40, percent: 100, result: { fileId: 'f1', rows: 40, fileName: 'estabelecimentos.csv' } };
    // What the notification stream does when the export's notification arrives.
    await act(() => refreshJobs(queryClient));

    expect(
      await screen.findByText('O arquivo estabelecimentos.csv está pronto para download em Notificações (o sino no topo da página).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Baixar tabela' })).toBeEnabled();
  });

  it('closes the dialog with an error message when the job fails', async () => {
    const { queryClient } = await startExport(async () => ({ message: SENT, job_id: 'j1' }));
    await waitFor(() => expect(asked).toContain('/api/jobs/j1'));
    job = { ...runningJob, status: 'failed' };
    await act(() => refreshJobs(queryClient));

    expect(await screen.findByText('Não foi possível gerar a exportação. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
