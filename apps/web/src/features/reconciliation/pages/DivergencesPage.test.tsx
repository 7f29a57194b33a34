import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, refusal, renderAt, signInAndStub } from '../components/files/files-test-support';
import { divergence, divergenceAnswers, divergenceGrants, divergenceList, divergenceListCalls, DIVERGENCES_ROUTE, history } from '../components/divergences/divergences-test-support';
import { scheduleDetail } from '../components/items/chain-test-support';
import { scheduleItem } from '../components/schedule/schedule-test-support';
import { CONCERNED_STEPS } from '../components/divergences/DivergenceDrawer';
import DivergencesPage from './DivergencesPage';

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const pending = divergence();
const second = divergence({ id: 'd0000000-0000-4000-8000-000000000002', type: 'pagamento_nao_encontrado', age_days: 3 });
const justified = divergence({ id: 'd0000000-0000-4000-8000-000000000003', status: 'justificada', age_days: 40, reason_code: 'tarifa_bancaria', justification: 'Tarifa cobrada pelo banco', updated_by_name: 'Ana' });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Divergências'", () => {
  it('asks for the pending queue by |Diferença| descending, shows the KPI cards from the summary and the admin filter first', async () => {
    const calls = signInAndStub('admin', { ...divergenceAnswers, 'GET reconciliation/divergences': () => json(divergenceList([pending, justified])) });
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    expect(await screen.findByText(D.ageDays(18))).toBeInTheDocument();
    const first = divergenceListCalls(calls)[0]!;
    expect(first.query.get('status')).toBe('pendente');
    expect(first.query.get('absDifferenceOrder')).toBe('desc');
    for (const [label, value, hint] of [
      [D.kpiPending, '12', 'R$ 4.321,09'],
      [D.kpiOldest, '45 dias'],
      [D.kpiResolved, '7'],
      [D.kpiJustified, '3'],
    ] as const) {
      const card = await screen.findByRole('group', { name: label });
      expect(within(card).getByText(value)).toBeInTheDocument();
      if (hint) expect(within(card).getByText(hint)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('combobox')[0]).toHaveAccessibleName(S.list.supplier);
    expect(screen.getByRole('columnheader', { name: S.list.supplier })).toBeInTheDocument();
    expect(screen.getAllByText('-R$ 19,50')).toHaveLength(2);
    expect(screen.getByText(S.divergenceReason.tarifa_bancaria)).toBeInTheDocument();
    // One checkbox per pending row (plus the page's): the justified row has none.
    expect(screen.getByRole('checkbox', { name: D.selectRow(pending.id) })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: D.selectRow(justified.id) })).not.toBeInTheDocument();
    // Red from 16 days.
    expect(screen.getByText(D.ageDays(18))).toHaveStyle({ fontWeight: 600 });
  });

  it("'Justificar' validates with the call's schema and says 'Divergência justificada com sucesso!'", async () => {
    const calls = signInAndStub([], { ...divergenceAnswers, 'GET reconciliation/divergences': () => json(divergenceList([pending])), 'POST reconciliation/divergences/justify': () => json({ updated: 1, skipped: [] }) }, divergenceGrants(['read', 'edit']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${D.justify} ${S.divergenceType.credito_diferente} 05/01/2026` }));
    const dialog = screen.getByRole('dialog', { name: D.justifyOneTitle });
    const submit = within(dialog).getByRole('button', { name: D.justify });
    expect(submit).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: D.justificationField });
    await user.type(text, 'curta');
    await user.tab();
    expect(within(dialog).getByText(MESSAGES.reconciliationItems.justification)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: D.reasonField }));
    await user.click(screen.getByRole('option', { name: S.divergenceReason.tarifa_bancaria }));
    expect(submit).toBeDisabled();
    await user.type(text, ' demais para valer');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(D.justifiedOne)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [pending.id], reason_code: 'tarifa_bancaria', justification: 'curta demais para valer' });
  });

  it("'Justificar selecionadas' sends the page's pending rows and tells how many were no longer pending", async () => {
    const calls = signInAndStub([], {
      ...divergenceAnswers,
      'GET reconciliation/divergences': () => json(divergenceList([pending, second, justified])),
      'POST reconciliation/divergences/justify': () => json({ updated: 1, skipped: [{ id: second.id, message: MESSAGES.reconciliationItems.onlyPending }] }),
    }, divergenceGrants(['read', 'edit']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    const user = userEvent.setup();
    const bulk = await screen.findByRole('button', { name: D.justifySelected });
    await screen.findByText(D.ageDays(3));
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: D.selectPage }));
    expect(bulk).toBeEnabled();
    await user.click(bulk);
    const dialog = screen.getByRole('dialog', { name: D.justifyManyTitle(2) });
    await user.click(within(dialog).getByRole('combobox', { name: D.reasonField }));
    await user.click(screen.getByRole('option', { name: S.divergenceReason.outros }));
    await user.type(within(dialog).getByRole('textbox', { name: D.justificationField }), 'Conferido com o extrato do banco');
    await user.click(within(dialog).getByRole('button', { name: D.justify }));
    expect(await screen.findByText(D.justifiedSkipped(1, 1))).toBeInTheDocument();
    expect((calls.find((c) => c.method === 'POST')?.body as { ids: string[] }).ids).toEqual([pending.id, second.id]);
    expect(D.justifiedMany(3)).toBe('3 divergências justificadas com sucesso!');
  });

  it("'Ver detalhe' opens 'Detalhe da divergência' at ?item={id} with its 'Histórico', newest first", async () => {
    signInAndStub([], {
      ...divergenceAnswers,
      'GET reconciliation/divergences': () => json(divergenceList([pending])),
      [`GET reconciliation/divergences/${pending.id}`]: () => json(pending),
      [`GET reconciliation/divergences/${pending.id}/history`]: () => json(history),
    }, divergenceGrants(['read']));
    const router = renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${D.viewDetail} `) }));
    expect(router.state.location.search).toContain(`item=${pending.id}`);
    const drawer = await screen.findByRole('dialog', { name: D.drawerTitle });
    const events = await within(drawer).findAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Valor atualizado: de R$ 10,00 para R$ 19,50');
    expect(events[0]).toHaveTextContent('por Sistema');
    expect(events[1]).toHaveTextContent('Criada: diferença de R$ 10,00');
    // Read only: no 'Justificar' in the drawer.
    expect(within(drawer).queryByRole('button', { name: D.justify })).not.toBeInTheDocument();
  });

  it('a creditor user sees no Fornecedor filter nor column, and without edit no checkbox nor Justificar', async () => {
    signInAndStub([], { ...divergenceAnswers, 'GET reconciliation/divergences': () => json(divergenceList([pending])) }, divergenceGrants(['read']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    expect(await screen.findByText(D.ageDays(18))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: S.list.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: S.list.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.justifySelected })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${D.justify} ${S.divergenceType.credito_diferente} 05/01/2026` })).not.toBeInTheDocument();
  });

  it("a failed call says 'Não foi possível carregar os dados.' and 'Tentar novamente' asks again", async () => {
    let answers = 0;
    signInAndStub([], {
      ...divergenceAnswers,
      'GET reconciliation/divergences': () => (++answers === 1 ? refusal(500, 'falhou') : json(divergenceList([pending]))),
    }, divergenceGrants(['read']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    expect(await screen.findByText(MESSAGES.components.listState.loadError)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.components.listState.retry }));
    expect(await screen.findByText(D.ageDays(18))).toBeInTheDocument();
  });

  it('a creditor with no active company is sent to Empresas e contas and asks for no divergence', async () => {
    const calls = signInAndStub([], { ...divergenceAnswers, 'GET reconciliation/accounts/options': () => json([]) }, divergenceGrants(['read']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    expect(await screen.findByText(MESSAGES.reconciliationFiles.noCompany)).toBeInTheDocument();
    expect(divergenceListCalls(calls)).toHaveLength(0);
  });

  it("shows the item's chain folded to the steps the divergence concerns, and 'Total do filtro' under the grid", async () => {
    const item = scheduleItem();
    const agenda = divergence({ item_kind: 'agenda', item_id: item.id, type: 'liquidado_diferente' });
    const detail = scheduleDetail(item);
    signInAndStub([], {
      ...divergenceAnswers,
      'GET reconciliation/divergences': () => json(divergenceList([agenda])),
      [`GET reconciliation/divergences/${agenda.id}`]: () => json({ ...agenda, item, chain: detail.chain, bank_item: detail.bank_item, credited: detail.credited }),
      [`GET reconciliation/divergences/${agenda.id}/history`]: () => json(history),
    }, divergenceGrants(['read']));
    renderAt(<DivergencesPage />, DIVERGENCES_ROUTE, DIVERGENCES_ROUTE);
    const total = (await screen.findByText(S.list.filterTotal)).closest('tr')!;
    // Each money column summed as its rows show it, the signed difference included (check 5).
    expect(total).toHaveTextContent(/R\$\s1\.500,00.*R\$\s1\.480,50.*-R\$\s19,50/);
    await userEvent.setup().click(await screen.findByRole('button', { name: new RegExp(`^${D.viewDetail} `) }));
    const drawer = await screen.findByRole('dialog', { name: D.drawerTitle }, { timeout: 8000 });
    const expanded = async (step: string) => within(await within(drawer).findByRole('region', { name: step }, { timeout: 8000 })).getAllByRole('button')[0]!.getAttribute('aria-expanded');
    expect(await expanded(S.schedule.stepUr)).toBe('false');
    expect(await expanded(S.schedule.stepEffects)).toBe('true');
    expect(await expanded(S.schedule.stepSettlement)).toBe('true');
    expect(await expanded(S.schedule.stepCredit)).toBe('false');
    expect(CONCERNED_STEPS.credito_sem_origem).toEqual(['credit']);
  }, 60_000);
});
