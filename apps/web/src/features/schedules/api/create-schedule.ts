import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSchedule } from '../../../lib/reference/scheduleCreate';
import { scheduleKeys } from './keys';

export function useCreateSchedule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }) });
}
