import { PERMISSIONS, scheduleChartsResponseSchema, scheduleItemResponseSchema, scheduleListResponseSchema } from '@lastro/domain';
import type { ScheduleCharts, ScheduleItem } from '../../api/schedule';
import { json, list } from '../files/files-test-support';

// What the 'Conciliação de Agenda' tests share: answers checked by the contract's response schemas.

export const SCHEDULE_ROUTE = '/app/conciliation-schedule';
export const scheduleGrants = [{ resource_slug: PERMISSIONS.conciliacao_agenda, permitions: ['read'] }];

export function scheduleItem(overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  return scheduleItemResponseSchema.parse({
    id: 's0000000-0000-4000-8000-000000000001',
    creditor_id: 'c0000000-0000-4000-8000-000000000001',
    creditor_name: 'Fornecedor Demo Ltda',
    company_id: 'co-1',
    settlement_date: '2026-01-05',
    merchant: { name: 'Padaria Central', document: '11222333000181' },
    acquirer: { document: '01027058000191', name: 'Cielo' },
    arrangement: { code: 'VCC', name: 'Visa Crédito' },
    contract: { identifier: 'CT-1', deal_id: 'deal-1', code: 'C-0001', installment: 2, installments_total: 6 },
    account: { id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda' },
    expected: '1500.00',
    settled: '1400.00',
    effective_date: '2026-01-06',
    effective_late: true,
    difference: '-100.00',
    beyond_tolerance: true,
    status: 'divergente',
    differs: ['valor', 'data'],
    waiting_reason: null,
    divergence_types: ['liquidado_diferente'],
    justification: null,
    ...overrides,
  });
}

export const scheduleTotals = { expected: '10500.00', settled: '10400.00', difference: '-100.00', conciliated_percent: '97.4', pending_divergences: 3 };

export const scheduleList = (rows: ScheduleItem[]) =>
  scheduleListResponseSchema.parse({ results: rows, metadata: { resultset: { offset: 0, limit: 10, count: rows.length } }, totals: scheduleTotals });

export const scheduleCharts: ScheduleCharts = scheduleChartsResponseSchema.parse({
  by_date: [
    { date: '2026-01-05', status: 'conciliada', expected: '9000.00' },
    { date: '2026-01-05', status: 'divergente', expected: '1500.00' },
  ],
  by_status: [
    { status: 'conciliada', count: 6 },
    { status: 'divergente', count: 1 },
  ],
});

const accounts = [{ id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda', company_id: 'co-1' }];

/** The calls every 'Conciliação de Agenda' test answers the same way (charts and pickers). */
export const scheduleAnswers = {
  'GET reconciliation/schedule/charts': () => json(scheduleCharts),
  'GET reconciliation/accounts/options': () => json(accounts),
  'GET reconciliation/companies': () => list([{ id: 'co-1', name: 'Originadora Demo Ltda' }]),
  'GET domains/acquirers': () => list([]),
  'GET domains/arrangements': () => list([]),
  'GET creditors': () => list([]),
};
