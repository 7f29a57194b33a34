import {
  monitoringContractDetailResponseSchema,
  monitoringContractListResponseSchema,
  monitoringContractResponseSchema,
  monitoringContractSummaryResponseSchema,
  PERMISSIONS,
} from '@lastro/domain';
import type { MonitoringContract } from '../../api/monitoring';
import { json, list, type SeenCall } from '../files/files-test-support';

// What the 'Monitoramento dos Contratos' tests share: answers checked by the contract's response schemas.

export const MONITORING_ROUTE = '/app/conciliation-monitoring';
export const monitoringGrants = (extra: string[] = []) => [PERMISSIONS.conciliacao_monitoramento_contratos, ...extra].map((slug) => ({ resource_slug: slug, permitions: ['read'] }));

export function monitoringContract(overrides: Partial<MonitoringContract> = {}): MonitoringContract {
  return monitoringContractResponseSchema.parse({
    installment_id: 'i0000000-0000-4000-8000-000000000001',
    deal_id: 'deal-1',
    code: 'C-0001',
    installment: 1,
    external_reference: 'REF-9',
    contract_identifier: 'CT-1',
    creditor_id: 'c0000000-0000-4000-8000-000000000001',
    creditor_name: 'Fornecedor Demo Ltda',
    merchant: { id: 'mer-1', name: 'Padaria Central', document: '11222333000181' },
    type: 1,
    strategy: 1,
    deal_status: 'aprovado',
    contract_amount: '10000.00',
    requested_effect: '12000.00',
    applied_to_settle: '4500.00',
    to_constitute: '500.00',
    settled: '5000.00',
    received_conciliated: '4000.00',
    debt: '5000.00',
    coverage_percent: '90.0',
    min_percentage: '100.0',
    situation: 'insuficiente',
    due_date: '2026-02-10',
    days_to_due: 5,
    near_due: true,
    ...overrides,
  });
}

export const monitoringTotals = {
  count: 2,
  contract_amount: '20000.00',
  requested_effect: '24000.00',
  applied_to_settle: '10500.00',
  to_constitute: '500.00',
  settled: '10000.00',
  received_conciliated: '8000.00',
  debt: '10000.00',
  weighted_coverage: '105.0',
  insufficient_count: 1,
  due_30_count: 2,
};

export const monitoringList = (rows: MonitoringContract[]) =>
  monitoringContractListResponseSchema.parse({ results: rows, metadata: { resultset: { offset: 0, limit: 10, count: rows.length } }, totals: monitoringTotals });

export const monitoringSummary = monitoringContractSummaryResponseSchema.parse({
  coverage_bands: [
    { band: '0-50', count: 0, debt: '0.00' },
    { band: '50-80', count: 0, debt: '0.00' },
    { band: '80-100', count: 1, debt: '5000.00' },
    { band: '100-110', count: 0, debt: '0.00' },
    { band: '110+', count: 1, debt: '5000.00' },
  ],
  expiry_weeks: [
    { week_start: '2026-02-02', week_end: '2026-02-08', situation: 'insuficiente', count: 1, debt: '5000.00' },
    { week_start: '2026-02-09', week_end: '2026-02-15', situation: 'em_excesso', count: 1, debt: '5000.00' },
  ],
});

export const monitoringDetail = (contract: MonitoringContract) =>
  monitoringContractDetailResponseSchema.parse({
    contract,
    units: [
      {
        settlement_date: '2026-01-05',
        acquirer: { document: '01027058000191', name: 'Cielo' },
        arrangement: { code: 'VCC', name: 'Visa Crédito' },
        priority: 1,
        onerated: '2000.00',
        effect_applied: '1500.00',
        settled: '1400.00',
        effective_date: '2026-01-06',
        agenda: { id: 'ag-1', status: 'divergente' },
        bank: { id: 'bk-1', status: 'conciliada' },
      },
      {
        settlement_date: '2026-02-05',
        acquirer: { document: '01027058000191', name: 'Cielo' },
        arrangement: { code: 'MCC', name: null },
        priority: 0,
        onerated: '3000.00',
        effect_applied: '3000.00',
        settled: '0.00',
        effective_date: null,
        agenda: null,
        bank: null,
      },
    ],
  });

/** The calls every 'Monitoramento dos Contratos' test answers the same way (charts and pickers). */
export const monitoringAnswers = {
  'GET reconciliation/monitoring/contracts/summary': () => json(monitoringSummary),
  'GET reconciliation/accounts/options': () => json([]),
  'GET reconciliation/companies': () => list([]),
  'GET domains/acquirers': () => list([]),
  'GET creditors': () => list([{ id: 'c0000000-0000-4000-8000-000000000001', company_name: 'Fornecedor Demo Ltda' }]),
};

export const monitoringListCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/monitoring/contracts');
