import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, type ScheduleAnalyticalItem, type ScheduleRequest } from '@lastro/domain';
import { clearSession, setSession } from '../../../lib/session';
import ScheduleDetailPage from './ScheduleDetailPage';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const adminToken = `${b64({ alg: 'HS256' })}.${b64({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' })}.sig`;

const ID = '7a1b2c3d-0000-4000-8000-000000000001';
const merchant = { merchant_name: 'Padaria Pão Dourado Ltda', merchant_document_number: '11444777000161' };
const cielo = { acquirer_name: 'Cielo', acquirer_document: '01027058000191' };
const ur = (settlement_date: string, total: number, committed: number, available: number, settled: number): ScheduleAnalyticalItem => ({
  settlement_date,
  ...merchant,
  ...cielo,
  arrangement_name: 'Cabal Crédito',
  arrangement_code: 'CBC',
  amount_total: total,
  amount_committed: committed,
  amount_available: available,
  amount_settled: settled,
});

// The UR due on the reference date was paid by the registry: all of it settled.
const ANALYTICAL = [ur('2027-04-19', 1322.83, 0, 0, 1322.83), ur('2027-04-20', 500, 100, 400, 0)];
const SCHEDULE: ScheduleRequest = {
  id: ID,
  created_at: '2027-04-19T12:00:00.000Z',
  execution_begin_date: '2027-04-19T12:00:01.000Z',
  execution_end_date: '2027-04-19T12:00:02.000Z',
  request_status: { code: '02', description: 'Consulta de Agenda Processada' },
  query_type: 'CONSOLIDATED',
  acquirers: [],
  arrangements: [],
  initial_date: null,
  end_date: null,
  merchant: { id: 'm-1', document_number: merchant.merchant_document_number, company_name: merchant.merchant_name },
  creditor: { id: 'c-1', company_name: 'Fornecedor Demo Ltda' },
  is_old: false,
  reference_date: '2027-04-19',
  error_message: null,
  schedule_consolidated: {
    summary: [
      {
        ...merchant,
        ...cielo,
        arrangements: [{ arrangement_name: 'Cabal Crédito', arrangement_code: 'CBC', amount_total: 1822.83, amount_committed: 100, amount_available: 400, amount_settled: 1322.83 }],
      },
    ],
    schedule_analytical: ANALYTICAL,
  },
  schedule_expanded: null,
  schedule_consolidated_old: null,
  schedule_expanded_old: null,
};

function renderPage() {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => (String(input).includes(`/api/requests/${ID}`) ? json(SCHEDULE) : json({}, 404))),
  );
  setSession(adminToken);
  const router = createMemoryRouter([{ path: '/app/schedules/edit', element: <ScheduleDetailPage /> }], { initialEntries: [`/app/schedules/edit?id=${ID}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A table's cells by column header, row by row. */
function cellsOf(table: HTMLElement): Record<string, string>[] {
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Object.fromEntries(within(row).getAllByRole('cell').map((c, i) => [headers[i], c.textContent ?? ''])));
}

describe('schedule detail', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows 'Liquidado' after the committed and free amounts in the Resumo and the Agenda Analítica: a settled UR is no longer 0/0", async () => {
    renderPage();
    const summary = await screen.findByRole('table', { name: 'Resumo' });
    const analytical = screen.getByRole('table', { name: 'Agenda Analítica' });
    for (const table of [summary, analytical]) {
      const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers.slice(-4)).toEqual(['Valor total', 'Valor comprometido', 'Valor disponível', 'Liquidado']);
    }

    expect(cellsOf(summary)).toEqual([
      expect.objectContaining({
        'Valor total': formatCurrency(1822.83),
        'Valor comprometido': formatCurrency(100),
        'Valor disponível': formatCurrency(400),
        Liquidado: formatCurrency(1322.83),
      }),
    ]);
    expect(cellsOf(analytical)).toEqual([
      expect.objectContaining({
        'Data de liquidação': '19/04/2027',
        'Valor total': formatCurrency(1322.83),
        'Valor comprometido': formatCurrency(0),
        'Valor disponível': formatCurrency(0),
        Liquidado: formatCurrency(1322.83),
      }),
      expect.objectContaining({
        'Data de liquidação': '20/04/2027',
        'Valor total': formatCurrency(500),
        'Valor comprometido': formatCurrency(100),
        'Valor disponível': formatCurrency(400),
        Liquidado: formatCurrency(0),
      }),
    ]);
  });
});
