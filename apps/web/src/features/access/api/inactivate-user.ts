import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@lastro/domain';
import { api } from '../../../lib/api';
import { accessKeys } from './keys';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** DELETE users/{id}: the platform users' delete, which inactivates (irreversible). */
export const deleteUser = (id: string) => api.delete<MessageResponse>('account', `users/${encodeURIComponent(id)}`);

/** PATCH accounts/{accountId} {status: 'inativo'}: Inativar a creditor user (irreversible). */
export const inactivateAccount = (accountId: string) =>
  api.patch<MessageResponse>('account', `accounts/${encodeURIComponent(accountId)}`, { status: 'inativo' });

export function useInactivateUser(kind: 'platform' | 'creditor') {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (id: string) => (kind === 'platform' ? deleteUser(id) : inactivateAccount(id)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accessKeys.users });
      void client.invalidateQueries({ queryKey: accessKeys.profiles });
    },
  });
}
