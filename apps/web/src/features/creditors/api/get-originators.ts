import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { Originator } from '../types';
import { creditorKeys } from './keys';

/** GET parceiro/originador?creditor_id=&backoffice=true (token sent without "Bearer", as the spec's calls do). */
export function getOriginators(creditorId: string, paging: ListParams & { name?: string }) {
  return api.get<ListResult<Originator>>('general', 'parceiro/originador', {
    query: { creditor_id: creditorId, backoffice: true, ...paging },
    rawToken: true,
  });
}

export function useOriginators(creditorId: string, paging: ListParams & { name?: string }) {
  return useQuery({
    queryKey: [...creditorKeys.originators(creditorId), paging],
    queryFn: () => getOriginators(creditorId, paging),
    placeholderData: keepPreviousData,
    enabled: Boolean(creditorId),
  });
}
