import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Paging, Profile, ProfileFilters } from '../types';
import { accessKeys } from './keys';

/** GET domains/profiles (name, is_lastro, active). */
export const getProfiles = (filters: Partial<ProfileFilters>, paging: Paging) =>
  api.get<ListResult<Profile>>('domain', 'domains/profiles', { query: { ...filters, ...paging } });

export function useProfiles(filters: ProfileFilters, paging: Paging) {
  return useQuery({
    queryKey: [...accessKeys.profiles, 'list', filters, paging],
    queryFn: () => getProfiles(filters, paging),
    placeholderData: keepPreviousData,
  });
}

/** Active profiles of a type for the user forms (non-admins get Fornecedor ones without 'Administrador Fornecedor'). */
export function useSelectableProfiles(platform: boolean) {
  return useQuery({
    queryKey: [...accessKeys.profiles, 'selectable', platform],
    queryFn: () => getProfiles({ is_lastro: String(platform), active: 'true' }, { offset: 0, limit: 999 }),
    select: (data) => data.results.filter((p) => p.active && p.is_lastro === platform),
  });
}
