import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformUserUpdate } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { User } from '../types';
import { accessKeys } from './keys';

/** The screens report this call's failures themselves (no second, global toast). */
const SILENT = { silent: true };

/** PATCH users/{id}: user_name, email, phone_number, profile_id. */
export const updateUser = (id: string, input: PlatformUserUpdate) =>
  api.patch<User>('account', `users/${encodeURIComponent(id)}`, input);

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ id, input }: { id: string; input: PlatformUserUpdate }) => updateUser(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.users }),
  });
}
