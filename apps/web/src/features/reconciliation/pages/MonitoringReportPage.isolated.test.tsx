import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type MonitoringReportResponse } from '@lastro/domain';
import { paths } from '../../../lib/paths';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub, type SeenCall } from '../components/files/files-test-support';
import MonitoringReportPage from './MonitoringReportPage';

type LineProps = {
  series: { id: string; data: (number | null)[] }[];
  xAxis?: { data?: string[] }[];
  onMarkClick?: (e: unknown, item: { type: 'line'; seriesId: string; dataIndex: number }) => void;
};

// The line chart as one button per point: jsdom draws no SVG geometry to click.
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: (props: LineProps) => (
    <div>
      {props.series[0]!.data.map((_, i) => (
        <button key={i} type="button" onClick={(e) => props.onMarkClick?.(e, { type: 'line', seriesId: props.series[0]!.id, dataIndex: i })}>
          {`ponto ${props.xAxis?.[0]?.data?.[i]}`}
        </button>
      ))}
    </div>
  ),
}));

const R = MESSAGES.monitoringReport;
const ROUTE = paths.monitoringReport.root.path;
const SLOW = { timeout: 10_000 };
const ALFA = 'a0000000-0000-4000-8000-000000000001';
const BETA = 'b0000000-0000-4000-8000-000000000002';

const answer: MonitoringReportResponse = {
  period: { date_from: '2026-02-01', date_to: '2026-03-02' },
  kpis: { conciliated_percent: '47.6', pending_count: 3, pending_amount: '42.50', oldest_days: 40, failed_files: 3, insufficient_contracts: 2 },
  daily: [
    { date: '2026-02-20', conciliated_percent: '62.5' },
    { date: '2026-02-21', conciliated_percent: null },
  ],
  creditors: [
    { creditor_id: ALFA, creditor_name: 'Alfa Fornecedor Ltda', conciliated_percent: '52.6', pending_count: 2, pending_amount: '40.00', oldest_days: 10, failed_files: 2, insufficient_contracts: 2 },
    { creditor_id: BETA, creditor_name: 'Beta Ltda', conciliated_percent: null, pending_count: 1, pending_amount: '2.50', oldest_days: 40, failed_files: 1, insufficient_contracts: 0 },
  ],
  failed_files: [{ id: 'f0000000-0000-4000-8000-000000000001', received_at: '2026-03-01T13:00:00.000Z', creditor_id: ALFA, creditor_name: 'Alfa Fornecedor Ltda', name: 'rejeitado.ofx', status: 'rejeitado', message: 'Arquivo sem lançamentos.' }],
  sandbox: { enabled: true, today: '2026-03-02', next_day: '2026-03-03' },
};

const reportCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/monitoring/report');
const stub = (extra: Parameters<typeof signInAndStub>[1] = {}) =>
  signInAndStub('admin', { 'GET reconciliation/monitoring/report': () => json(answer), 'GET creditors': () => json({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } }), ...extra });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Relatório de Monitoramento'", () => {
  it('shows the cards, the table by creditor, the failed files and the sandbox panel of the default period', async () => {
    const calls = stub();
    renderAt(<MonitoringReportPage />, ROUTE, ROUTE);
    expect(await screen.findByRole('heading', { name: R.title })).toBeInTheDocument();
    for (const [label, value, hint] of [
      [R.kpis.conciliated, '47,6 %'],
      [R.kpis.pending, '3', 'R$ 42,50'],
      [R.kpis.oldest, R.kpis.oldestDays(40)],
      [R.kpis.failedFiles, '3'],
      [R.kpis.insufficient, '2'],
    ] as const) {
      const card = await screen.findByRole('group', { name: label });
      expect(within(card).getByText(value)).toBeInTheDocument();
      if (hint) expect(within(card).getByText(hint)).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: R.byCreditor.title });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      R.byCreditor.creditor, R.byCreditor.conciliated, R.byCreditor.pending, R.byCreditor.pendingAmount, R.byCreditor.oldest, R.byCreditor.failedFiles, R.byCreditor.insufficient,
    ]);
    // A creditor opens 'Divergências' of that creditor over the period.
    expect(within(table).getByRole('link', { name: 'Beta Ltda' })).toHaveAttribute('href', `/app/conciliation-consult?creditor_id=${BETA}&date_from=2026-02-01&date_to=2026-03-02`);
    const files = screen.getByRole('table', { name: R.failedFiles.title });
    expect(within(files).getByRole('link', { name: 'rejeitado.ofx' })).toHaveAttribute('href', `/app/conciliation-extract/edit?id=${answer.failed_files[0]!.id}`);
    expect(within(files).getByText('Arquivo sem lançamentos.')).toBeInTheDocument();
    expect(screen.getByText(R.sandbox.today('02/03/2026'))).toBeInTheDocument();
    expect(screen.getByText(R.sandbox.text)).toBeInTheDocument();
    // The first call leaves the period to the server; the form then shows the period answered.
    expect(reportCalls(calls)[0]!.query.get('date_from')).toBeNull();
    expect(screen.getByRole('textbox', { name: `${R.filters.period}: ${R.filters.from}` })).toHaveValue('01/02/2026');
  });

  it('a point of the trend sets De = Até = that day; a header sorts on the server; both in the address', async () => {
    const calls = stub();
    const router = renderAt(<MonitoringReportPage />, ROUTE, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ponto 20/02' }, SLOW));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.query.get('date_from')).toBe('2026-02-20'));
    expect(reportCalls(calls).at(-1)?.query.get('date_to')).toBe('2026-02-20');
    expect(router.state.location.search).toContain('date_to=2026-02-20');
    await user.click(screen.getByRole('button', { name: R.byCreditor.conciliated }));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.query.get('conciliatedPercentOrder')).toBe('asc'));
    expect(router.state.location.search).toContain('conciliatedPercentOrder=asc');
  });

  it("'Executar processamento diário' asks first, runs the day as a job, then tells and reads the report again", async () => {
    let polls = 0;
    const calls = stub({
      'POST reconciliation/monitoring/report/tick': () => json({ job_id: 'job-1', ate: '2026-03-03' }, 202),
      'GET jobs/job-1': () => json({ id: 'job-1', type: 'registry.tick-day', status: ++polls > 1 ? 'completed' : 'running', done: polls > 1 ? 3 : 1, total: 3, percent: polls > 1 ? 100 : 33, created_at: '2026-03-02T10:00:00Z' }),
    });
    renderAt(<MonitoringReportPage />, ROUTE, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: R.sandbox.run }));
    const dialog = screen.getByRole('dialog', { name: R.sandbox.confirmTitle('03/03/2026') });
    expect(within(dialog).getByText(R.sandbox.confirmText)).toBeInTheDocument();
    const before = reportCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.yes }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ate: '2026-03-03' });
    expect(await screen.findByText(R.sandbox.done('03/03/2026'), undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reportCalls(calls).length).toBeGreaterThan(before));
  });

  it("'Baixar tabela' exports the table's visible columns in order with its sort", async () => {
    const calls = stub({ 'GET reconciliation/monitoring/report/export': () => json({ message: MESSAGES.common.asyncExportSent, job_id: null }, 202) });
    renderAt(<MonitoringReportPage />, `${ROUTE}?pendingCountOrder=desc`, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MESSAGES.components.export.download }));
    await user.click(await screen.findByRole('menuitem', { name: 'xls' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'reconciliation/monitoring/report/export')).toBe(true));
    const asked = calls.find((c) => c.path === 'reconciliation/monitoring/report/export')!;
    expect(asked.query.get('columns')).toBe('creditor_name,conciliated_percent,pending_count,pending_amount,oldest_days,failed_files,insufficient_contracts');
    expect(asked.query.get('pendingCountOrder')).toBe('desc');
    expect(asked.query.get('format')).toBe('xls');
  });
});
