import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ListResult, type QueryValue } from './api';
import type { ListParams } from './list-params';

/**
 * The query hooks of a record served by the server's crudRoutes under `resource`: GET list and
 * GET one, POST, PUT and DELETE; every write refreshes every query of the resource.
 */
export function crudApi<Item, Input, Filters extends Record<string, QueryValue>>(resource: string) {
  const all = [resource] as const;
  const one = (id: string) => `${resource}/${encodeURIComponent(id)}`;
  function useWrite<V>(mutationFn: (value: V) => Promise<unknown>) {
    const client = useQueryClient();
    return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: all }) });
  }
  return {
    useList: (filters: Filters, paging: ListParams) =>
      useQuery({
        queryKey: [...all, 'list', filters, paging],
        queryFn: () => api.get<ListResult<Item>>('general', resource, { query: { ...filters, ...paging } }),
        placeholderData: keepPreviousData,
      }),
    useOne: (id: string) =>
      useQuery({ queryKey: [...all, 'detail', id], queryFn: () => api.get<Item>('general', one(id)), enabled: Boolean(id) }),
    useCreate: () => useWrite((input: Input) => api.post<Item>('general', resource, input)),
    useUpdate: () => useWrite(({ id, ...input }: Input & { id: string }) => api.put<Item>('general', one(id), input)),
    useRemove: () => useWrite((id: string) => api.delete<void>('general', one(id))),
  };
}
