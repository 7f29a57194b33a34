import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Divergence,
  DivergenceDetail,
  DivergenceJustifyInput,
  divergenceEventResponseSchema,
  divergenceJustifyResponseSchema,
  divergenceListResponseSchema,
  divergenceSummaryResponseSchema,
} from '@lastro/domain';
import { api } from '../../../lib/api';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';
import { ALL, itemsKey, queryOf, useItemDetail, useItemQuery } from './item-query';

export type { Divergence, DivergenceDetail };
export type DivergenceList = z.infer<typeof divergenceListResponseSchema>;
export type DivergenceSummary = z.infer<typeof divergenceSummaryResponseSchema>;
export type DivergenceEvent = z.infer<typeof divergenceEventResponseSchema>;
export type JustifyResult = z.infer<typeof divergenceJustifyResponseSchema>;

/** The filters of 'Divergências' as the address keeps them (spec 4 §2.6). */
export type DivergenceFilters = {
  creditor_id: string;
  company_id: string;
  account_id: string;
  acquirer_ids: string;
  types: string;
  status: string;
  date_from: string;
  date_to: string;
  min_difference: string;
  age_min: string;
  /** Set by a click on a band of 'Idade das pendências'. */
  age_max: string;
  reason_codes: string;
  /** Set by 'Ver divergências' of an item. */
  item_id: string;
};

/** Spec 4 §11: no period by default; the queue shows the pending ones. */
export const defaultDivergenceFilters = (): DivergenceFilters => ({
  creditor_id: ALL,
  company_id: ALL,
  account_id: ALL,
  acquirer_ids: '',
  types: '',
  status: 'pendente',
  date_from: '',
  date_to: '',
  min_difference: '',
  age_min: '',
  age_max: '',
  reason_codes: '',
  item_id: '',
});

const PATH = 'reconciliation/divergences';

/** GET reconciliation/divergences: the page and the totals of the whole filtered set. */
export const useDivergences = (filters: DivergenceFilters, paging: ListParams, enabled = true) => useItemQuery<DivergenceList>(PATH, filters, paging, enabled);

/** GET reconciliation/divergences/summary: the KPI cards and both charts, under the same filters. */
export const useDivergenceSummary = (filters: DivergenceFilters, enabled = true) => useItemQuery<DivergenceSummary>(`${PATH}/summary`, filters, {}, enabled);

/** GET reconciliation/divergences/{id}: the drawer. */
/** GET reconciliation/divergences/{id}: the divergence, its item and the item's chain. */
export const useDivergence = (id: string | null) => useItemDetail<DivergenceDetail>(PATH, id);

/** GET reconciliation/divergences/{id}/history: its events, newest first. */
export function useDivergenceHistory(id: string | null) {
  return useQuery({
    queryKey: [...itemsKey, PATH, 'history', id],
    queryFn: () => api.get<DivergenceEvent[]>('reconciliation', `${PATH}/${encodeURIComponent(id ?? '')}/history`),
    enabled: Boolean(id),
  });
}

/** POST reconciliation/divergences/justify: one or many (at most 500). */
export function useJustifyDivergences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DivergenceJustifyInput) => api.post<JustifyResult>('reconciliation', `${PATH}/justify`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKey }),
  });
}

/** GET reconciliation/divergences/export: a job; the file arrives as a notification. */
export const exportDivergences = (filters: DivergenceFilters, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', `${PATH}/export`, { ...queryOf(filters), ...grid }, format);
