import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const SampleItemsListPage = lazy(() => import('./pages/SampleItemsListPage'));
const SampleItemFormPage = lazy(() => import('./pages/SampleItemFormPage'));

/** /app/sample-items (admin-only root): list, create, edit?id=. */
export const routes: RouteObject[] = [
  { index: true, element: <SampleItemsListPage /> },
  { path: paths.sampleItems.create.segment, element: <SampleItemFormPage /> },
  { path: paths.sampleItems.edit.segment, element: <SampleItemFormPage edit /> },
];
