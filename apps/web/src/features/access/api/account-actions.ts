import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse as Message } from '@lastro/domain';
import { api } from '../../../lib/api';
import { accessKeys } from './keys';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** POST accounts/change-password {newPassword, email}. */
export const changePassword = (email: string, newPassword: string) =>
  api.post<Message>('account', 'accounts/change-password', { email, newPassword });

/** POST accounts/unlockout {email}. */
export const unlockAccount = (email: string) => api.post<Message>('account', 'accounts/unlockout', { email });

/** Resend invite: accounts/send-token for a primary account, creditors/secundary-account/send-token otherwise. */
export const resendInvite = (email: string, primary: boolean) =>
  primary
    ? api.post<Message>('account', 'accounts/send-token', { email })
    : api.post<Message>('creditor', 'creditors/secundary-account/send-token', { email });

export function useChangePassword() {
  return useMutation({ meta: SILENT, mutationFn: ({ email, password }: { email: string; password: string }) => changePassword(email, password) });
}

export function useUnlockAccount() {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: unlockAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.users }),
  });
}

export function useResendInvite() {
  return useMutation({ meta: SILENT, mutationFn: ({ email, primary }: { email: string; primary: boolean }) => resendInvite(email, primary) });
}
