import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { Partner, PartnerFilters } from '../types';
import { partnerKeys } from './keys';

/** GET partners (name, offset, limit). */
export function getPartners(filters: PartnerFilters, paging: ListParams) {
  return api.get<ListResult<Partner>>('general', 'partners', { query: { ...filters, ...paging } });
}

export function usePartners(filters: PartnerFilters, paging: ListParams) {
  return useQuery({
    queryKey: [...partnerKeys.all, 'list', filters, paging],
    queryFn: () => getPartners(filters, paging),
    placeholderData: keepPreviousData,
  });
}
