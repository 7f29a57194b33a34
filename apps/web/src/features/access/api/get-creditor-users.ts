import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { Paging, User, UserFilters } from '../types';
import { accessKeys } from './keys';

/** GET creditors/{id}/access: the users of a creditor. */
export const getCreditorUsers = (creditorId: string, filters: UserFilters, paging: Paging) =>
  api.get<ListResult<User>>('creditor', `creditors/${encodeURIComponent(creditorId)}/access`, {
    query: { ...filters, ...paging },
  });

export function useCreditorUsers(creditorId: string | null, filters: UserFilters, paging: Paging) {
  return useQuery({
    queryKey: [...accessKeys.users, 'creditor', creditorId, filters, paging],
    queryFn: () => getCreditorUsers(creditorId!, filters, paging),
    placeholderData: keepPreviousData,
    enabled: Boolean(creditorId),
  });
}
