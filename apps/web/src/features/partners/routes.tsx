import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const PartnersListPage = lazy(() => import('./pages/PartnersListPage'));
const PartnerCreatePage = lazy(() => import('./pages/PartnerCreatePage'));
const PartnerEditPage = lazy(() => import('./pages/PartnerEditPage'));

/** /app/partners (admin-only root): list, create, edit?id=. */
export const routes: RouteObject[] = [
  { index: true, element: <PartnersListPage /> },
  { path: paths.partners.create.segment, element: <PartnerCreatePage /> },
  { path: paths.partners.edit.segment, element: <PartnerEditPage /> },
];
