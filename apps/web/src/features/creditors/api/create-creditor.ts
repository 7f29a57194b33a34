import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDITOR_ACCOUNT_DEFAULTS, type CreditorCreateInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { CreditorDetail } from '../types';
import { referenceKeys } from '../../../lib/reference/keys';
import { creditorKeys } from './keys';

/** POST creditors: the form plus the spec's fixed account fields; active travels as a string. */
export const createCreditor = (input: CreditorCreateInput) =>
  api.post<CreditorDetail>('creditor', 'creditors', { ...input, ...CREDITOR_ACCOUNT_DEFAULTS, active: 'true' });

export function useCreateCreditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCreditor,
    onSuccess: () => Promise.all([creditorKeys.all, referenceKeys.creditors].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
