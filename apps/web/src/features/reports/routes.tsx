import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ReportsPage = lazy(() => import('./pages/ReportsPage'));

/** /app/reports: 'Relatórios' with the tab 'PREVISÃO DE LIQUIDAÇÃO'. */
export const routes: RouteObject[] = [{ index: true, element: <ReportsPage /> }];
