import { lazy } from 'react';

/** PieChartView, in its own chunk like LazyBarChart. */
export const LazyPieChart = lazy(() => import('./PieChartView'));
