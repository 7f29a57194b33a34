import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { AdminOnly, PublicOnly, RequireAuth } from './guards/RequireAuth';
import { FEATURE_ROOTS } from './feature-routes';
import { lazyFeature } from './LazyFeature';
import { AppShell } from './layout/AppShell';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const HomePage = lazy(() => import('./pages/HomePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));
const InvitationPage = lazy(() => import('./pages/InvitationRoute'));

const featureRoutes: RouteObject[] = FEATURE_ROOTS.map((root) => {
  const Feature = root.load ? lazyFeature(root.load) : null;
  const content = Feature ? <Feature /> : <UnderConstructionPage />;
  return { path: `${root.path}/*`, element: root.adminOnly ? <AdminOnly>{content}</AdminOnly> : content };
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.home.path} replace /> },
  {
    path: paths.login.path,
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  { path: paths.invitation.path, element: <InvitationPage /> },
  {
    path: paths.home.path,
    element: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...featureRoutes,
      { path: paths.notFound.segment, element: <NotFoundPage /> },
      // Unknown private paths go home.
      { path: '*', element: <Navigate to={paths.home.path} replace /> },
    ],
  },
  // Any other public path goes to the login (which sends signed-in users on to /app).
  { path: '*', element: <Navigate to={paths.login.path} replace /> },
];

export const router = createBrowserRouter(routes);
