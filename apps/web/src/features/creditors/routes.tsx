import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CreditorsListPage = lazy(() => import('./pages/CreditorsListPage'));
const CreditorCreatePage = lazy(() => import('./pages/CreditorCreatePage'));
const CreditorEditPage = lazy(() => import('./pages/CreditorEditPage'));

/** /app/creditors (admin-only root): list, create, edit?id=&tab=. */
export const routes: RouteObject[] = [
  { index: true, element: <CreditorsListPage /> },
  { path: 'create', element: <CreditorCreatePage /> },
  { path: 'edit', element: <CreditorEditPage /> },
];
