import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeHistoryPanel } from './ChangeHistoryPanel';

const event = (over: Record<string, unknown>) => ({
  id: '1',
  occurred_at: '2026-03-02T15:04:00.000Z',
  account_id: 'a',
  account_name: 'Ana Souza',
  account_email: 'ana@teste.dev',
  creditor_id: null,
  ip: '10.0.0.1',
  user_agent: 'x',
  entity: 'creditors',
  entity_id: 'c1',
  action: 'update',
  route: 'PATCH /api/creditors/:id',
  before: null,
  after: null,
  ...over,
});

function renderPanel(results: unknown[]) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(
        JSON.stringify({ results, metadata: { resultset: { offset: 0, limit: 50, count: results.length } } }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChangeHistoryPanel entity="creditors" entityId="c1" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe("'Histórico de alterações'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the record's own events and shows each field before → after, newest first", async () => {
    const fetch = renderPanel([
      event({ id: '2', action: 'status', before: { active: true }, after: { active: false } }),
      event({
        id: '1',
        action: 'update',
        before: { trading_name: 'Antigo' },
        after: { trading_name: 'Novo' },
      }),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/audit\/events\?.*entity=creditors.*entity_id=c1/);
    expect(items[0]).toHaveTextContent('Ana Souza · Mudança de situação');
    expect(within(items[0]!).getAllByRole('row')[1]).toHaveTextContent(/active\s*true\s*false/);
    expect(items[1]).toHaveTextContent('Alteração');
    expect(within(items[1]!).getAllByRole('row')[1]).toHaveTextContent(/trading_name\s*Antigo\s*Novo/);
  });

  it('says when the record has no event yet', async () => {
    renderPanel([]);
    expect(await screen.findByText('Nenhuma alteração registrada')).toBeInTheDocument();
  });
});
