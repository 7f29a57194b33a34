import { BarChart } from '@mui/x-charts/BarChart';
import { formatCurrency, formatCurrencyCompact } from '@lastro/domain';

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** Series with the same stack id pile up. */
  stack?: string;
  color?: string;
}

export interface BarChartViewProps {
  /** One category a bar (or a group of bars). */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Bars along the x axis (default) or the y axis. */
  horizontal?: boolean;
  /** What the tooltip adds after the amount of a bar (e.g. its count). */
  tooltipExtra?: (categoryIndex: number, seriesIndex: number) => string;
  /** A click on a bar: the index of its category and of its series. */
  onSelect: (categoryIndex: number, seriesIndex: number) => void;
  height?: number;
  /** One colour per category (a band coloured by what it means), over the series' colour; the screen then draws the legend of those colours. */
  categoryColors?: readonly string[];
}

const money = (v: number | null) => formatCurrency(v ?? 0);

/**
 * Bars of amounts in reais, pt-BR on the axis and in the tooltip; a click on a bar hands its
 * category and series to the screen, which applies them as filters. Loaded on demand (a chart is
 * heavy): `LazyBarChart`.
 */
export default function BarChartView({ categories, series, horizontal = false, tooltipExtra, onSelect, height = 280, categoryColors }: BarChartViewProps) {
  const colorMap = categoryColors ? { colorMap: { type: 'ordinal' as const, values: [...categories], colors: [...categoryColors] } } : {};
  const band = [{ scaleType: 'band' as const, data: [...categories], tickLabelStyle: { fontSize: 10 }, ...colorMap }];
  const amount = [{ width: 90, valueFormatter: money }];
  return (
    <BarChart
      height={height}
      hideLegend={categoryColors !== undefined}
      layout={horizontal ? 'horizontal' : 'vertical'}
      // Along x, full amounts at the default tick count overflow the space between ticks and are cut to nothing:
      // fewer ticks, abbreviated; the tooltip keeps the full amount.
      xAxis={
        horizontal
          ? [{ tickNumber: 3, tickLabelStyle: { fontSize: 10 }, valueFormatter: (v: number | null, ctx: { location: string }) => (ctx.location === 'tick' ? formatCurrencyCompact(v ?? 0) : money(v)) }]
          : band
      }
      yAxis={horizontal ? band.map((b) => ({ ...b, width: 140 })) : amount}
      series={series.map((s, seriesIndex) => ({
        id: `s${seriesIndex}`,
        label: s.label,
        data: [...s.values],
        stack: s.stack,
        color: s.color,
        valueFormatter: (v: number | null, { dataIndex }: { dataIndex: number }) =>
          tooltipExtra ? `${money(v)} · ${tooltipExtra(dataIndex, seriesIndex)}` : money(v),
      }))}
      onItemClick={(_event, item) => onSelect(item.dataIndex, Number(String(item.seriesId).slice(1)))}
    />
  );
}
