import { useQuery } from '@tanstack/react-query';
import { PERMISSION_LIST_LIMIT, resourceTypeOfProfile } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { Resource } from '../types';
import { accessKeys } from './keys';

/** GET domains/user-resource?limit=200&type=1|2 (1 platform profile, 2 Fornecedor). */
export const getResources = (type: 1 | 2) =>
  api.get<ListResult<Resource>>('domain', 'domains/user-resource', { query: { limit: PERMISSION_LIST_LIMIT, type } });

export function useResources(platformProfile: boolean) {
  const type = resourceTypeOfProfile(platformProfile);
  return useQuery({
    queryKey: [...accessKeys.resources, type],
    queryFn: () => getResources(type),
    select: (data) => data.results,
    staleTime: 5 * 60_000,
  });
}
