import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PartnersListPage = lazy(() => import('./pages/PartnersListPage'));
const PartnerCreatePage = lazy(() => import('./pages/PartnerCreatePage'));
const PartnerEditPage = lazy(() => import('./pages/PartnerEditPage'));

/** /app/partners (admin-only root): list, create, edit?id=. */
export const routes: RouteObject[] = [
  { index: true, element: <PartnersListPage /> },
  { path: 'create', element: <PartnerCreatePage /> },
  { path: 'edit', element: <PartnerEditPage /> },
];
