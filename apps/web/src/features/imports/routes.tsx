import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ImportMerchantsPage = lazy(() => import('./pages/ImportMerchantsPage'));
const ImportCommitmentsPage = lazy(() => import('./pages/ImportCommitmentsPage'));
const ImportSmokeCommitmentsPage = lazy(() => import('./pages/ImportSmokeCommitmentsPage'));
const ChangeDealsPage = lazy(() => import('./pages/ChangeDealsPage'));

/** /app/import-merchants */
export const importMerchantsRoutes: RouteObject[] = [{ index: true, element: <ImportMerchantsPage /> }];
/** /app/import-appointments */
export const importCommitmentsRoutes: RouteObject[] = [{ index: true, element: <ImportCommitmentsPage /> }];
/** /app/import-smoke-appointments (admin-only menu item) */
export const importSmokeCommitmentsRoutes: RouteObject[] = [{ index: true, element: <ImportSmokeCommitmentsPage /> }];
/** /app/change-deals */
export const changeDealsRoutes: RouteObject[] = [{ index: true, element: <ChangeDealsPage /> }];
