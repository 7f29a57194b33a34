import { useMutation } from '@tanstack/react-query';
import type { InvitationAccepted } from '@lastro/domain';
import { api } from '../../../lib/api';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** POST invitations/{token}/accept {password} (public): the link works once. */
export const acceptInvitation = (token: string, password: string) =>
  api.post<InvitationAccepted>('account', `invitations/${encodeURIComponent(token)}/accept`, { password }, { skipAuthRedirect: true });

export function useAcceptInvitation() {
  return useMutation({ meta: SILENT, mutationFn: ({ token, password }: { token: string; password: string }) => acceptInvitation(token, password) });
}
