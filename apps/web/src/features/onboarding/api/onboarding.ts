import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, OnboardingState } from '@lastro/domain';
import { api } from '../../../lib/api';

/** Public calls: no session, the token in the body; the page shows every failure itself. */
const PUBLIC = { skipAuthRedirect: true };
const SILENT = { silent: true };
const key = (token: string | null) => ['onboarding', token] as const;

export function useOnboarding(token: string | null) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => api.post<OnboardingState>('merchant', 'onboarding/open', { token }, PUBLIC),
    enabled: Boolean(token),
    retry: false,
    meta: SILENT,
  });
}

export type OnboardingAction =
  | { step: 'email-code' | 'phone-code' }
  | { step: 'email-code/confirm' | 'phone-code/confirm'; code: string }
  | { step: 'term-partnership' | 'term-policy' }
  | { step: 'selfie'; file: File };

/** One step of the link; a step that answers the new state replaces the page's copy. */
export function useOnboardingStep(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: async (action: OnboardingAction): Promise<OnboardingState | MessageResponse> => {
      if (action.step === 'selfie') {
        const form = new FormData();
        form.append('token', token);
        form.append('file', action.file);
        return api.upload<OnboardingState>('merchant', 'onboarding/selfie', form);
      }
      const body = 'code' in action ? { token, code: action.code } : { token };
      return api.post<OnboardingState | MessageResponse>('merchant', `onboarding/${action.step}`, body, PUBLIC);
    },
    onSuccess: (answer) => {
      if ('steps' in answer) client.setQueryData(key(token), answer);
    },
  });
}
