import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationRule } from '@lastro/domain';
import { api } from '../../../lib/api';

const rulesKey = ['reconciliation', 'rules'] as const;

export interface RuleBody {
  description_contains: string | null;
  payer_document: string | null;
  amount_min: string | null;
  amount_max: string | null;
  result: 'credenciadora' | 'outro';
  acquirer_id: number | null;
}

/** GET reconciliation/rules?creditor_id (an admin picks the creditor first). */
export function useRules(creditorId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...rulesKey, creditorId ?? ''],
    queryFn: () => api.get<ReconciliationRule[]>('reconciliation', 'reconciliation/rules', { query: creditorId ? { creditor_id: creditorId } : {} }),
    enabled,
  });
}

function useRulesWrite<V, R>(call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: rulesKey }) });
}

/** POST reconciliation/rules. */
export const useCreateRule = () =>
  useRulesWrite((body: RuleBody & { creditor_id?: string }) => api.post<ReconciliationRule>('reconciliation', 'reconciliation/rules', body));
/** PATCH reconciliation/rules/{id}. */
export const useUpdateRule = () =>
  useRulesWrite(({ id, ...body }: RuleBody & { id: string }) => api.patch<ReconciliationRule>('reconciliation', `reconciliation/rules/${encodeURIComponent(id)}`, body));
/** DELETE reconciliation/rules/{id}. */
export const useDeleteRule = () => useRulesWrite((id: string) => api.delete<{ message: string }>('reconciliation', `reconciliation/rules/${encodeURIComponent(id)}`));
/** PUT reconciliation/rules/order. */
export const useReorderRules = () =>
  useRulesWrite((body: { creditor_id?: string; ids: string[] }) => api.put<ReconciliationRule[]>('reconciliation', 'reconciliation/rules/order', body));
