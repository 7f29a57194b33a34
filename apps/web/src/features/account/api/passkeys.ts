import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@lastro/domain';
import { api } from '../../../lib/api';
import { registerPasskey } from '../../../lib/passkeys';

const KEY = ['account', 'me', 'passkeys'] as const;

/** GET accounts/me/passkeys: the caller's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<Passkey[]>('account', 'accounts/me/passkeys') });
}

/** Creates a passkey on this device (the browser's prompt) and registers it with its name. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => registerPasskey(name),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'me'] }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>('account', `accounts/me/passkeys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'me'] }),
  });
}
