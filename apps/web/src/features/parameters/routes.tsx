import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const ParametersPage = lazy(() => import('./pages/ParametersPage'));
const EditRegisterPage = lazy(() => import('./pages/EditRegisterPage'));

/** /app/parameters: the tabs, and the edit page of an acquirer, arrangement or bank. */
export const routes: RouteObject[] = [
  { index: true, element: <ParametersPage /> },
  { path: paths.parameters.edit.segment, element: <EditRegisterPage /> },
];
