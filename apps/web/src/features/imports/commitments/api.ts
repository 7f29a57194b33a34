import { useQuery } from '@tanstack/react-query';
import type { CommitmentCreateOptions } from '@lastro/domain';
import { api } from '../../../lib/api';

/** GET deals/create-options?creditor_id=: the partner type and the types its parameters allow (the create form's call). */
export function useCommitmentImportOptions(creditorId: string) {
  return useQuery({
    queryKey: ['commitments', 'create', 'options', creditorId],
    queryFn: () => api.get<CommitmentCreateOptions>('deal', 'deals/create-options', { query: { creditor_id: creditorId } }),
    enabled: Boolean(creditorId),
  });
}
