import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, MESSAGES, toFilterDate } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, list, renderAt, signInAndStub, type SeenCall } from '../components/files/files-test-support';
import { SCHEDULE_ROUTE, scheduleAnswers, scheduleGrants, scheduleItem, scheduleList } from '../components/schedule/schedule-test-support';
import { scheduleDetail } from '../components/items/chain-test-support';
import SchedulePage from './SchedulePage';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const K = S.chain;
const listCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/schedule');
const item = scheduleItem();

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Conciliação de Agenda'", () => {
  it('asks for today − 7 to today + 30 by settlement date, shows the KPI cards from totals and every column', async () => {
    const calls = signInAndStub('admin', { ...scheduleAnswers, 'GET reconciliation/schedule': () => json(scheduleList([item])) });
    renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    expect(await screen.findByRole('link', { name: 'C-0001 · 2/6' })).toHaveAttribute('href', '/app/appointments/edit?id=deal-1');
    expect(screen.getByText(A.subtitle)).toBeInTheDocument();
    const today = toFilterDate();
    const first = listCalls(calls)[0]!;
    expect(first.query.get('date_from')).toBe(addDays(today, -7));
    expect(first.query.get('date_to')).toBe(addDays(today, 30));
    expect(first.query.get('settlementDateOrder')).toBe('asc');
    for (const [label, value] of [
      [A.kpiExpected, 'R$ 10.500,00'],
      [A.kpiSettled, 'R$ 10.400,00'],
      [S.list.difference, '-R$ 100,00'],
      [S.list.conciliated, '97,4 %'],
      [A.kpiPendingDivergences, '3'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const h of [A.settlementDate, S.list.supplier, A.merchant, S.list.acquirer, A.arrangement, A.contract, A.settlementAccount, A.expected, A.settled, A.effectiveDate, S.list.difference, S.list.status, S.list.reason]) {
      expect(headers.some((t) => t?.includes(h)), h).toBe(true);
    }
    // The chart's legend may say 'Divergente' too: the row is read on its own.
    const row = screen.getAllByRole('row')[1]!;
    for (const text of [S.itemStatus.divergente, 'Valor, Data', '11.222.333/0001-81', '06/01/2026']) expect(row).toHaveTextContent(text);
  });

  it("a search puts the filters in the address and the request; an unknown contract reads '{identificador} (não cadastrado)'", async () => {
    const unknown = scheduleItem({ id: 's2', contract: { identifier: 'EXT-9', deal_id: null, code: null, installment: null, installments_total: null } });
    const calls = signInAndStub([], { ...scheduleAnswers, 'GET reconciliation/schedule': () => json(scheduleList([unknown])) }, scheduleGrants);
    const router = renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    const user = userEvent.setup();
    expect(await screen.findByText(A.unknownContract('EXT-9'))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: A.contract }), 'CT-1');
    await user.click(screen.getByRole('button', { name: MESSAGES.components.filters.search }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('contract')).toBe('CT-1'));
    expect(router.state.location.search).toContain('contract=CT-1');
    // A creditor user: no 'Fornecedor'; without read on 'Divergências' no link to it.
    expect(screen.queryByRole('combobox', { name: S.list.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: S.list.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: A.seeDivergences })).not.toBeInTheDocument();
  });

  it("a row opens 'Detalhe da UR' at ?item={id} with its steps", async () => {
    signInAndStub('admin', {
      ...scheduleAnswers,
      'GET reconciliation/schedule': () => json(scheduleList([item])),
      [`GET reconciliation/schedule/${item.id}`]: () => json({ item, chain: null, bank_item: null }),
    });
    const router = renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    const open = await screen.findByRole('button', { name: A.openDetail('05/01/2026') });
    // The KPI link keeps the filters for 'Divergências'.
    expect(screen.getByRole('link', { name: A.seeDivergences }).getAttribute('href')).toMatch(/^\/app\/conciliation-consult\?date_from=/);
    await userEvent.setup().click(open);
    expect(router.state.location.search).toContain(`item=${item.id}`);
    const drawer = await screen.findByRole('dialog', { name: A.drawerTitle }, { timeout: 8000 });
    for (const step of [A.stepUr, A.stepEffects, A.stepSettlement, A.stepCredit]) expect(await within(drawer).findByRole('region', { name: step })).toBeInTheDocument();
    expect(within(within(drawer).getByRole('region', { name: A.stepSettlement })).getByRole('img', { name: A.stepDiffers })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: MESSAGES.components.drawer.copyLink })).toBeInTheDocument();
  });

  it("shows the chain step by step: the UR, the effect with 'Previsto congelado em', 'Outros efeitos', the settlement, the credited line, the footer 'Conciliação' and 'Ver divergências'", async () => {
    signInAndStub('admin', {
      ...scheduleAnswers,
      'GET reconciliation/schedule': () => json(scheduleList([item])),
      [`GET reconciliation/schedule/${item.id}`]: () => json(scheduleDetail(item)),
    });
    renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    await userEvent.setup().click(await screen.findByRole('button', { name: A.openDetail('05/01/2026') }));
    const drawer = await screen.findByRole('dialog', { name: A.drawerTitle }, { timeout: 8000 });
    const step = async (name: string) => within(await within(drawer).findByRole('region', { name }));
    const ur = await step(A.stepUr);
    for (const text of [K.constitutedTotal, 'R$ 2.000,00', K.constituted, K.committed, K.free, 'Padaria Central · 11.222.333/0001-81']) expect(ur.getByText(text)).toBeInTheDocument();
    expect(ur.getByRole('img', { name: A.stepAgrees })).toBeInTheDocument();
    const effects = await step(A.stepEffects);
    expect(effects.getByRole('link', { name: A.commitmentDetails })).toHaveAttribute('href', '/app/appointments/edit?id=deal-1');
    for (const text of [K.frozenAt, '04/01/2026 06:10', K.effectStatus.aplicado, 'Outros efeitos', 'R$ 250,00']) expect(effects.getByText(text)).toBeInTheDocument();
    const settlement = await step(A.stepSettlement);
    expect(settlement.getByRole('img', { name: A.stepDiffers })).toBeInTheDocument();
    expect(within(settlement.getByRole('table', { name: K.settlementsTable })).getAllByRole('row')[1]).toHaveTextContent('11.222.333/0001-81341 · ag 0001 · cc 12345-605/01/202606/01/2026R$ 1.400,00');
    expect(settlement.getByText('Demais pagamentos da UR')).toBeInTheDocument();
    const credit = await step(A.stepCredit);
    expect(within(credit.getByRole('table', { name: K.linesTable })).getByText('extrato-janeiro.ofx')).toBeInTheDocument();
    const footer = await step(K.conciliation);
    for (const text of [S.matchType.automatica, S.list.system]) expect(footer.getByText(text)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: A.seeDivergences })).toHaveAttribute('href', `/app/conciliation-consult?item_id=${item.id}`);
  }, 60_000);

  it("shows 'Total do filtro' with the KPI cards' own figures, and searches by 'Estabelecimento' and 'Somente com diferença'", async () => {
    const calls = signInAndStub('admin', {
      ...scheduleAnswers,
      'GET reconciliation/schedule': () => json(scheduleList([item])),
      'GET merchants': () => list([{ id: 'mer-1', creditor_id: 'c-1', document_number: '11222333000181', trading_name: 'Padaria Central', company_name: 'Padaria Central Ltda', type_person: 2, active: true }]),
    });
    renderAt(<SchedulePage />, SCHEDULE_ROUTE, SCHEDULE_ROUTE);
    const total = (await screen.findByText(S.list.filterTotal)).closest('tr')!;
    for (const label of [A.kpiExpected, A.kpiSettled, S.list.difference]) {
      const card = within(screen.getByRole('group', { name: label })).getByText(/R\$/).textContent!;
      expect(total).toHaveTextContent(card);
    }
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: A.merchantFilter }), '11222333');
    await user.click(await screen.findByRole('option', { name: 'Padaria Central — 11.222.333/0001-81' }));
    await user.click(screen.getByRole('switch', { name: S.list.onlyDifferences }));
    await user.click(screen.getByRole('button', { name: MESSAGES.components.filters.search }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('merchant_id')).toBe('mer-1'));
    expect(listCalls(calls).at(-1)?.query.get('only_differences')).toBe('true');
  });
});
