import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { SampleItem, SampleItemFilters } from '../types';
import { sampleItemKeys } from './keys';

/** GET sample-items (name, offset, limit, <key>Order). */
export function getSampleItems(filters: SampleItemFilters, paging: ListParams) {
  return api.get<ListResult<SampleItem>>('general', 'sample-items', { query: { ...filters, ...paging } });
}

export function useSampleItems(filters: SampleItemFilters, paging: ListParams) {
  return useQuery({
    queryKey: [...sampleItemKeys.all, 'list', filters, paging],
    queryFn: () => getSampleItems(filters, paging),
    placeholderData: keepPreviousData,
  });
}
