import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMITMENT_STATUS_CODE } from '@lastro/domain';
import { api } from '../../../lib/api';
import { commitmentKeys } from './keys';

interface Ok {
  ok: boolean;
}

/** PUT deals/change-status {deal_id, deal_status, creditor_id}: 3 cancel, 4 liquidate, 10 contest. */
export const changeDealStatus = (deal: { id: string; creditor_id: string }, status: number) =>
  api.put<Ok>('deal', 'deals/change-status', { deal_id: deal.id, deal_status: status, creditor_id: deal.creditor_id });

/** POST deals/reversed {deal_id}: the baixa (after liquidar, it completes the liquidation). */
export const reverseDeal = (id: string) => api.post<Ok>('deal', 'deals/reversed', { deal_id: id });

/** POST deals/approved {deal_id}: reenviar (approve), registration again. */
export const approveDeal = (id: string) => api.post<Ok>('deal', 'deals/approved', { deal_id: id });

export type DealAction = 'cancel' | 'writeOff' | 'settle' | 'contest' | 'resend';

/**
 * One list action on a commitment. Liquidar is change-status 4 then the reversed call; when the
 * first succeeds and the second fails, the second's error is the one shown (it rejects with it).
 */
export async function runDealAction(action: DealAction, deal: { id: string; creditor_id: string }): Promise<void> {
  switch (action) {
    case 'cancel':
      await changeDealStatus(deal, COMMITMENT_STATUS_CODE.cancelado);
      return;
    case 'writeOff':
      await reverseDeal(deal.id);
      return;
    case 'settle':
      await changeDealStatus(deal, COMMITMENT_STATUS_CODE.liquidado);
      await reverseDeal(deal.id);
      return;
    case 'contest':
      await changeDealStatus(deal, COMMITMENT_STATUS_CODE.em_contestacao);
      return;
    case 'resend':
      await approveDeal(deal.id);
  }
}

/** The action, then both tabs fetched again (whatever it did, the list shows the server's state). */
export function useDealAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, deal }: { action: DealAction; deal: { id: string; creditor_id: string } }) => runDealAction(action, deal),
    onSettled: () => client.invalidateQueries({ queryKey: commitmentKeys.all }),
  });
}
