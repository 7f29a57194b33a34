import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MyAccountPage = lazy(() => import('./pages/MyAccountPage'));

/** /app/minha-conta: the signed-in account's second factor and sessions. */
export const routes: RouteObject[] = [{ index: true, element: <MyAccountPage /> }];
