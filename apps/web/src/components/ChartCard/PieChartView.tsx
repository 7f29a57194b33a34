import { PieChart } from '@mui/x-charts/PieChart';

export interface PieSlice {
  label: string;
  value: number;
  color?: string;
}

export interface PieChartViewProps {
  slices: readonly PieSlice[];
  /** What the tooltip says of a slice's value (default the number in pt-BR). */
  format?: (value: number) => string;
  /** A click on a slice: its index. */
  onSelect: (index: number) => void;
  height?: number;
}

/** A donut of counts, pt-BR in the tooltip; a click hands the slice to the screen. Loaded on demand: `LazyPieChart`. */
export default function PieChartView({ slices, format = (v) => v.toLocaleString('pt-BR'), onSelect, height = 280 }: PieChartViewProps) {
  return (
    <PieChart
      height={height}
      series={[
        {
          innerRadius: 60,
          data: slices.map((s, id) => ({ id, label: s.label, value: s.value, color: s.color })),
          valueFormatter: (item) => format(item.value),
        },
      ]}
      onItemClick={(_event, item) => onSelect(item.dataIndex)}
    />
  );
}
