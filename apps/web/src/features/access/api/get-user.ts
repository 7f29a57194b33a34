import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { User } from '../types';
import { accessKeys } from './keys';

/** GET users/{id}. */
export const getUser = (id: string) => api.get<User>('account', `users/${encodeURIComponent(id)}`);

export function useUser(id: string | null) {
  return useQuery({ queryKey: [...accessKeys.users, 'detail', id], queryFn: () => getUser(id!), enabled: Boolean(id) });
}
