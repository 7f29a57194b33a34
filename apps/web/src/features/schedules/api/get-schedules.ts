import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SCHEDULE_STATUS } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { ListParams } from '../../../lib/list-params';
import type { ScheduleFilters, ScheduleListRow } from '../types';
import { scheduleKeys } from './keys';

/** While a query is being processed the list asks again, so its status moves on screen. */
const PROCESSING_REFRESH_MS = 3000;

/** GET requests?filters&searchByConsolidated=true. */
export function getSchedules(filters: ScheduleFilters, paging: ListParams) {
  return api.get<ListResult<ScheduleListRow>>('schedule', 'requests', {
    query: { ...filters, ...paging, searchByConsolidated: true },
  });
}

export function useSchedules(filters: ScheduleFilters, paging: ListParams) {
  return useQuery({
    queryKey: [...scheduleKeys.all, 'list', filters, paging],
    queryFn: () => getSchedules(filters, paging),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((r) => r.status.code === SCHEDULE_STATUS.processing) ? PROCESSING_REFRESH_MS : false,
  });
}
