import { lazy, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';

const cache = new Map<() => Promise<{ routes: RouteObject[] }>, React.ComponentType>();

/** Loads a feature's route table on first visit (its own chunk) and renders it. */
export function LazyFeature({ load }: { load: () => Promise<{ routes: RouteObject[] }> }) {
  const Component = useMemo(() => {
    let c = cache.get(load);
    if (!c) {
      c = lazy(async () => {
        const { routes } = await load();
        // Unknown paths inside a feature go home (spec 2.2).
        const table: RouteObject[] = [...routes, { path: '*', element: <Navigate to="/app" replace /> }];
        return { default: () => useRoutes(table) };
      });
      cache.set(load, c);
    }
    return c;
  }, [load]);
  return <Component />;
}
