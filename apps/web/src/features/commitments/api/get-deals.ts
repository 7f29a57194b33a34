import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { CommitmentFilters, CommitmentListRow, CommitmentRequestFilters, CommitmentRequestRow, DataListResult } from '../types';
import { commitmentKeys } from './keys';

/** The list screens read `results`: the deals answer's `data` under that name. */
const asList = <T,>(body: DataListResult<T>): ListResult<T> => ({ results: body.data, metadata: body.metadata });

/** GET deals?filters (status default todos): COMPROMISSOS. */
export function getDeals(filters: CommitmentFilters, paging: ListParams) {
  return api.get<DataListResult<CommitmentListRow>>('deal', 'deals', { query: { ...filters, ...paging } }).then(asList);
}

export function useDeals(filters: CommitmentFilters, paging: ListParams, enabled = true) {
  return useQuery({
    queryKey: [...commitmentKeys.list, filters, paging],
    queryFn: () => getDeals(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET deals/requests?filters: SOLICITAÇÕES, the commitments waiting for approval. */
export function getDealRequests(filters: CommitmentRequestFilters, paging: ListParams) {
  return api.get<DataListResult<CommitmentRequestRow>>('deal', 'deals/requests', { query: { ...filters, ...paging } }).then(asList);
}

export function useDealRequests(filters: CommitmentRequestFilters, paging: ListParams, enabled = true) {
  return useQuery({
    queryKey: [...commitmentKeys.requests, filters, paging],
    queryFn: () => getDealRequests(filters, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}
