import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_USER_DEFAULTS, type CreditorUser, type PlatformUserCreate, type UserCreated } from '@lastro/domain';
import { api } from '../../../lib/api';
import { accessKeys } from './keys';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** POST users: a platform user (origin '2', type '3', with a first password). */
export const createPlatformUser = (input: PlatformUserCreate) =>
  api.post<UserCreated>('account', 'users', { ...input, ...PLATFORM_USER_DEFAULTS });

/** POST users: a creditor user, `id` being its creditor (personId); the invitation sets the password. */
export const createCreditorUser = (creditorId: string, input: CreditorUser) =>
  api.post<UserCreated>('account', 'users', { ...input, origin: '2', type: '2', id: creditorId });

export function useCreatePlatformUser() {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: createPlatformUser,
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.users }),
  });
}

export function useCreateCreditorUser() {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ creditorId, input }: { creditorId: string; input: CreditorUser }) => createCreditorUser(creditorId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.users }),
  });
}
