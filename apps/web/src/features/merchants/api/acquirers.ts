import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Advancement, MerchantAcquirerLink, MerchantAcquirerLinkInput } from '@lastro/domain';
import { toastApiError } from '../../../components';
import { api } from '../../../lib/api';

/** Query keys of the Credenciadoras tab. */
export const acquirerLinkKeys = {
  links: (merchantId: string) => ['merchants', merchantId, 'acquirers'] as const,
  advancements: ['reference', 'advancements'] as const,
};

/** GET merchants/{id}/acquirers: the links, each with its discovered arrangements. */
export const getMerchantAcquirers = (merchantId: string) =>
  api.get<{ results: MerchantAcquirerLink[] }>(
    'merchant',
    `merchants/${encodeURIComponent(merchantId)}/acquirers`,
  );

export function useMerchantAcquirers(merchantId: string) {
  return useQuery({
    queryKey: acquirerLinkKeys.links(merchantId),
    queryFn: () => getMerchantAcquirers(merchantId),
  });
}

/** GET domains/advancements: the anticipation picker. */
export function useAdvancements() {
  return useQuery({
    queryKey: acquirerLinkKeys.advancements,
    queryFn: () => api.get<{ results: Advancement[] }>('domain', 'domains/advancements'),
    staleTime: Infinity,
  });
}

/** PATCH merchants/{id}/acquirers (acquirer_id, advancement_id). */
export function useLinkAcquirer(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchantAcquirerLinkInput) =>
      api.patch<{ id: string }>('merchant', `merchants/${encodeURIComponent(merchantId)}/acquirers`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: acquirerLinkKeys.links(merchantId) }),
  });
}

/**
 * DELETE merchants/acquirers/{id}: the link leaves the view first, then is deleted; a refusal
 * brings it back (the list is read again).
 */
export function useDeleteAcquirerLink(merchantId: string) {
  const client = useQueryClient();
  const key = acquirerLinkKeys.links(merchantId);
  return useMutation({
    mutationFn: (linkId: string) =>
      api.delete<unknown>('merchant', `merchants/acquirers/${encodeURIComponent(linkId)}`),
    onMutate: async (linkId) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<{ results: MerchantAcquirerLink[] }>(key, (old) =>
        old ? { results: old.results.filter((l) => l.id !== linkId) } : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** GET accounts/search-acquirer (documentNumber, creditorid): starts the Discovery job; a refusal is shown as the server words it. */
export function useDiscovery() {
  return useMutation({
    mutationFn: (input: { documentNumber: string; creditorid: string }) =>
      api.get<{ message: string; job_id: string }>('account', 'accounts/search-acquirer', { query: input }),
    onError: toastApiError,
  });
}
