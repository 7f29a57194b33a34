import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub } from '../components/files/files-test-support';
import { divergence, divergenceAnswers, divergenceList, divergenceListCalls, DIVERGENCES_ROUTE } from '../components/divergences/divergences-test-support';
import DivergencesPage from './DivergencesPage';

// The charts library as one button per bar: jsdom draws no SVG geometry to click.
vi.mock('@mui/x-charts/BarChart', async () => (await import('../components/items/chart-test-mocks')).barChartModule);

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const pending = divergence();

/** The lazy chart chunk loads under the other files' load: its first bar may take a while. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Divergências' filters and charts", () => {
  it('a search puts the filters in the address and the request; a chart bar applies its filter', async () => {
    const calls = signInAndStub('admin', { ...divergenceAnswers, 'GET reconciliation/divergences': () => json(divergenceList([pending])) });
    const router = renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    const user = userEvent.setup();
    await screen.findByText(D.ageDays(18));
    await user.type(screen.getByRole('textbox', { name: D.minAge }), '5');
    await user.click(screen.getByRole('button', { name: MESSAGES.components.filters.search }));
    await waitFor(() => expect(divergenceListCalls(calls).at(-1)?.query.get('age_min')).toBe('5'), SLOW);
    expect(router.state.location.search).toContain('age_min=5');
    // 'Idade das pendências', band '16-30 dias'.
    await user.click(await screen.findByRole('button', { name: 'bar s0:16-30 dias' }, SLOW));
    await waitFor(() => expect(divergenceListCalls(calls).at(-1)?.query.get('age_max')).toBe('30'), SLOW);
    expect(divergenceListCalls(calls).at(-1)?.query.get('age_min')).toBe('16');
    expect(router.state.location.search).toContain('age_max=30');
    // 'Por tipo', 'Pagamento não encontrado'.
    await user.click(screen.getByRole('button', { name: `bar s0:${S.divergenceType.pagamento_nao_encontrado}` }));
    await waitFor(() => expect(divergenceListCalls(calls).at(-1)?.query.get('types')).toBe('pagamento_nao_encontrado'), SLOW);
    const summaryCall = calls.filter((c) => c.path === 'reconciliation/divergences/summary').at(-1)!;
    expect(summaryCall.query.get('types')).toBe('pagamento_nao_encontrado');
    // 'Ver dados' opens the numbers as a table.
    const aging = screen.getByRole('region', { name: D.agingChart });
    await user.click(within(aging).getByRole('button', { name: MESSAGES.components.chart.viewData }));
    expect(within(aging).getByRole('table', { name: D.agingChart })).toHaveTextContent('Mais de 30 dias2R$ 2.500,00');
  });

});
