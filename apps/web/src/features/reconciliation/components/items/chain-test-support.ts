import { bankItemResponseSchema, itemChainResponseSchema, scheduleItemDetailResponseSchema, type BankItem, type ItemChain, type ScheduleItem, type ScheduleItemDetail } from '@lastro/domain';

// The drawers' answers the tests share, checked by the contract's response schemas.

export function bankItem(overrides: Partial<BankItem> = {}): BankItem {
  return bankItemResponseSchema.parse({
    id: 'b0000000-0000-4000-8000-000000000001',
    creditor_id: 'c0000000-0000-4000-8000-000000000001',
    creditor_name: 'Fornecedor Demo Ltda',
    company: { id: 'co-1', name: 'Originadora Demo Ltda' },
    account: { id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda' },
    date: '2026-01-06',
    acquirer: { document: '01027058000191', name: 'Cielo' },
    expected: '1500.00',
    settled: '1400.00',
    credited: '1400.00',
    credited_date: '2026-01-06',
    credited_late: false,
    diff_settled: '-100.00',
    diff_credited: '0.00',
    status: 'conciliada',
    waiting_reason: null,
    see_agenda: true,
    divergence_types: [],
    match: { id: 'm-1', kind: 'automatica', from_suggestion: false, by_name: null, at: '2026-01-06T12:00:00.000Z', justification: null },
    suggestion: null,
    ...overrides,
  });
}

/** A UR's chain as a creditor user sees it: its effect and settlement in full, another creditor's effect and the UR's other payments summed. */
export function sampleChain(): ItemChain {
  return itemChainResponseSchema.parse({
    unit: {
      key: '01027058000191:11222333000181:VCC:2026-01-05',
      acquirer: { document: '01027058000191', name: 'Cielo' },
      merchant: { name: 'Padaria Central', document: '11222333000181' },
      arrangement: { code: 'VCC', name: 'Visa Crédito' },
      settlement_date: '2026-01-05',
      constituted: true,
      constituted_total: '2000.00',
      committed: '1500.00',
      free: '500.00',
      settled: '1900.00',
    },
    effects: [
      {
        contract_identifier: 'CT-1',
        deal_id: 'deal-1',
        code: 'C-0001',
        creditor_name: 'Fornecedor Demo Ltda',
        priority: 1,
        onerated: '1600.00',
        applied: '1500.00',
        frozen_at: '2026-01-04T09:10:00.000Z',
        status: 'aplicado',
        account: { id: 'acc-1', label: '341 Itaú · ag 0001 · cc 12345-6 — Originadora Demo Ltda' },
      },
    ],
    other_effects: { label: 'Outros efeitos', applied: '250.00' },
    settlements: [{ beneficiary: '11222333000181', account: '341 · ag 0001 · cc 12345-6', expected_date: '2026-01-05', effective_date: '2026-01-06', amount: '1400.00', contract_identifier: 'CT-1' }],
    other_settlements: { label: 'Demais pagamentos da UR', amount: '500.00' },
  });
}

/** 'Detalhe da UR' of `item`: the creditor's effect, another creditor's summed, a settlement and the credited line. */
export function scheduleDetail(item: ScheduleItem, overrides: Partial<ScheduleItemDetail> = {}): ScheduleItemDetail {
  return scheduleItemDetailResponseSchema.parse({
    item,
    chain: sampleChain(),
    bank_item: bankItem(),
    credited: [{ id: '77', file_id: 'f-1', file_name: 'extrato-janeiro.ofx', posted_date: '2026-01-06', description: 'CIELO REPASSE', document_id: 'DOC-9', amount: '1400.00' }],
    ...overrides,
  });
}
