import { useQuery } from '@tanstack/react-query';
import { EXPORT_LIMITS } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { PricingAnswer } from '../types';
import { creditorKeys } from './keys';

/** GET creditors/{id}/pricing: the fee ranges (all of them) and their periods. */
export const getPricing = (creditorId: string) =>
  api.get<PricingAnswer>('creditor', `creditors/${encodeURIComponent(creditorId)}/pricing`, {
    query: { limit: EXPORT_LIMITS.lists },
  });

export function usePricing(creditorId: string) {
  return useQuery({ queryKey: creditorKeys.pricing(creditorId), queryFn: () => getPricing(creditorId) });
}
