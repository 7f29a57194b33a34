import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, formatCurrency, type HomeFigures as Figures } from '@lastro/domain';
import { HomeFigures } from './HomeFigures';

const M = MESSAGES.homeFigures;

const FULL: Figures = {
  schedule: { free: '1234567.89', committed: '4500.10' },
  commitments_awaiting: { count: 7, statuses: ['a_aprovar', 'em_contestacao'] },
  pending_divergences: { count: 12, amount: '987.65' },
  files_waiting: { count: 3, statuses: ['aguardando_vinculo', 'aguardando_confirmacao'] },
};

/** Stubs fetch with the answer of GET home/figures and renders the figures. */
function renderWith(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string) => answer());
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeFigures />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}
const answering = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

const card = (label: string) => screen.getByRole('group', { name: label });
const hrefOf = (label: string) => within(card(label)).getByRole('link', { name: `${M.open} ${label}` }).getAttribute('href')!;

describe('the home figures', () => {
  it('shows each figure in one call, each card opening its filtered list', async () => {
    const fetch = renderWith(answering(FULL));
    expect(await screen.findByText(formatCurrency('1234567.89'))).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/home\/figures$/);
    expect(screen.getByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(within(card(M.scheduleCommitted)).getByText(formatCurrency('4500.10'))).toBeInTheDocument();
    expect(within(card(M.commitmentsAwaiting)).getByText('7')).toBeInTheDocument();
    expect(within(card(M.pendingDivergences)).getByText('12')).toBeInTheDocument();
    expect(within(card(M.pendingDivergences)).getByText(formatCurrency('987.65'))).toBeInTheDocument();
    expect(within(card(M.filesWaiting)).getByText('3')).toBeInTheDocument();

    expect(hrefOf(M.scheduleFree)).toBe('/app/schedules');
    expect(hrefOf(M.scheduleCommitted)).toBe('/app/schedules');
    expect(new URL(hrefOf(M.commitmentsAwaiting), 'http://x').searchParams.get('status')).toBe('a_aprovar,em_contestacao');
    expect(hrefOf(M.commitmentsAwaiting)).toMatch(/^\/app\/appointments\?/);
    expect(hrefOf(M.pendingDivergences)).toBe('/app/conciliation-consult');
    const files = new URL(hrefOf(M.filesWaiting), 'http://x');
    expect(files.pathname).toBe('/app/conciliation-extract');
    expect(files.searchParams.get('status')).toBe('aguardando_vinculo,aguardando_confirmacao');
    // The list's default period (30 days) emptied: a file waits whatever its date.
    expect(files.searchParams.get('received_from')).toBe('');
    expect(files.searchParams.get('received_to')).toBe('');
  });

  it('hides the figures the user may not read, and shows nothing when it may read none', async () => {
    renderWith(answering({ ...FULL, schedule: null, files_waiting: null }));
    expect(await screen.findByRole('link', { name: `${M.open} ${M.commitmentsAwaiting}` })).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([M.commitmentsAwaiting, M.pendingDivergences]);
    expect(screen.queryByText(M.scheduleFree)).not.toBeInTheDocument();
    expect(screen.queryByText(M.filesWaiting)).not.toBeInTheDocument();
  });

  it('shows nothing, not even the title, when every figure is null', async () => {
    const fetch = renderWith(answering({ schedule: null, commitments_awaiting: null, pending_divergences: null, files_waiting: null }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: M.title })).not.toBeInTheDocument());
    expect(screen.queryAllByRole('group')).toEqual([]);
  });

  it('shows skeleton cards while loading, and the error text when the call fails', async () => {
    let fail: (r: Response) => void = () => undefined;
    renderWith(() => new Promise<Response>((resolve) => (fail = resolve)));
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.queryAllByRole('link')).toEqual([]);
    fail(new Response(JSON.stringify({ errors: { message: ['Erro interno'] } }), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadError);
    expect(screen.queryAllByRole('group')).toEqual([]);
  });
});
