import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProfileDetail } from '../types';
import { accessKeys } from './keys';

/** GET domains/profiles/{id}: the profile with its permissions. */
export const getProfile = (id: number) => api.get<ProfileDetail>('domain', `domains/profiles/${id}`);

export function useProfile(id: number | null) {
  return useQuery({ queryKey: [...accessKeys.profiles, 'detail', id], queryFn: () => getProfile(id!), enabled: id != null });
}
