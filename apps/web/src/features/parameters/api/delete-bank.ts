import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { registerKeys } from './keys';

/** DELETE domains/banks/{id}. */
export const deleteBank = (id: number) => api.delete<void>('domain', `domains/banks/${id}`);

export function useDeleteBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.banks }),
  });
}
