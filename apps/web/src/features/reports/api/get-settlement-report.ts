import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SettlementReportResponse, SettlementReportRow } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { SettlementReportFilterValues } from '../types';

export const reportKeys = { settlement: ['reports', 'settlement'] as const };

/** GET deals/receivable-reached: rows under `data`, as the spec answers them. */
export function getSettlementReport(filters: SettlementReportFilterValues, paging: ListParams) {
  return api.get<SettlementReportResponse>('deal', 'deals/receivable-reached', { query: { ...filters, ...paging } });
}

export function useSettlementReport(filters: SettlementReportFilterValues, paging: ListParams) {
  return useQuery({
    queryKey: [...reportKeys.settlement, filters, paging],
    queryFn: () => getSettlementReport(filters, paging),
    placeholderData: keepPreviousData,
    // The list screens read `results`; this list's rows come under `data`.
    select: (answer): ListResult<SettlementReportRow> => ({ results: answer.data, metadata: answer.metadata }),
  });
}
