import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const RegisteredContractsPage = lazy(() => import('./pages/RegisteredContractsPage'));

/** /app/registered-contracts: the look-up of a contract at the registry (admin-only menu item). */
export const routes: RouteObject[] = [{ index: true, element: <RegisteredContractsPage /> }];
