import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Paging, ProfileAccount, ProfileAccountFilters } from '../types';
import { accessKeys } from './keys';

/** GET domains/profiles/accounts?profile_id= (name, email, active). */
export const getProfileAccounts = (profileId: number, filters: ProfileAccountFilters, paging: Paging) =>
  api.get<ListResult<ProfileAccount>>('domain', 'domains/profiles/accounts', {
    query: { profile_id: profileId, ...filters, ...paging },
  });

export function useProfileAccounts(profileId: number, filters: ProfileAccountFilters, paging: Paging) {
  return useQuery({
    queryKey: [...accessKeys.profiles, 'accounts', profileId, filters, paging],
    queryFn: () => getProfileAccounts(profileId, filters, paging),
    placeholderData: keepPreviousData,
  });
}
