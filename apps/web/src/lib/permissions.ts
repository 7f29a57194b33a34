import { useQuery } from '@tanstack/react-query';
import { can, canAny, type PermissionAction, type PermissionEntry, type PermissionSlug } from '@lastro/domain';
import { api } from './api';
import { useSession } from './session';

export const permissionsQueryKey = ['profile', 'permissions'] as const;

/** The signed-in account's permissions; admins hold every permission without a fetch. */
export function usePermissions() {
  const session = useSession();
  const query = useQuery({
    queryKey: [...permissionsQueryKey, session?.user.accountId],
    queryFn: () => api.get<PermissionEntry[]>('account', 'profile'),
    enabled: Boolean(session && !session.isAdmin),
    staleTime: 60_000,
  });
  const isAdmin = Boolean(session?.isAdmin);
  const permissions = query.data ?? [];
  return {
    isAdmin,
    loading: !isAdmin && query.isPending,
    can: (slug: PermissionSlug, action: PermissionAction) => isAdmin || can(permissions, slug, action),
    canAny: (slugs: readonly PermissionSlug[], action?: PermissionAction) =>
      isAdmin || canAny(permissions, [...slugs], action),
  };
}
