import { useMutation } from '@tanstack/react-query';
import type { OptInInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { MerchantOptIn } from '../types';

/** POST merchants/{id}/optins: an administrator registers an opt-in at the registry by hand. */
export const registerOptIn = (merchantId: string, input: OptInInput) =>
  api.post<MerchantOptIn>('merchant', `merchants/${merchantId}/optins`, input);

export function useRegisterOptIn(merchantId: string) {
  return useMutation({ mutationFn: (input: OptInInput) => registerOptIn(merchantId, input) });
}
