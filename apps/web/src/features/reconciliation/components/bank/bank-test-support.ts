import {
  bankChartsResponseSchema,
  bankDailyResponseSchema,
  bankItemDetailResponseSchema,
  bankItemResponseSchema,
  bankListResponseSchema,
  PERMISSIONS,
  reconciliationCandidatesResponseSchema,
} from '@lastro/domain';
import type { BankItem } from '../../api/bank';
import { json, list, type SeenCall } from '../files/files-test-support';
import { sampleChain } from '../items/chain-test-support';

// What the 'Conciliação Bancária' tests share: answers checked by the contract's response schemas.

export const BANK_ROUTE = '/app/conciliation-bank';
export const bankGrants = (actions: string[]) => [{ resource_slug: PERMISSIONS.conciliacao_bancaria, permitions: actions }];
export const ACCOUNT_ID = 'a0000000-0000-4000-8000-000000000001';
const ACCOUNT_LABEL = '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda';

export function bankItem(overrides: Partial<BankItem> = {}): BankItem {
  return bankItemResponseSchema.parse({
    id: 'b0000000-0000-4000-8000-000000000001',
    creditor_id: 'c0000000-0000-4000-8000-000000000001',
    creditor_name: 'Fornecedor Demo Ltda',
    company: { id: 'co-1', name: 'Originadora Demo Ltda' },
    account: { id: ACCOUNT_ID, label: ACCOUNT_LABEL },
    date: '2026-01-07',
    acquirer: { document: '01027058000191', name: 'Cielo' },
    expected: '1500.00',
    settled: '1500.00',
    credited: '0.00',
    credited_date: null,
    credited_late: false,
    diff_settled: '0.00',
    diff_credited: '-1500.00',
    status: 'nao_encontrada',
    waiting_reason: null,
    see_agenda: false,
    divergence_types: ['credito_nao_encontrado'],
    match: null,
    suggestion: { id: 's0000000-0000-4000-8000-000000000009', line: { id: 77, posted_date: '2026-01-08', description: 'CIELO REPASSE', amount: '1492.10' }, difference: '-7.90' },
    ...overrides,
  });
}

export const manualItem = bankItem({
  id: 'b0000000-0000-4000-8000-000000000002',
  date: '2026-01-06',
  credited: '1500.00',
  credited_date: '2026-01-09',
  credited_late: true,
  diff_credited: '0.00',
  status: 'conciliada',
  divergence_types: [],
  suggestion: null,
  match: { id: 'm0000000-0000-4000-8000-000000000001', kind: 'manual', from_suggestion: false, by_name: 'Ana Demo', at: '2026-01-09T13:00:00.000Z', justification: 'Crédito agrupado pelo banco' },
});

export const bankTotals = { expected: '3000.00', settled: '3000.00', credited: '1500.00', difference: '-1500.00', conciliated_percent: '50.0' };

export const bankList = (rows: BankItem[]) => bankListResponseSchema.parse({ results: rows, metadata: { resultset: { offset: 0, limit: 10, count: rows.length } }, totals: bankTotals });

export const bankCharts = bankChartsResponseSchema.parse({
  by_date: [
    { date: '2026-01-06', expected: '1500.00', settled: '1500.00', credited: '1500.00', running_difference: '0.00', forecast: false },
    { date: '2026-01-07', expected: '1500.00', settled: '1500.00', credited: '0.00', running_difference: '-1500.00', forecast: false },
  ],
  by_acquirer: [
    { acquirer: { document: '01027058000191', name: 'Cielo' }, status: 'conciliada', amount: '1500.00' },
    { acquirer: { document: '01027058000191', name: 'Cielo' }, status: 'nao_encontrada', amount: '1500.00' },
  ],
});

export const bankDaily = bankDailyResponseSchema.parse({
  results: [
    { date: '2026-01-06', expected: '1500.00', settled: '1500.00', credited: '1500.00', day_difference: '0.00', running_difference: '0.00', other_entries: '50.00', closing_balance: null, conciliated_percent: '100.0' },
    { date: '2026-01-07', expected: '1500.00', settled: '1500.00', credited: '0.00', day_difference: '-1500.00', running_difference: '-1500.00', other_entries: '0.00', closing_balance: null, conciliated_percent: '0.0' },
  ],
  totals: bankTotals,
});

export const bankDetail = (item: BankItem) =>
  bankItemDetailResponseSchema.parse({
    item,
    expected: [{ id: 'e1', contract_identifier: 'CT-1', merchant_document: '11222333000181', arrangement: 'VCC', date: item.date, amount: '1500.00' }],
    settled: [{ id: 'e1', contract_identifier: 'CT-1', merchant_document: '11222333000181', arrangement: 'VCC', date: item.date, amount: '1500.00' }],
    credited: item.match ? [{ id: '70', file_id: 'f1', file_name: 'extrato.ofx', posted_date: '2026-01-09', description: 'CIELO REPASSE', document_id: 'DOC9', amount: '1500.00' }] : [],
    chains: [sampleChain()],
    more_units: 2,
  });

/** The candidates of the manual match: one item of R$ 1.500,00; lines of R$ 1.499,50 (within R$ 1,00) and R$ 1.490,00 (beyond). */
export const candidates = reconciliationCandidatesResponseSchema.parse({
  tolerance_amount: '1.00',
  left: [{ id: bankItem().id, date: '2026-01-07', acquirer: { document: '01027058000191', name: 'Cielo' }, settled: '1500.00', credited: '0.00' }],
  right: [
    { id: 70, posted_date: '2026-01-08', description: 'CIELO REPASSE', document_id: 'DOC1', amount: '1499.50', classification: 'recebivel_cartao' },
    { id: 71, posted_date: '2026-01-09', description: 'TED RECEBIDA', document_id: null, amount: '1490.00', classification: 'outro' },
  ],
});

/** The calls every 'Conciliação Bancária' test answers the same way (charts and pickers). */
export const bankAnswers = {
  'GET reconciliation/bank/charts': () => json(bankCharts),
  'GET reconciliation/accounts/options': () => json([{ id: ACCOUNT_ID, label: ACCOUNT_LABEL, company_id: 'co-1' }]),
  'GET reconciliation/companies': () => list([{ id: 'co-1', name: 'Originadora Demo Ltda' }]),
  'GET domains/acquirers': () => list([]),
  'GET creditors': () => list([]),
};

export const bankListCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/bank');
