import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const AccessPage = lazy(() => import('./pages/AccessPage'));
const AccessCreatePage = lazy(() => import('./pages/AccessCreatePage'));
const AccessEditPage = lazy(() => import('./pages/AccessEditPage'));

/** /app/access: the tabs; create?type=...; edit?id=...&type=... */
export const routes: RouteObject[] = [
  { index: true, element: <AccessPage /> },
  { path: paths.access.create.segment, element: <AccessCreatePage /> },
  { path: paths.access.edit.segment, element: <AccessEditPage /> },
];
