import { lazy } from 'react';

/** BarChartView, in its own chunk: a screen's first paint does not wait for the charts library. */
export const LazyBarChart = lazy(() => import('./BarChartView'));
