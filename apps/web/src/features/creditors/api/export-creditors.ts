import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshJobs } from '../../../lib/backgroundJobs';
import type { CreditorFilters } from '../types';

/** GET creditor?account_id= (export service): asynchronous; the file arrives as a notification. */
export const exportCreditors = (input: { accountId: string; filters: CreditorFilters; format: 'xls' | 'csv' }) =>
  api.get<{ message: string; job_id: string }>('export', 'creditor', {
    query: { account_id: input.accountId, format: input.format, ...input.filters },
  });

export function useExportCreditors() {
  const queryClient = useQueryClient();
  // The running-jobs indicator shows the new export at once, not at its next poll.
  return useMutation({ mutationFn: exportCreditors, onSettled: () => refreshJobs(queryClient) });
}
