import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeRangeInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { FeeRange } from '../types';
import { creditorKeys } from './keys';

/** POST creditors/{id}/pricing, or PUT creditors/{id}/pricing/{pricingId} (the id goes in the path, not the body). */
export const saveFeeRange = (creditorId: string, input: FeeRangeInput & { id?: string }) => {
  const { id, ...body } = input;
  const base = `creditors/${encodeURIComponent(creditorId)}/pricing`;
  return id ? api.put<FeeRange>('creditor', `${base}/${encodeURIComponent(id)}`, body) : api.post<FeeRange>('creditor', base, body);
};

export function useSaveFeeRange(creditorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeRangeInput & { id?: string }) => saveFeeRange(creditorId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: creditorKeys.pricing(creditorId) }),
  });
}
