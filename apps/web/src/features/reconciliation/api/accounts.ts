import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET reconciliation/accounts/options: the creditor's accounts for 'Conta' pickers. */
export function useAccountOptions(creditorId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['reconciliation', 'accounts', 'options', creditorId ?? ''],
    queryFn: () =>
      api.get<{ id: string; label: string; company_id: string }[]>('reconciliation', 'reconciliation/accounts/options', { query: creditorId ? { creditor_id: creditorId } : {} }),
    enabled,
    staleTime: 60_000,
  });
}
