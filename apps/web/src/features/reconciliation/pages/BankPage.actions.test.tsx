import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, refusal, renderAt, signInAndStub } from '../components/files/files-test-support';
import { ACCOUNT_ID, BANK_ROUTE, bankAnswers, bankDaily, bankDetail, bankGrants, bankItem, bankList, candidates, manualItem } from '../components/bank/bank-test-support';
import BankPage from './BankPage';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const suggested = bankItem();
/** The page's first answer, under the other files' load. */
const SLOW = { timeout: 10_000 };
const edit = bankGrants(['read', 'edit']);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Conciliação manual' (spec 4 §2.4.2)", () => {
  it('needs an account and a selection on each side; within the tolerance no text, beyond it 10-500 characters', async () => {
    const calls = signInAndStub([], {
      ...bankAnswers,
      'GET reconciliation/bank': () => json(bankList([suggested])),
      'GET reconciliation/candidates': () => json(candidates),
      'POST reconciliation/matches': () => json({ match_id: 'm1', difference: '-10.00' }, 201),
    }, edit);
    renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: B.manualMatch }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: B.manualMatch });
    const conciliate = within(dialog).getByRole('button', { name: B.conciliate });
    expect(conciliate).toBeDisabled();
    expect(within(dialog).getByText(B.chooseAccount)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: B.account }));
    await user.click(screen.getByRole('option', { name: /341 Itaú/ }));
    const itemBox = await within(dialog).findByRole('checkbox', { name: B.selectCandidate('07/01/2026 Cielo R$ 1.500,00') }, SLOW);
    await user.click(itemBox);
    expect(conciliate).toBeDisabled();
    // R$ 1.499,50 against R$ 1.500,00: within R$ 1,00, no 'Justificativa'.
    const near = within(dialog).getByRole('checkbox', { name: B.selectCandidate('08/01/2026 CIELO REPASSE R$ 1.499,50') });
    await user.click(near);
    expect(within(dialog).getByText(B.summary('R$ 1.500,00', 'R$ 1.499,50', formatCurrency(-0.5)))).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: B.justification })).not.toBeInTheDocument();
    expect(conciliate).toBeEnabled();
    // R$ 1.490,00 instead: R$ 10,00 short, beyond the tolerance.
    await user.click(near);
    await user.click(within(dialog).getByRole('checkbox', { name: B.selectCandidate('09/01/2026 TED RECEBIDA R$ 1.490,00') }));
    const text = within(dialog).getByRole('textbox', { name: B.justification });
    expect(within(dialog).getByText(B.justificationHelper('R$ 1,00'))).toBeInTheDocument();
    expect(conciliate).toBeDisabled();
    await user.type(text, 'curta');
    await user.tab();
    expect(within(dialog).getByText(MESSAGES.reconciliationItems.justification)).toBeInTheDocument();
    expect(conciliate).toBeDisabled();
    await user.type(text, ' demais para valer');
    expect(conciliate).toBeEnabled();
    // The search box narrows its own list only.
    await user.type(within(dialog).getByRole('textbox', { name: B.searchIn(B.rightList) }), 'zzz');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(conciliate);
    expect(await screen.findByText(B.matched)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ account_id: ACCOUNT_ID, item_ids: [suggested.id], line_ids: [71], justification: 'curta demais para valer' });
    const asked = calls.find((c) => c.path === 'reconciliation/candidates')!;
    expect(asked.query.get('account_id')).toBe(ACCOUNT_ID);
  });

  it("from an item: its account fixed, its date ± 5 dias úteis, the item selected; a 409 shows the server's message", async () => {
    const calls = signInAndStub([], {
      ...bankAnswers,
      'GET reconciliation/bank': () => json(bankList([suggested])),
      [`GET reconciliation/bank/${suggested.id}`]: () => json(bankDetail(suggested)),
      'GET reconciliation/candidates': () => json(candidates),
      'POST reconciliation/matches': () => refusal(409, MESSAGES.reconciliationItems.matchTaken),
    }, edit);
    renderAt(<BankPage />, `${BANK_ROUTE}?item=${suggested.id}`, BANK_ROUTE);
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: B.drawerTitle }, SLOW);
    await user.click(await within(drawer).findByRole('button', { name: B.manualMatch }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: B.manualMatch });
    expect(within(dialog).getByRole('combobox', { name: B.account })).toHaveAttribute('aria-disabled', 'true');
    // 07/01/2026 (a Wednesday) − 5 dias úteis = 30/12/2025 (1 January is a holiday); + 5 = 14/01/2026.
    await waitFor(() => expect(calls.find((c) => c.path === 'reconciliation/candidates')?.query.get('date_from')).toBe('2025-12-30'));
    expect(calls.find((c) => c.path === 'reconciliation/candidates')?.query.get('date_to')).toBe('2026-01-14');
    expect(await within(dialog).findByRole('checkbox', { name: B.selectCandidate('07/01/2026 Cielo R$ 1.500,00') })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: B.selectCandidate('08/01/2026 CIELO REPASSE R$ 1.499,50') }));
    await user.click(within(dialog).getByRole('button', { name: B.conciliate }));
    expect(await within(dialog).findByText(MESSAGES.reconciliationItems.matchTaken)).toBeInTheDocument();
  });
});

