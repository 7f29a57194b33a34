import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub, type SeenCall } from '../components/files/files-test-support';
import { SCHEDULE_ROUTE, scheduleAnswers, scheduleItem, scheduleList } from '../components/schedule/schedule-test-support';
import SchedulePage from './SchedulePage';

// The charts library as one button per bar and slice: jsdom draws no SVG geometry to click.
vi.mock('@mui/x-charts/BarChart', async () => (await import('../components/items/chart-test-mocks')).barChartModule);
vi.mock('@mui/x-charts/PieChart', async () => (await import('../components/items/chart-test-mocks')).pieChartModule);

const listCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/schedule');

/** The lazy chart chunk loads under the other files' load: its first bar may take a while. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Conciliação de Agenda' charts", () => {
  it("a bar of 'Situação por data de liquidação' filters that date and status; a slice of 'Distribuição' that status", async () => {
    const calls = signInAndStub('admin', { ...scheduleAnswers, 'GET reconciliation/schedule': () => json(scheduleList([scheduleItem()])) });
    const router = renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    const user = userEvent.setup();
    // Series 1 is 'Divergente' (the statuses present, in the chips' order).
    await user.click(await screen.findByRole('button', { name: 'bar s1:05/01/2026' }, SLOW));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('divergente'), SLOW);
    const last = listCalls(calls).at(-1)!;
    expect([last.query.get('date_from'), last.query.get('date_to')]).toEqual(['2026-01-05', '2026-01-05']);
    expect(router.state.location.search).toContain('date_from=2026-01-05');
    await user.click(await screen.findByRole('button', { name: 'slice Conciliada' }, SLOW));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('conciliada'), SLOW);
  });
});
