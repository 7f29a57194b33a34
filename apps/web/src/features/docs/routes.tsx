import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DocsPage = lazy(() => import('./pages/DocsPage'));

/** /app/docs (admin-only root): the documents-validation page. */
export const routes: RouteObject[] = [{ index: true, element: <DocsPage /> }];
