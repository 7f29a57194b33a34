import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MerchantAccountBody,
  MerchantCreatedResponse,
  MerchantDetailResponse,
  MerchantLimitedRow,
  MerchantUpdateBody,
} from '@lastro/domain';
import { api } from '../../../lib/api';
import { referenceKeys } from '../../../lib/reference/keys';
import { merchantRecordKeys } from './merchant-keys';

type AccountInput = Omit<MerchantAccountBody, 'origin_account' | 'type_account'> & Partial<Pick<MerchantAccountBody, 'origin_account' | 'type_account'>>;
type LimitedInput = Omit<MerchantLimitedRow, 'origin_account' | 'type_account'>;

/**
 * A merchant of a regular supplier: POST accounts/lead (the contact, who will sign in; the
 * password '' is chosen by the merchant through the onboarding link) then POST accounts.
 */
export async function createMerchant(input: AccountInput): Promise<MerchantCreatedResponse> {
  const lead = await api.post<{ id: string }>('account', 'accounts/lead', {
    full_name: input.contact_name,
    email: input.contact_email,
    password: '',
  });
  return api.post<MerchantCreatedResponse>('account', 'accounts', { ...input, lead_account_id: lead.id, origin_account: 2, type_account: 1 });
}

/** Financial-institution merchants: POST accounts/multiple-limited with the document only. */
export const createLimitedMerchants = (rows: LimitedInput[]) =>
  api.post<{ results: { id: string; document_number: string }[] }>(
    'account',
    'accounts/multiple-limited',
    rows.map((row) => ({ ...row, origin_account: 2, type_account: 1 })),
  );

/** PUT merchants/{id}. */
export const updateMerchant = ({ id, ...input }: MerchantUpdateBody & { id: string }) =>
  api.put<MerchantDetailResponse>('merchant', `merchants/${encodeURIComponent(id)}`, input);

/** POST accounts/change-email: the merchant's e-mail and its access account's. */
export const changeMerchantEmail = (input: { newEmail: string; userId: string; phoneNumber?: string }) =>
  api.post<{ ok: boolean }>('account', 'accounts/change-email', input);

/** POST validation/search-document/{document}?creditor_id: a truthy answer means the creditor already has it. */
export const isMerchantDocumentRegistered = async (creditorId: string, document: string) =>
  Boolean(
    await api.post<boolean>('checkid', `validation/search-document/${encodeURIComponent(document)}`, undefined, {
      query: { creditor_id: creditorId },
    }),
  );

/** Every merchant query (lists, records, tabs) and the merchant pickers, but for `keep` (a detail already in the cache as saved). */
function useRefreshMerchants() {
  const client = useQueryClient();
  return (keep?: readonly unknown[]) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: merchantRecordKeys.all,
        predicate: (q) => !keep || JSON.stringify(q.queryKey) !== JSON.stringify(keep),
      }),
      client.invalidateQueries({ queryKey: referenceKeys.merchants }),
    ]);
}

export function useCreateMerchant() {
  const refresh = useRefreshMerchants();
  return useMutation({ mutationFn: createMerchant, onSuccess: () => refresh() });
}

export function useCreateLimitedMerchants() {
  const refresh = useRefreshMerchants();
  return useMutation({ mutationFn: createLimitedMerchants, onSuccess: () => refresh() });
}

export function useUpdateMerchant() {
  const client = useQueryClient();
  const refresh = useRefreshMerchants();
  return useMutation({
    mutationFn: updateMerchant,
    onSuccess: (data) => {
      // The reply is the saved detail: no need to ask for it again.
      client.setQueryData(merchantRecordKeys.detail(data.id), data);
      return refresh(merchantRecordKeys.detail(data.id));
    },
  });
}

export function useChangeMerchantEmail() {
  const refresh = useRefreshMerchants();
  return useMutation({ mutationFn: changeMerchantEmail, onSuccess: () => refresh() });
}
