import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creditorKeys } from './keys';

/** DELETE creditors/{id}/pricing/{pricingId}. */
export const deleteFeeRange = (creditorId: string, id: string) =>
  api.delete<void>('creditor', `creditors/${encodeURIComponent(creditorId)}/pricing/${encodeURIComponent(id)}`);

export function useDeleteFeeRange(creditorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeeRange(creditorId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: creditorKeys.pricing(creditorId) }),
  });
}
