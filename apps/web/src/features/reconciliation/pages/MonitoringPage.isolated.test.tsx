import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub } from '../components/files/files-test-support';
import { MONITORING_ROUTE, monitoringAnswers, monitoringContract, monitoringGrants, monitoringList, monitoringListCalls } from '../components/monitoring/monitoring-test-support';
import MonitoringPage from './MonitoringPage';

// The charts library as one button per bar: jsdom draws no SVG geometry to click.
vi.mock('@mui/x-charts/BarChart', async () => (await import('../components/items/chart-test-mocks')).barChartModule);

const M = MESSAGES.reconciliationMonitoring;
/** The lazy chart chunk loads under the other files' load: its first bar may take a while. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Monitoramento dos Contratos' charts", () => {
  it("a bar of 'Cobertura do saldo devedor' filters its band ('Faixa de cobertura'); a week of 'Vencimentos nos próximos 90 dias' sets 'Vencimento até' to its last day", async () => {
    const calls = signInAndStub([], { ...monitoringAnswers, 'GET reconciliation/monitoring/contracts': () => json(monitoringList([monitoringContract()])) }, monitoringGrants());
    const router = renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `bar s0:${M.coverageBand['80-100']}` }, SLOW));
    await waitFor(() => expect(monitoringListCalls(calls).at(-1)?.query.get('coverage_band')).toBe('80-100'), SLOW);
    expect(router.state.location.search).toContain('coverage_band=80-100');
    expect(screen.getByRole('combobox', { name: M.filters.coverageBand })).toHaveTextContent(M.coverageBand['80-100']);
    // Series 0 of the expiries is 'Insuficiente' (the situations present, in the filter's order).
    await user.click(await screen.findByRole('button', { name: `bar s0:${M.charts.week('09/02')}` }, SLOW));
    await waitFor(() => expect(monitoringListCalls(calls).at(-1)?.query.get('expiration_to')).toBe('2026-02-15'), SLOW);
    const last = monitoringListCalls(calls).at(-1)!;
    expect(last.query.get('coverage_band')).toBe('80-100');
    expect(last.query.get('offset')).toBe('0');
    expect(calls.some((c) => c.path === 'reconciliation/monitoring/contracts/summary' && c.query.get('expiration_to') === '2026-02-15')).toBe(true);
  });

  it("'Ver dados' opens each chart's numbers as a table", async () => {
    signInAndStub('admin', { ...monitoringAnswers, 'GET reconciliation/monitoring/contracts': () => json(monitoringList([monitoringContract()])) });
    renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    const user = userEvent.setup();
    const coverage = await screen.findByRole('region', { name: M.charts.coverage }, SLOW);
    expect(await screen.findByRole('figure', { name: /^Cobertura do saldo devedor: 0-50% R\$ 0,00 \(0\)/ }, SLOW)).toBeInTheDocument();
    await user.click(coverage.querySelector('button')!);
    const table = await screen.findByRole('table', { name: M.charts.coverage });
    expect(table).toHaveTextContent('80-100%R$ 5.000,001');
    await user.click(screen.getAllByRole('button', { name: M.charts.seeData })[0]!);
    expect(await screen.findByRole('table', { name: M.charts.expiries })).toHaveTextContent(`${M.charts.week('02/02')}R$ 5.000,00 (1)R$ 0,00 (0)`);
  });
});
