import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AuditPage = lazy(() => import('./pages/AuditPage'));

/** /app/audit (admin-only root): 'Auditoria'. */
export const routes: RouteObject[] = [{ index: true, element: <AuditPage /> }];
