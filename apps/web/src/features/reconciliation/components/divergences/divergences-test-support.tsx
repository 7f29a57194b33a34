import { divergenceEventResponseSchema, divergenceListResponseSchema, divergenceResponseSchema, divergenceSummaryResponseSchema, PERMISSIONS } from '@lastro/domain';
import type { Divergence, DivergenceEvent, DivergenceSummary } from '../../api/divergences';
import { json, list, type SeenCall } from '../files/files-test-support';

// What the 'Divergências' tests share: answers shaped and checked by the contract's response
// schemas (a fixture that drifts from the contract fails to parse), and the charts library
// replaced by one button per bar (jsdom draws no SVG geometry to click).

export const DIVERGENCES_ROUTE = '/app/conciliation-consult';
export const divergenceGrants = (actions: string[]) => [{ resource_slug: PERMISSIONS.conciliacao_divergencias, permitions: actions }];

export function divergence(overrides: Partial<Divergence> = {}): Divergence {
  return divergenceResponseSchema.parse({
    id: 'd0000000-0000-4000-8000-000000000001',
    creditor_id: 'c0000000-0000-4000-8000-000000000001',
    creditor_name: 'Fornecedor Demo Ltda',
    company: { id: 'co-1', name: 'Originadora Demo Ltda' },
    item_kind: 'banco',
    item_id: 'i0000000-0000-4000-8000-000000000001',
    type: 'credito_diferente',
    reference_date: '2026-01-05',
    acquirer: { document: '01027058000191', name: 'Cielo' },
    account: { id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda' },
    expected: '1500.00',
    found: '1480.50',
    difference: '-19.50',
    status: 'pendente',
    reason_code: null,
    justification: null,
    age_days: 18,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-06T11:30:00.000Z',
    updated_by_name: null,
    ...overrides,
  });
}

const sumOf = (rows: Divergence[], pick: (r: Divergence) => number) => (rows.reduce((s, r) => s + Math.round(pick(r) * 100), 0) / 100).toFixed(2);

/** A page whose totals are its rows' sums, as the server's are over the filter. */
export const divergenceList = (rows: Divergence[]) =>
  divergenceListResponseSchema.parse({
    results: rows,
    metadata: { resultset: { offset: 0, limit: 10, count: rows.length } },
    totals: {
      count: rows.length,
      expected: sumOf(rows, (r) => Number(r.expected)),
      found: sumOf(rows, (r) => Number(r.found)),
      difference: sumOf(rows, (r) => Number(r.difference)),
      abs_difference: sumOf(rows, (r) => Math.abs(Number(r.difference))),
    },
  });

export const summary: DivergenceSummary = divergenceSummaryResponseSchema.parse({
  kpis: { pending_count: 12, pending_abs_difference: '4321.09', oldest_days: 45, resolved_30_days: 7, justified_30_days: 3 },
  aging: [
    { min: 0, max: 2, count: 2, abs_difference: '100.00' },
    { min: 3, max: 7, count: 3, abs_difference: '200.00' },
    { min: 8, max: 15, count: 1, abs_difference: '300.00' },
    { min: 16, max: 30, count: 4, abs_difference: '1221.09' },
    { min: 31, max: null, count: 2, abs_difference: '2500.00' },
  ],
  by_type: [
    { type: 'credito_diferente', count: 8, abs_difference: '3000.00' },
    { type: 'pagamento_nao_encontrado', count: 4, abs_difference: '1321.09' },
  ],
});

export const history: DivergenceEvent[] = [
  divergenceEventResponseSchema.parse({ id: 2, event: 'valor_atualizado', from_status: 'pendente', to_status: 'pendente', reason_code: null, text: 'Valor atualizado: de R$ 10,00 para R$ 19,50', amount_before: '10.00', amount_after: '19.50', actor_name: null, created_at: '2026-01-06T11:30:00.000Z' }),
  divergenceEventResponseSchema.parse({ id: 1, event: 'criada', from_status: null, to_status: 'pendente', reason_code: null, text: 'Criada: diferença de R$ 10,00', amount_before: null, amount_after: '10.00', actor_name: null, created_at: '2026-01-05T10:00:00.000Z' }),
];

const accounts = [{ id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda', company_id: 'co-1' }];

/** The calls every 'Divergências' test answers the same way (summary and pickers). */
export const divergenceAnswers = {
  'GET reconciliation/divergences/summary': () => json(summary),
  'GET reconciliation/accounts/options': () => json(accounts),
  'GET reconciliation/companies': () => list([{ id: 'co-1', name: 'Originadora Demo Ltda' }]),
  'GET domains/acquirers': () => list([]),
  'GET creditors': () => list([]),
};

/** The list calls among the calls seen. */
export const divergenceListCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/divergences');
