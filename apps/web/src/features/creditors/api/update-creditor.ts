import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditorInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { CreditorDetail } from '../types';
import { referenceKeys } from '../../../lib/reference/keys';
import { creditorKeys } from './keys';

/** PATCH creditors/{id}. */
export const updateCreditor = ({ id, ...input }: Partial<CreditorInput> & { id: string; active?: boolean }) =>
  api.patch<CreditorDetail>('creditor', `creditors/${encodeURIComponent(id)}`, input);

export function useUpdateCreditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCreditor,
    onSuccess: (data) => {
      client.setQueryData(creditorKeys.detail(data.id), data);
      void client.invalidateQueries({ queryKey: referenceKeys.creditors });
      return client.invalidateQueries({ queryKey: creditorKeys.all });
    },
  });
}
