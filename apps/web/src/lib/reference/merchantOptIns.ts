import { useMutation } from '@tanstack/react-query';
import type { MerchantOptIn, OptInInput } from '@lastro/domain';
import { api } from '../api';

/*
 * The merchants module's opt-in calls (server: /api/merchants/:id/optins). They sit here, beside
 * merchantLookup, because the schedule query screen uses them and a feature never imports another.
 */

/** POST merchants/{id}/optins: an administrator registers an opt-in at the registry by hand. */
export const registerOptIn = (merchantId: string, input: OptInInput) =>
  api.post<MerchantOptIn>('merchant', `merchants/${merchantId}/optins`, input);

export function useRegisterOptIn(merchantId: string) {
  return useMutation({ mutationFn: (input: OptInInput) => registerOptIn(merchantId, input) });
}

/** DELETE merchants/{id}/optins?creditor_id=: an administrator ends the creditor's active opt-in at the registry. */
export const registerOptOut = (merchantId: string, creditorId: string) =>
  api.delete<MerchantOptIn>('merchant', `merchants/${merchantId}/optins`, { query: { creditor_id: creditorId } });

export function useRegisterOptOut(merchantId: string) {
  return useMutation({ mutationFn: (creditorId: string) => registerOptOut(merchantId, creditorId) });
}
