import { describe, expect, it } from 'vitest';
import type { ScheduleAnalyticalItem } from '@lastro/domain';
import { bucketsOf, matchesFilter } from './chart-data';

const unit = (settlement_date: string, acquirer_name: string, total: number, committed: number, settled = 0): ScheduleAnalyticalItem => ({
  settlement_date,
  merchant_name: 'Loja',
  merchant_document_number: '11444777000161',
  acquirer_name,
  acquirer_document: acquirer_name,
  arrangement_name: 'Visa Crédito',
  arrangement_code: 'VCC',
  amount_total: total,
  amount_committed: committed,
  amount_available: Math.round((total - committed - settled) * 100) / 100,
  amount_settled: settled,
});

describe('schedule chart buckets', () => {
  const rows = [
    // Paid by the registry already: all settled, neither committed nor free.
    unit('2026-12-01', 'Cielo', 0.1, 0, 0.1),
    unit('2026-12-15', 'Cielo', 0.2, 0.05),
    unit('2026-12-15', 'Rede', 10, 10),
    unit('2027-01-04', 'Cielo', 5.55, 1.11),
  ];

  it('sums exactly (in cents) per month and acquirer, months in order', () => {
    const buckets = bucketsOf(rows);
    expect(buckets.map((b) => b.label)).toEqual(['12/2026 · Cielo', '12/2026 · Rede', '01/2027 · Cielo']);
    expect(buckets[0]).toMatchObject({ month: '2026-12', acquirer: 'Cielo', total: 0.3, committed: 0.05, free: 0.15, settled: 0.1 });
    expect(buckets[2]).toMatchObject({ total: 5.55, committed: 1.11, free: 4.44, settled: 0 });
    for (const b of buckets) expect(Math.round(b.total * 100)).toBe(Math.round((b.committed + b.free + b.settled) * 100));
  });

  it('a chosen bar keeps only its month and acquirer', () => {
    const filter = { month: '2026-12', acquirer: 'Cielo' };
    expect(rows.filter((r) => matchesFilter(r, filter)).map((r) => r.settlement_date)).toEqual(['2026-12-01', '2026-12-15']);
    expect(rows.filter((r) => matchesFilter(r, null))).toHaveLength(4);
  });
});
