import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@lastro/domain';
import { api } from '../../../lib/api';

/** POST merchants/{id}/onboarding-link ('Gerar token'): a new link for the dialog; earlier ones stop working. */
export const generateOnboardingLink = (merchantId: string) => api.post<{ link: string }>('merchant', `merchants/${merchantId}/onboarding-link`);

/** POST merchants/{id}/onboarding-link/email ('Reenviar e-mail'): a new link e-mailed to the merchant's contact. */
export const resendOnboardingEmail = (merchantId: string) => api.post<MessageResponse>('merchant', `merchants/${merchantId}/onboarding-link/email`);

export function useGenerateOnboardingLink(merchantId: string) {
  return useMutation({ mutationFn: () => generateOnboardingLink(merchantId) });
}

export function useResendOnboardingEmail(merchantId: string) {
  return useMutation({ mutationFn: () => resendOnboardingEmail(merchantId) });
}
