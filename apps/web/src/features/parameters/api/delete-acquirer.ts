import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { registerKeys } from './keys';

/** DELETE domains/acquirers/{id}. */
export const deleteAcquirer = (id: number) => api.delete<void>('domain', `domains/acquirers/${id}`);

export function useDeleteAcquirer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAcquirer,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.acquirers }),
  });
}
