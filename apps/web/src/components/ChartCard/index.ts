export { ChartCard } from './ChartCard';
export type { ChartCardProps, ChartData } from './ChartCard';
export { LazyBarChart } from './LazyBarChart';
export type { BarChartViewProps, BarSeries } from './BarChartView';
