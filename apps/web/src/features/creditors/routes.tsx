import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const CreditorsListPage = lazy(() => import('./pages/CreditorsListPage'));
const CreditorCreatePage = lazy(() => import('./pages/CreditorCreatePage'));
const CreditorEditPage = lazy(() => import('./pages/CreditorEditPage'));

/** /app/creditors (admin-only root): list, create, edit?id=&tab=. */
export const routes: RouteObject[] = [
  { index: true, element: <CreditorsListPage /> },
  { path: paths.creditors.create.segment, element: <CreditorCreatePage /> },
  { path: paths.creditors.edit.segment, element: <CreditorEditPage /> },
];
