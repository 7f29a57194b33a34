import type { ScheduleAnalyticalItem } from '@lastro/domain';

/** One bar group of the chart: a month and an acquirer. */
export interface ChartBucket {
  key: string;
  /** 'YYYY-MM' */
  month: string;
  acquirer: string;
  label: string;
  total: number;
  committed: number;
  free: number;
  settled: number;
}

/** The chart's filter on the analytical table. */
export type ChartFilter = { month: string; acquirer: string } | null;

const cents = (value: number) => Math.round(value * 100);

/** Sums the analytical rows per month and acquirer (in cents, to add money exactly), months in order. */
export function bucketsOf(rows: readonly ScheduleAnalyticalItem[]): ChartBucket[] {
  const byKey = new Map<string, { month: string; acquirer: string; total: number; committed: number; free: number; settled: number }>();
  for (const r of rows) {
    const month = r.settlement_date.slice(0, 7);
    const key = `${month}|${r.acquirer_name}`;
    const b = byKey.get(key) ?? { month, acquirer: r.acquirer_name, total: 0, committed: 0, free: 0, settled: 0 };
    b.total += cents(r.amount_total);
    b.committed += cents(r.amount_committed);
    b.free += cents(r.amount_available);
    b.settled += cents(r.amount_settled);
    byKey.set(key, b);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, b]) => ({
      key,
      month: b.month,
      acquirer: b.acquirer,
      label: `${b.month.slice(5, 7)}/${b.month.slice(0, 4)} · ${b.acquirer}`,
      total: b.total / 100,
      committed: b.committed / 100,
      free: b.free / 100,
      settled: b.settled / 100,
    }));
}

export const matchesFilter = (row: ScheduleAnalyticalItem, filter: ChartFilter) =>
  !filter || (row.settlement_date.startsWith(filter.month) && row.acquirer_name === filter.acquirer);
