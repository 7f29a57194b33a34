import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';

function FeatureRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A feature's route table loaded on first visit (its own chunk). Unknown paths inside
 * a feature go home (spec 2.2). Built once per feature at module load, not during render.
 */
export function lazyFeature(load: () => Promise<{ routes: RouteObject[] }>): ComponentType {
  return lazy(async () => {
    const { routes } = await load();
    const table: RouteObject[] = [...routes, { path: '*', element: <Navigate to="/app" replace /> }];
    return { default: () => <FeatureRoutes routes={table} /> };
  });
}
