import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Paging, User, UserFilters } from '../types';
import { accessKeys } from './keys';

/** GET users/search?type=Backoffice: the platform users. */
export const searchPlatformUsers = (filters: UserFilters, paging: Paging) =>
  api.get<ListResult<User>>('account', 'users/search', { query: { type: 'Backoffice', ...filters, ...paging } });

export function usePlatformUsers(filters: UserFilters, paging: Paging, enabled = true) {
  return useQuery({
    queryKey: [...accessKeys.users, 'platform', filters, paging],
    queryFn: () => searchPlatformUsers(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}
