import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity, AccountSession, FactorEnrolment, SecurityPolicy } from '@lastro/domain';
import { api } from '../../../lib/api';

const KEY = ['account', 'me'] as const;

/** GET accounts/me/security: the caller's factor and whether it must have one. */
export function useAccountSecurity() {
  return useQuery({
    queryKey: [...KEY, 'security'],
    queryFn: () => api.get<AccountSecurity>('account', 'accounts/me/security'),
  });
}

export const startEnrolment = () => api.post<FactorEnrolment>('account', 'accounts/me/second-factor');
export const confirmEnrolment = async (code: string) =>
  (await api.post<{ recovery_codes: string[] }>('account', 'accounts/me/second-factor/confirm', { code }))
    .recovery_codes;

/** GET accounts/me/sessions: the caller's live sessions. */
export function useAccountSessions() {
  return useQuery({
    queryKey: [...KEY, 'sessions'],
    queryFn: () => api.get<AccountSession[]>('account', 'accounts/me/sessions'),
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? api.post<null>('account', 'accounts/me/sessions/end-others')
        : api.delete<null>('account', `accounts/me/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'sessions'] }),
  });
}

/** The platform's policy (administrators). */
export function useSecurityPolicy(enabled: boolean) {
  return useQuery({
    queryKey: ['security-policy'],
    queryFn: () => api.get<SecurityPolicy>('account', 'accounts/security-policy'),
    enabled,
  });
}

export function useSaveSecurityPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecurityPolicy) =>
      api.put<SecurityPolicy>('account', 'accounts/security-policy', policy),
    onSuccess: (policy) => {
      client.setQueryData(['security-policy'], policy);
      void client.invalidateQueries({ queryKey: [...KEY, 'security'] });
    },
  });
}

export const refreshSecurity = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: [...KEY, 'security'] });
