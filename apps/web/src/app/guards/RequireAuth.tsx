import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

/** Unsigned users go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** Signed-in users never see the login page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/app" replace />;
  return <>{children}</>;
}

/** Admin-only routes send everyone else home. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.isAdmin) return <Navigate to="/app" replace />;
  return <>{children}</>;
}
