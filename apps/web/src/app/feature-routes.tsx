import type { RouteObject } from 'react-router';

/**
 * The routes each feature contributes under /app/<root>. A feature module exports
 * `routes: RouteObject[]` (paths relative to its root: index, 'create', 'edit', ...)
 * from features/<module>/routes.tsx and is wired here, lazily, so every module is its
 * own chunk. A root without a feature yet shows the "em construção" page.
 */
export interface FeatureRoot {
  /** Path under /app. */
  path: string;
  /** Admin-only roots redirect non-admins to /app. */
  adminOnly?: boolean;
  load?: () => Promise<{ routes: RouteObject[] }>;
}

export const FEATURE_ROOTS: FeatureRoot[] = [
  { path: 'access', load: () => import('../features/access/routes') },
  { path: 'creditors', adminOnly: true, load: () => import('../features/creditors/routes') },
  { path: 'schedules' },
  { path: 'appointments' },
  { path: 'merchants' },
  { path: 'import-merchants' },
  { path: 'import-appointments' },
  { path: 'import-smoke-appointments' },
  { path: 'change-deals' },
  { path: 'docs', adminOnly: true },
  { path: 'partners', adminOnly: true, load: () => import('../features/partners/routes') },
  { path: 'parameters', load: () => import('../features/parameters/routes') },
  { path: 'registered-contracts' },
  { path: 'conciliation-schedule' },
  { path: 'conciliation-extract' },
  { path: 'conciliation-bank' },
  { path: 'conciliation-consult' },
  { path: 'conciliation-company' },
  { path: 'conciliation-monitoring' },
  { path: 'monitoring-report', adminOnly: true },
];
