import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// From the code tables' own module, so a list page does not load the matching module with it.
export { UNIDENTIFIED_ACQUIRER } from '@lastro/domain/messages/reconciliation-codes';

/** 'todos' and '' are no filter. */
export const ALL = 'todos';

/** The filters as the call sends them: empty and 'todos' left out. */
export const queryOf = (filters: Record<string, string>) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== ALL));

/** Query keys of the item screens: a write (justify, match, suggestion) refreshes them all. */
export const itemsKey = ['reconciliation', 'items'] as const;

export type { DivergenceReason, DivergenceStatus, DivergenceType, ItemStatus } from '@lastro/domain';

/** Options of a select or multiselect from a code → label table. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** GET reconciliation/companies (every page the picker needs): the 'Empresa' filter. */
export function useCompanyOptions(creditorId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['reconciliation', 'companies', 'options', creditorId ?? ''],
    queryFn: () =>
      api.get<{ results: { id: string; name: string }[] }>('reconciliation', 'reconciliation/companies', {
        query: { limit: 100, ...(creditorId ? { creditor_id: creditorId } : {}) },
      }),
    enabled,
    staleTime: 60_000,
    select: (data) => data.results.map((c) => ({ value: c.id, label: c.name })),
  });
}

/** GET of an item screen's list, charts or summary under its filters (and paging): an earlier answer stays while the next loads. */
export function useItemQuery<T>(path: string, filters: Record<string, string>, extra: Record<string, string | number | undefined> = {}, enabled = true) {
  return useQuery({
    queryKey: [...itemsKey, path, filters, extra],
    queryFn: ({ signal }) => api.get<T>('reconciliation', path, { query: { ...queryOf(filters), ...extra }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET of one record under `path` (a drawer); nothing asked while `id` is null. */
export function useItemDetail<T>(path: string, id: string | null) {
  return useQuery({
    queryKey: [...itemsKey, path, 'detail', id],
    queryFn: () => api.get<T>('reconciliation', `${path}/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}
