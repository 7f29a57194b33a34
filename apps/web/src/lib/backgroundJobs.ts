import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api';

/** Query key of the signed-in account's background jobs (the top bar's running-jobs indicator). */
export const jobsQueryKey = ['jobs'] as const;

/** A background job as the server shows it to its owner. */
export interface JobView {
  id: string;
  type: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  done: number;
  total: number | null;
  percent: number | null;
  /** What the job made, e.g. an export's { fileId, rows, fileName }; set once completed. */
  result?: Record<string, unknown> | null;
  created_at: string;
}

/** Call after starting a background job (e.g. an export) so its progress shows at once. */
export function refreshJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
}

export const isJobFinished = (job: JobView | undefined): boolean =>
  job?.status === 'completed' || job?.status === 'failed';

/** How often a followed job is asked for while it runs; its end usually comes sooner by the notification stream. */
export const FOLLOW_POLL_MS = 2_000;

/**
 * One job, followed until it ends. Under jobsQueryKey so that refreshJobs (called when a
 * notification arrives) asks for it at once instead of at the next poll.
 */
export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: [...jobsQueryKey, 'one', jobId ?? ''],
    queryFn: () => api.get<JobView>('general', `jobs/${encodeURIComponent(jobId ?? '')}`),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : FOLLOW_POLL_MS),
    meta: { silent: true },
  });
}
