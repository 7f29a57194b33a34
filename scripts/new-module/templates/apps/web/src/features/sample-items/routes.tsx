import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const SampleItemsListPage = lazy(() => import('./pages/SampleItemsListPage'));
const SampleItemCreatePage = lazy(() => import('./pages/SampleItemCreatePage'));
const SampleItemEditPage = lazy(() => import('./pages/SampleItemEditPage'));

/** /app/sample-items (admin-only root): list, create, edit?id=. */
export const routes: RouteObject[] = [
  { index: true, element: <SampleItemsListPage /> },
  { path: paths.sampleItems.create.segment, element: <SampleItemCreatePage /> },
  { path: paths.sampleItems.edit.segment, element: <SampleItemEditPage /> },
];
