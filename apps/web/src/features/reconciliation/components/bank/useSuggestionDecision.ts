import { MESSAGES } from '@lastro/domain';
import { toastApiError, useToast } from '../../../../components';
import type { BankItem } from '../../api/bank';
import { useDecideSuggestion } from '../../api/matches';

const B = MESSAGES.reconciliationScreens.bank;

/** 'Confirmar' / 'Rejeitar' a suggestion (spec 4 §2.4.1), from the grid or the drawer: the call and its toast. */
export function useSuggestionDecision() {
  const toast = useToast();
  const mutation = useDecideSuggestion();
  const decide = async (item: BankItem, decision: 'confirm' | 'reject') => {
    if (!item.suggestion) return;
    try {
      await mutation.mutateAsync({ id: item.suggestion.id, decision });
      toast.success(decision === 'confirm' ? B.confirmed : B.rejected);
    } catch (error) {
      toastApiError(error);
    }
  };
  return { decide, busy: mutation.isPending };
}
