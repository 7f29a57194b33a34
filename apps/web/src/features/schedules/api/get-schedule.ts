import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_STATUS } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { ScheduleRequest } from '../types';
import { scheduleKeys } from './keys';

/** GET requests/{id}. */
export const getSchedule = (id: string) => api.get<ScheduleRequest>('schedule', `requests/${id}`);

export function useSchedule(id: string) {
  return useQuery({
    queryKey: scheduleKeys.detail(id),
    queryFn: () => getSchedule(id),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.request_status.code === SCHEDULE_STATUS.processing ? 3000 : false),
  });
}
