import { MESSAGES } from '@lastro/domain';
import { toastApiError, useToast } from '../../../components';
import { useResendInvite, useUnlockAccount } from '../api/account-actions';
import { useInactivateUser } from '../api/inactivate-user';
import type { User } from '../types';

const M = MESSAGES.access;

/** Inativar, Desbloquear and resend invite with their toasts (errors show the server's first message). */
export function useUserActions(kind: 'platform' | 'creditor') {
  const toast = useToast();
  const inactivate = useInactivateUser(kind);
  const unlock = useUnlockAccount();
  const resend = useResendInvite();

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };

  return {
    inactivate: (user: User) => run(() => inactivate.mutateAsync(user.id), M.inactivated),
    unlock: (user: User) => run(() => unlock.mutateAsync(user.email), M.unlocked).catch(() => undefined),
    resendInvite: (user: User) =>
      run(
        () => resend.mutateAsync({ email: user.email, primary: user.conta_principal }),
        user.conta_principal ? M.inviteResent : M.emailResent,
      ).catch(() => undefined),
  };
}
