import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub } from '../components/files/files-test-support';
import {
  MONITORING_ROUTE,
  monitoringAnswers,
  monitoringContract,
  monitoringDetail,
  monitoringGrants,
  monitoringList,
  monitoringListCalls,
} from '../components/monitoring/monitoring-test-support';
import MonitoringPage from './MonitoringPage';

const M = MESSAGES.reconciliationMonitoring;
const L = M.columns;
const S = MESSAGES.reconciliationScreens;
const SEARCH = MESSAGES.components.filters.search;
const SLOW = { timeout: 10_000 };
const row = monitoringContract();
const paid = monitoringContract({ installment_id: 'i2', code: 'C-0002', situation: 'quitado', debt: '0.00', coverage_percent: null, days_to_due: 40, near_due: false });
const withList = { ...monitoringAnswers, 'GET reconciliation/monitoring/contracts': () => json(monitoringList([row, paid])) };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Monitoramento dos Contratos'", () => {
  it("an admin: the live commitments by coverage ascending, the KPI cards from the totals and 'Total do filtro' with the same figures, 'Fornecedor' filter and column", async () => {
    const calls = signInAndStub('admin', withList);
    renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    expect(await screen.findByText(M.subtitle)).toBeInTheDocument();
    const total = (await screen.findByText(S.list.filterTotal)).closest('tr')!;
    const first = monitoringListCalls(calls)[0]!;
    expect(first.query.get('deal_status')).toBe('aprovado,insuficiente,em_contestacao');
    expect(first.query.get('coveragePercentOrder')).toBe('asc');
    for (const [label, value] of [
      [M.kpis.monitored, '2'],
      [M.kpis.debt, 'R$ 10.000,00'],
      [M.kpis.appliedToSettle, 'R$ 10.500,00'],
      [M.kpis.weightedCoverage, '105,0 %'],
      [M.kpis.insufficient, '1'],
      [M.kpis.due30, '2'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
    for (const value of ['R$ 10.000,00', 'R$ 10.500,00', '105,0 %']) expect(total).toHaveTextContent(value);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const h of Object.values(L)) expect(headers.some((t) => t.includes(h)), h).toBe(true);
    expect(screen.getByRole('combobox', { name: M.filters.supplier })).toBeInTheDocument();
    const [, insufficient, quitado] = screen.getAllByRole('row');
    for (const text of ['C-0001', 'REF-9', 'Padaria Central', '11.222.333/0001-81', 'Fornecedor Demo Ltda', 'Garantia', 'Fumaça', 'Aprovado', '90,0 %', '100,0 %', M.situation.insuficiente, '10/02/2026']) {
      expect(insufficient).toHaveTextContent(text);
    }
    // 5 days to go: red; the paid-off row shows '—' for its coverage and its days.
    expect(within(insufficient!).getByText('5')).toHaveStyle({ fontWeight: '600' });
    expect(within(insufficient!).getByTestId('min-percentage-mark')).toHaveAttribute('title', `${L.minPercentage}: 100,0 %`);
    expect(within(quitado!).getAllByText(MESSAGES.common.empty)).toHaveLength(2);
    expect(within(insufficient!).getByRole('link', { name: `${M.actions.commitment} C-0001` })).toHaveAttribute('href', '/app/appointments/edit?id=deal-1');
  });

  it("a creditor user: no 'Fornecedor', no 'Detalhes do compromisso' without read on the commitments; a search puts every filter in the address and the request", async () => {
    const calls = signInAndStub([], withList, monitoringGrants());
    const router = renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    const user = userEvent.setup();
    await screen.findByText(S.list.filterTotal);
    expect(screen.queryByRole('combobox', { name: M.filters.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: L.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(M.actions.commitment) })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: M.filters.code }), 'C-0001');
    await user.type(screen.getByRole('textbox', { name: M.filters.coverageBelow }), '80');
    await user.click(screen.getByRole('combobox', { name: M.filters.situation }));
    await user.click(await screen.findByRole('option', { name: M.situation.insuficiente }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: M.filters.strategy }));
    await user.click(await screen.findByRole('option', { name: 'Fumaça' }));
    await user.click(screen.getByRole('switch', { name: M.filters.nearExpiry }));
    await user.click(screen.getByRole('button', { name: SEARCH }));
    await waitFor(() => expect(monitoringListCalls(calls).at(-1)?.query.get('code')).toBe('C-0001'));
    const last = monitoringListCalls(calls).at(-1)!;
    expect([last.query.get('coverage_below'), last.query.get('situations'), last.query.get('strategy'), last.query.get('near_expiry')]).toEqual(['80', 'insuficiente', '1', 'true']);
    expect(last.query.get('offset')).toBe('0');
    expect(router.state.location.search).toContain('code=C-0001');
    expect(calls.find((c) => c.path === 'reconciliation/monitoring/contracts/summary' && c.query.get('code') === 'C-0001')).toBeDefined();
  });

  it("'Baixar tabela' asks for the grid's columns in order and its sort", async () => {
    const calls = signInAndStub([], { ...withList, 'GET reconciliation/monitoring/contracts/export': () => json({ message: 'ok' }, 202) }, monitoringGrants());
    renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    const user = userEvent.setup();
    await screen.findByText(S.list.filterTotal);
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Arquivo em processamento' }, SLOW)).toBeInTheDocument();
    const call = calls.find((c) => c.path === 'reconciliation/monitoring/contracts/export')!;
    expect(call.query.get('format')).toBe('csv');
    expect(call.query.get('coveragePercentOrder')).toBe('asc');
    expect(call.query.get('columns')).toBe(
      'code,external_reference,merchant,type,strategy,deal_status,contract_amount,requested_effect,applied_to_settle,to_constitute,settled,received_conciliated,debt,coverage_percent,min_percentage,situation,due_date,days_to_due',
    );
  });

  it("'Ver detalhe' opens 'Detalhe do contrato' at ?item={id}: the figures, one row per UR, chips linking to the agenda and bank items for who may open them", async () => {
    signInAndStub([], { ...withList, [`GET reconciliation/monitoring/contracts/${row.installment_id}`]: () => json(monitoringDetail(row)) }, monitoringGrants([PERMISSIONS.conciliacao_agenda, PERMISSIONS.cad_compromisso_dados_compromissos]));
    const router = renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${M.actions.detail} C-0001` }));
    expect(router.state.location.search).toContain(`item=${row.installment_id}`);
    const drawer = await screen.findByRole('dialog', { name: M.drawer.title }, SLOW);
    const table = await within(drawer).findByRole('table', { name: M.drawer.units }, SLOW);
    const [head, first, second] = within(table).getAllByRole('row');
    for (const h of [M.drawer.settlementDate, M.drawer.acquirer, M.drawer.arrangement, M.drawer.priority, M.drawer.onerated, M.drawer.effectApplied, M.drawer.settled, M.drawer.effectiveDate, M.drawer.agenda, M.drawer.bank]) {
      expect(head).toHaveTextContent(h);
    }
    expect(first).toHaveTextContent('05/01/2026CieloVCC Visa Crédito1R$ 2.000,00R$ 1.500,00R$ 1.400,0006/01/2026DivergenteConciliada');
    expect(within(first!).getByRole('link', { name: S.itemStatus.divergente })).toHaveAttribute('href', '/app/conciliation-schedule?item=ag-1');
    // No read on 'Conciliação Bancária': the bank chip is only a chip.
    expect(within(first!).queryByRole('link', { name: S.itemStatus.conciliada })).not.toBeInTheDocument();
    expect(within(first!).getByText(S.itemStatus.conciliada)).toBeInTheDocument();
    expect(second).toHaveTextContent(`MCC${S.chain.effectStatus.insucesso}`);
    expect(within(drawer).getByText(L.debt)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: M.actions.commitment })).toHaveAttribute('href', '/app/appointments/edit?id=deal-1');
    await user.click(within(drawer).getByRole('button', { name: MESSAGES.components.drawer.close }));
    await waitFor(() => expect(router.state.location.search).not.toContain('item='));
  });

  it("an admin opening ?item={id}: the drawer links the bank chip too", async () => {
    signInAndStub('admin', { ...withList, [`GET reconciliation/monitoring/contracts/${row.installment_id}`]: () => json(monitoringDetail(row)) });
    renderAt(<MonitoringPage />, `${MONITORING_ROUTE}?item=${row.installment_id}`, MONITORING_ROUTE);
    const drawer = await screen.findByRole('dialog', { name: M.drawer.title }, SLOW);
    const table = await within(drawer).findByRole('table', { name: M.drawer.units }, SLOW);
    expect(within(table).getByRole('link', { name: S.itemStatus.conciliada })).toHaveAttribute('href', '/app/conciliation-bank?item=bk-1');
  });

  it("the list's failure shows 'Não foi possível carregar os dados.' and 'Tentar novamente'; without read, no access", async () => {
    signInAndStub([], { ...monitoringAnswers, 'GET reconciliation/monitoring/contracts': () => json({ errors: { message: ['x'] } }, 500) }, monitoringGrants());
    renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    expect(await screen.findByText('Não foi possível carregar os dados.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('a creditor user without the permission sees no access', async () => {
    signInAndStub([], withList, []);
    renderAt(<MonitoringPage />, MONITORING_ROUTE, MONITORING_ROUTE);
    expect(await screen.findByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
  });
});
