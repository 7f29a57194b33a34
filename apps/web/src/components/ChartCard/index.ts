export { ChartCard } from './ChartCard';
export type { ChartCardProps, ChartData } from './ChartCard';
export { LazyBarChart } from './LazyBarChart';
export type { BarChartViewProps, BarSeries } from './BarChartView';
export { LazyPieChart } from './LazyPieChart';
export type { PieChartViewProps, PieSlice } from './PieChartView';
