import type { ReactNode } from 'react';
import { NoAccess } from '../../components/NoAccess';
import { usePermissions } from '../../lib/permissions';
import { canOpenRoute } from '../menu';
import { PageLoading } from '../pages/PageLoading';

/** A module the user holds no permission for shows the no-access view (spec 1, 2.2). */
export default function RequirePermission({ path, children }: { path: string; children: ReactNode }) {
  const { isAdmin, canAny, loading } = usePermissions();
  if (loading) return <PageLoading />;
  if (!canOpenRoute(path, isAdmin, canAny)) return <NoAccess />;
  return <>{children}</>;
}
