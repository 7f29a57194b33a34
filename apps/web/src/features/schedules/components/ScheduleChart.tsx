import { BarChart } from '@mui/x-charts/BarChart';
import { MESSAGES, formatCurrency } from '@lastro/domain';
import type { ChartBucket, ChartFilter } from './chart-data';

const M = MESSAGES.schedules;

export interface ScheduleChartProps {
  buckets: ChartBucket[];
  onSelect: (filter: ChartFilter) => void;
}

/** Total, committed, free and settled per month and acquirer; a click on a bar filters the analytical table. */
export default function ScheduleChart({ buckets, onSelect }: ScheduleChartProps) {
  return (
    <BarChart
      height={320}
      dataset={buckets.map((b) => ({ label: b.label, total: b.total, committed: b.committed, free: b.free, settled: b.settled }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[{ width: 90, valueFormatter: (v: number | null) => formatCurrency(v ?? 0) }]}
      series={[
        { dataKey: 'total', label: M.totalColumn, valueFormatter: (v) => formatCurrency(v ?? 0) },
        { dataKey: 'committed', label: M.committedColumn, valueFormatter: (v) => formatCurrency(v ?? 0) },
        { dataKey: 'free', label: M.availableColumn, valueFormatter: (v) => formatCurrency(v ?? 0) },
        { dataKey: 'settled', label: M.settledColumn, valueFormatter: (v) => formatCurrency(v ?? 0) },
      ]}
      onItemClick={(_, item) => {
        const bucket = buckets[item.dataIndex];
        if (bucket) onSelect({ month: bucket.month, acquirer: bucket.acquirer });
      }}
    />
  );
}
