import type { QueryClient } from '@tanstack/react-query';

/** Query key of the signed-in account's background jobs (the top bar's running-jobs indicator). */
export const jobsQueryKey = ['jobs'] as const;

/** Call after starting a background job (e.g. an export) so its progress shows at once. */
export function refreshJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
}
