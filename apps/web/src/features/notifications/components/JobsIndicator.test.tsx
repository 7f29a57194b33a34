import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSession, setSession } from '../../../lib/session';
import { JobsIndicator } from './JobsIndicator';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256' })}.${b64({ name: 'Ana', companyName: 'Lastro', personId: null, accountId: 'acc-1', accountType: 'Backoffice', isSecundaryAccount: 'False' })}.sig`;

let jobs: object[];
let requested: URL[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(new URL(input, 'http://localhost'));
      return new Response(
        JSON.stringify({
          results: jobs,
          metadata: { resultset: { offset: 0, limit: 20, count: jobs.length } },
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  setSession(token);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JobsIndicator />
    </QueryClientProvider>,
  );

describe('JobsIndicator', () => {
  it('lists the running jobs of the account with % done', async () => {
    jobs = [
      {
        id: 'j1',
        type: 'export.creditors',
        status: 'running',
        done: 500,
        total: 1000,
        percent: 50,
        created_at: '2026-05-01T13:00:00Z',
      },
      {
        id: 'j2',
        type: 'export.merchants',
        status: 'queued',
        done: 0,
        total: null,
        percent: null,
        created_at: '2026-05-01T13:00:00Z',
      },
    ];
    const user = userEvent.setup();
    renderIt();
    await user.click(await screen.findByTestId('jobs-indicator'));
    expect(await screen.findByText('Exportação de fornecedores')).toBeInTheDocument();
    expect(screen.getByText('50% · 500 de 1.000 linhas')).toBeInTheDocument();
    expect(screen.getByText('Na fila')).toBeInTheDocument();
    expect(requested[0]!.pathname).toBe('/api/jobs');
    expect(Object.fromEntries(requested[0]!.searchParams)).toMatchObject({ mine: 'true', active: 'true' });
  });

  it('shows nothing when no job runs', async () => {
    jobs = [];
    renderIt();
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(screen.queryByTestId('jobs-indicator')).toBeNull();
  });
});
