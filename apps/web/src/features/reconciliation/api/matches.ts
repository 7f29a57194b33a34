import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankItem, ManualMatchInput, ReconciliationCandidates } from '@lastro/domain';
import { api } from '../../../lib/api';
import { itemsKey } from './item-query';

export type { ReconciliationCandidates };

/** After a decision every item screen asks again (lists, totals, charts, drawers). */
function useItemsWrite<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: itemsKey }) });
}

/** POST reconciliation/suggestions/{id}/confirm · /reject (spec 4 §2.4.1): the item as it is now. */
export const useDecideSuggestion = () =>
  useItemsWrite(({ id, decision }: { id: string; decision: 'confirm' | 'reject' }) =>
    api.post<BankItem>('reconciliation', `reconciliation/suggestions/${encodeURIComponent(id)}/${decision}`),
  );

/** POST reconciliation/matches: 'Conciliação manual' (§2.4.2). */
export const useCreateMatch = () =>
  useItemsWrite((body: ManualMatchInput) => api.post<{ match_id: string; difference: string }>('reconciliation', 'reconciliation/matches', body));

/** DELETE reconciliation/matches/{id}: 'Desfazer conciliação'. */
export const useUndoMatch = () => useItemsWrite((id: string) => api.delete<{ message: string }>('reconciliation', `reconciliation/matches/${encodeURIComponent(id)}`));

export interface CandidatesQuery {
  account_id: string;
  date_from: string;
  date_to: string;
}

/** GET reconciliation/candidates: the dialog's two lists and the company's tolerance; nothing asked without an account. */
export function useCandidates(query: CandidatesQuery | null) {
  return useQuery({
    queryKey: [...itemsKey, 'candidates', query],
    queryFn: ({ signal }) => api.get<ReconciliationCandidates>('reconciliation', 'reconciliation/candidates', { query: { ...query! }, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
