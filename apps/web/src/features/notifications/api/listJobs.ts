import { useQuery } from '@tanstack/react-query';
import { api, type ListResult } from '../../../lib/api';
import { jobsQueryKey } from '../../../lib/backgroundJobs';
import { useSession } from '../../../lib/session';
import type { JobView } from '../types';

/** While a job runs its progress is polled this often; otherwise now and then, to notice new ones. */
export const RUNNING_POLL_MS = 2_000;
export const IDLE_POLL_MS = 30_000;

export function fetchActiveJobs() {
  return api.get<ListResult<JobView>>('general', 'jobs', { query: { mine: true, active: true, limit: 20 } });
}

/** Jobs the signed-in account started that are queued or running. */
export function useActiveJobs() {
  const session = useSession();
  return useQuery({
    queryKey: [...jobsQueryKey, session?.user.accountId ?? '', 'active'],
    queryFn: fetchActiveJobs,
    enabled: Boolean(session),
    refetchInterval: (query) =>
      (query.state.data?.results.length ?? 0) > 0 ? RUNNING_POLL_MS : IDLE_POLL_MS,
    meta: { silent: true },
  });
}