describe("'Por dia' and the drawer", () => {
  it("'Por dia' (view=dia) asks the daily rows; 'Saldo do extrato' needs one account; a row opens 'Por conta' on that day", async () => {
    const calls = signInAndStub([], { ...bankAnswers, 'GET reconciliation/bank': () => json(bankList([suggested])), 'GET reconciliation/bank/daily': () => json(bankDaily) }, bankGrants(['read']));
    const router = renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: B.byDay }, SLOW));
    expect(router.state.location.search).toContain('view=dia');
    const table = await screen.findByRole('table', { name: B.byDay }, SLOW);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([B.date, B.expected, B.settled, B.credited, B.dayDifference, B.runningDifference, B.otherEntries, B.closingBalance, B.conciliatedPercent]);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(B.filterTotal);
    const dash = within(table).getAllByText(MESSAGES.common.empty)[0]!;
    expect(dash).toHaveAccessibleDescription(B.closingBalanceHint);
    expect(calls.some((c) => c.path === 'reconciliation/bank/daily')).toBe(true);
    await user.click(within(table).getByRole('button', { name: B.openDay('07/01/2026') }));
    await waitFor(() => expect(router.state.location.search).not.toContain('view=dia'));
    expect(router.state.location.search).toContain('date_from=2026-01-07');
    expect(router.state.location.search).toContain('date_to=2026-01-07');
    expect(await screen.findByRole('tab', { name: B.byAccount, selected: true })).toBeInTheDocument();
  });

  it("'Baixar tabela' of 'Por dia' asks the export with view=dia and the table's columns in order", async () => {
    const calls = signInAndStub([], {
      ...bankAnswers,
      'GET reconciliation/bank': () => json(bankList([suggested])),
      'GET reconciliation/bank/daily': () => json(bankDaily),
      'GET reconciliation/bank/export': () => json({ message: 'ok' }, 202),
    }, bankGrants(['read']));
    renderAt(<BankPage />, `${BANK_ROUTE}?view=dia`, BANK_ROUTE);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: B.byDay }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Arquivo em processamento' }, SLOW)).toBeInTheDocument();
    const call = calls.find((c) => c.path === 'reconciliation/bank/export')!;
    expect([call.query.get('view'), call.query.get('format'), call.query.get('columns')]).toEqual([
      'dia',
      'csv',
      'date,expected,settled,credited,day_difference,running_difference,other_entries,closing_balance,conciliated_percent',
    ]);
  });

  it("'Detalhe do pagamento' shows the chain and the footer 'Conciliação'; 'Desfazer conciliação' asks first and says 'Conciliação desfeita'", async () => {
    const calls = signInAndStub([], {
      ...bankAnswers,
      'GET reconciliation/bank': () => json(bankList([manualItem])),
      [`GET reconciliation/bank/${manualItem.id}`]: () => json(bankDetail(manualItem)),
      [`DELETE reconciliation/matches/${manualItem.match!.id}`]: () => json({ message: B.undone }),
    }, [...edit, { resource_slug: 'conciliacao_divergencias', permitions: ['read'] }]);
    const router = renderAt(<BankPage />, BANK_ROUTE, BANK_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: B.openDetail('06/01/2026', 'Cielo') }, SLOW));
    expect(router.state.location.search).toContain(`item=${manualItem.id}`);
    const drawer = await screen.findByRole('dialog', { name: B.drawerTitle }, SLOW);
    for (const step of [S.schedule.stepUr, S.schedule.stepEffects, S.schedule.stepSettlement, S.schedule.stepCredit]) expect(await within(drawer).findByRole('region', { name: step })).toBeInTheDocument();
    expect(within(drawer).getByRole('table', { name: B.creditedList })).toHaveTextContent('extrato.ofx');
    // Steps 1-3 hold one block per UR, as the server scoped it [D14], and count the URs left out.
    const [unit, effects, settlement] = within(drawer).getAllByRole('region', { name: 'Padaria Central · VCC · 05/01/2026' });
    expect(unit).toHaveTextContent('Constituída');
    expect(effects).toHaveTextContent('C-0001');
    expect(effects).toHaveTextContent('Outros efeitos');
    expect(settlement).toHaveTextContent('Demais pagamentos da UR');
    expect(within(drawer).getAllByText(S.chain.moreUnits(2))).toHaveLength(3);
    expect(within(drawer).getByRole('table', { name: B.expectedList })).toHaveTextContent('CT-1');
    const footer = within(drawer).getByRole('region', { name: B.footerTitle });
    for (const text of [S.matchType.manual, 'Ana Demo', 'Crédito agrupado pelo banco']) expect(footer).toHaveTextContent(text);
    expect(within(footer).getByRole('link', { name: B.seeDivergences })).toHaveAttribute('href', `/app/conciliation-consult?item_id=${manualItem.id}`);
    expect(within(footer).queryByRole('button', { name: B.manualMatch })).not.toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: B.undo }));
    const confirm = await screen.findByRole('dialog', { name: B.undoTitle });
    expect(confirm).toHaveTextContent(B.undoText);
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(B.undone)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `reconciliation/matches/${manualItem.match!.id}`)).toBe(true);
  });
});
