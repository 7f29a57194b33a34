import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DealDomicileOptions,
  DealDetail,
  DealDomicileHistoryRow,
  DealHistoryRow,
  UpdateDomicileResult,
} from '@lastro/domain';
import { api } from '../../../lib/api';
import { dealDetailRoot } from '../../../lib/dealQueries';

/** Query keys of one commitment's detail screen. */
export const dealDetailKeys = {
  all: dealDetailRoot,
  detail: (id: string) => [...dealDetailKeys.all(id), 'record'] as const,
  history: (id: string) => [...dealDetailKeys.all(id), 'history'] as const,
  domicileHistory: (id: string) => [...dealDetailKeys.all(id), 'history-domicile'] as const,
  domiciles: (id: string) => [...dealDetailKeys.all(id), 'domiciles'] as const,
  tcd: (id: string) => [...dealDetailKeys.all(id), 'tcd'] as const,
};

const base = (id: string) => `deals/${encodeURIComponent(id)}`;

export function useDeal(id: string) {
  return useQuery({ queryKey: dealDetailKeys.detail(id), queryFn: () => api.get<DealDetail>('deal', base(id)), enabled: Boolean(id) });
}

/** GET deals/{id}/history?limit=9999 (spec 2 §9). */
export function useDealHistory(id: string) {
  return useQuery({
    queryKey: dealDetailKeys.history(id),
    queryFn: () => api.get<{ results: DealHistoryRow[] }>('deal', `${base(id)}/history`, { query: { limit: 9999 } }),
  });
}

export function useDealDomicileHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: dealDetailKeys.domicileHistory(id),
    queryFn: () => api.get<DealDomicileHistoryRow[]>('deal', `${base(id)}/history-domicile`),
    enabled,
  });
}

export function useDealDomiciles(id: string, enabled: boolean) {
  return useQuery({
    queryKey: dealDetailKeys.domiciles(id),
    queryFn: () => api.get<DealDomicileOptions>('deal', `${base(id)}/domiciles`),
    enabled,
  });
}

/** PATCH deals/update-domiciles for one commitment: its item's answer (success false carries why). */
export function useChangeDomicile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (domicileId: string) => {
      const answer = await api.patch<{ results: UpdateDomicileResult[] }>('deal', 'deals/update-domiciles', {
        domicilios: [{ id_compromisso: id, id_domicilio: domicileId }],
      });
      return answer.results[0]!;
    },
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: dealDetailKeys.all(id) });
    },
  });
}

export interface TcdFile {
  fileUrl: string;
  file_name: string;
  size_bytes: number;
  created_at: string;
}

/** GET search?external_reference={id}: the commitment's TCD, if any (the first item). */
export function useDealTcd(id: string, enabled: boolean) {
  return useQuery({
    queryKey: dealDetailKeys.tcd(id),
    queryFn: async () =>
      (await api.get<{ results: TcdFile[] }>('upload', 'search', { query: { external_reference: id } })).results[0] ?? null,
    enabled,
  });
}

/** POST upload (multipart: file, type 'contrato', external_reference). */
export function useUploadTcd(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'contrato');
      form.append('external_reference', id);
      form.append('file_name', file.name);
      form.append('file', file);
      return api.upload<{ message: string; replaced: boolean; fileUrl: string }>('upload', 'upload', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dealDetailKeys.tcd(id) }),
  });
}
