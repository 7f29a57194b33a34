import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@lastro/domain';
import { api } from '../../../lib/api';

/** GET invitations/{token} (public): whether the link is still valid, and for whom. */
export const getInvitation = (token: string) =>
  api.get<Invitation>('account', `invitations/${encodeURIComponent(token)}`, { skipAuthRedirect: true });

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token!),
    enabled: Boolean(token),
    retry: false,
    // The page shows its own 'invalid or expired' message.
    meta: { silent: true },
  });
}
