import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, MESSAGES, toFilterDate } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub } from '../components/files/files-test-support';
import { BANK_ROUTE, bankAnswers, bankGrants, bankItem, bankList, bankListCalls, manualItem } from '../components/bank/bank-test-support';
import BankPage from './BankPage';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const suggested = bankItem();
/** The page's first answer, under the other files' load. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Conciliação Bancária'", () => {
  it('asks for today − 7 to today by day, newest first; shows the KPI cards, every column, the suggestion and the footer from totals', async () => {
    const calls = signInAndStub('admin', { ...bankAnswers, 'GET reconciliation/bank': () => json(bankList([suggested, manualItem])) });
    renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    expect(await screen.findByText(B.suggestedLine('08/01/2026', 'CIELO REPASSE', 'R$ 1.492,10', '-R$ 7,90'), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(B.subtitle)).toBeInTheDocument();
    const today = toFilterDate();
    const first = bankListCalls(calls)[0]!;
    expect([first.query.get('date_from'), first.query.get('date_to'), first.query.get('dateOrder')]).toEqual([addDays(today, -7), today, 'desc']);
    for (const [label, value] of [
      [B.expected, 'R$ 3.000,00'],
      [B.settled, 'R$ 3.000,00'],
      [B.credited, 'R$ 1.500,00'],
      [S.list.difference, '-R$ 1.500,00'],
      [S.list.conciliated, '50,0 %'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const h of [B.date, S.list.supplier, S.list.company, S.list.account, S.list.acquirer, B.expected, B.settled, B.credited, B.creditedDate, B.diffSettled, B.diffCredited, S.list.status, S.list.reason, B.match]) {
      expect(headers.some((t) => t === h), h).toBe(true);
    }
    const rows = screen.getAllByRole('row');
    // The account without its company (the column beside it says it); the manual chip; the late credit date.
    expect(rows[2]).toHaveTextContent('341 Itaú · ag 0001 · cc 12345-6');
    expect(rows[2]).not.toHaveTextContent('— Originadora');
    expect(within(rows[2]!).getByText(S.matchType.manual)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(S.divergenceType.credito_nao_encontrado)).toBeInTheDocument();
    const footer = rows.at(-1)!;
    expect(footer).toHaveTextContent(B.filterTotal);
    expect(footer).toHaveTextContent('R$ 3.000,00');
    // An administrator without edit on the screen? Admins hold every action: the actions are there.
    expect(screen.getByRole('button', { name: B.manualMatch })).toBeInTheDocument();
  });

  it("a search puts the filters in the address and the request ('Conciliação' = Manual, 'Somente com diferença' on)", async () => {
    const calls = signInAndStub([], { ...bankAnswers, 'GET reconciliation/bank': () => json(bankList([suggested])) }, bankGrants(['read']));
    const router = renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    const user = userEvent.setup();
    await screen.findByText(B.suggestedLine('08/01/2026', 'CIELO REPASSE', 'R$ 1.492,10', '-R$ 7,90'), {}, SLOW);
    await user.click(screen.getByRole('combobox', { name: B.matchFilter }));
    await user.click(screen.getByRole('option', { name: S.matchType.manual }));
    expect(bankListCalls(calls).at(-1)?.query.get('only_differences')).toBeNull();
    await user.click(await screen.findByRole('switch', { name: S.list.onlyDifferences }, SLOW));
    await user.click(screen.getByRole('button', { name: MESSAGES.components.filters.search }));
    await waitFor(() => expect(bankListCalls(calls).at(-1)?.query.get('match_type')).toBe('manual'));
    expect(bankListCalls(calls).at(-1)?.query.get('only_differences')).toBe('true');
    expect(router.state.location.search).toContain('match_type=manual');
    // Read only: no 'Fornecedor', no 'Confirmar' nor 'Conciliação manual'.
    expect(screen.queryByRole('combobox', { name: S.list.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: B.confirm })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: B.manualMatch })).not.toBeInTheDocument();
  });

  it("'Confirmar' links the suggested line ('Sugestão confirmada'); 'Rejeitar' drops it ('Sugestão rejeitada')", async () => {
    const calls = signInAndStub([], {
      ...bankAnswers,
      'GET reconciliation/bank': () => json(bankList([suggested])),
      [`POST reconciliation/suggestions/${suggested.suggestion!.id}/confirm`]: () => json(bankItem({ suggestion: null })),
      [`POST reconciliation/suggestions/${suggested.suggestion!.id}/reject`]: () => json(bankItem({ suggestion: null })),
    }, bankGrants(['read', 'edit']));
    renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: B.suggestionAction(B.confirm, '07/01/2026', 'Cielo') }, SLOW));
    expect(await screen.findByText(B.confirmed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: B.suggestionAction(B.reject, '07/01/2026', 'Cielo') }));
    expect(await screen.findByText(B.rejected)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `reconciliation/suggestions/${suggested.suggestion!.id}/confirm`,
      `reconciliation/suggestions/${suggested.suggestion!.id}/reject`,
    ]);
    // A write asks the list again.
    await waitFor(() => expect(bankListCalls(calls).length).toBeGreaterThan(1));
  });
});
