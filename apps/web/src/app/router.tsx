import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useNavigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { AdminOnly, PublicOnly, RequireAuth } from './guards/RequireAuth';
import { FEATURE_ROOTS } from './feature-routes';
import { lazyFeature } from './LazyFeature';
import { PageLoading } from './pages/PageLoading';
import { loadAppShell } from './preload';

// Only what the sign-in page needs is loaded up front: the signed-in frame (menu, bell,
// toasts, tables) and every page are chunks of their own.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const AppShell = lazy(loadAppShell);
const HomePage = lazy(() => import('./pages/HomePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));
const InvitationPage = lazy(() => import('./pages/InvitationRoute'));
const OnboardingPage = lazy(() => import('./pages/OnboardingRoute'));
// Permissions are read only once signed in (react-query and the no-access view come with it).
const RequirePermission = lazy(() => import('./guards/RequirePermission'));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** The sign-in page inside the app (after a sign-out, or an address that needs a session): on to /app once signed in. */
function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => navigate(paths.home.path, { replace: true })} />;
}

const featureRoutes: RouteObject[] = FEATURE_ROOTS.map((root) => {
  const Feature = root.load ? lazyFeature(root.load) : null;
  const content = (
    <RequirePermission path={`/app/${root.path}`}>{Feature ? <Feature /> : <UnderConstructionPage />}</RequirePermission>
  );
  return { path: `${root.path}/*`, element: root.adminOnly ? <AdminOnly>{content}</AdminOnly> : content };
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.home.path} replace /> },
  { path: paths.login.path, element: <PublicOnly>{loading(<LoginRoute />)}</PublicOnly> },
  { path: paths.invitation.path, element: loading(<InvitationPage />) },
  { path: paths.onboarding.path, element: loading(<OnboardingPage />) },
  {
    path: paths.home.path,
    element: <RequireAuth>{loading(<AppShell />)}</RequireAuth>,
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
