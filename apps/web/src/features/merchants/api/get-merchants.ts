import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MerchantListRow } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';

export type { MerchantListRow };

/** The filter form's values: 'todos' (and '') stand for no filter. */
export type MerchantFilters = {
  creditor_id: string;
  name: string;
  document: string;
  account_status: string;
  optin_status: string;
  type_person: string;
  active: string;
  partnership: string;
};

export const ALL = 'todos';

export const merchantListKey = ['merchants', 'list'] as const;

/** The form's values as the call's filters: 'todos' and empty values are left out. */
export const merchantQueryOf = (filters: MerchantFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== ALL));

/**
 * GET merchants?filters&view_full_api= (spec 2 §7): a page of the list. Financial-institution
 * partners ask the full register (view_full_api=true).
 */
export function getMerchants(filters: MerchantFilters, paging: ListParams, fullView: boolean, signal?: AbortSignal) {
  return api.get<ListResult<MerchantListRow>>('merchant', 'merchants', {
    query: { ...merchantQueryOf(filters), ...paging, view_full_api: fullView },
    signal,
  });
}

export function useMerchantList(filters: MerchantFilters, paging: ListParams, fullView: boolean) {
  return useQuery({
    queryKey: [...merchantListKey, filters, paging, fullView],
    // The signal cancels a call whose filters the screen has left.
    queryFn: ({ signal }) => getMerchants(filters, paging, fullView, signal),
    placeholderData: keepPreviousData,
  });
}
