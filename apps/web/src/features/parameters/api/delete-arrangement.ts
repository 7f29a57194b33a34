import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { registerKeys } from './keys';

/** DELETE domains/arrangements/{id}. */
export const deleteArrangement = (id: number) => api.delete<void>('domain', `domains/arrangements/${id}`);

export function useDeleteArrangement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArrangement,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.arrangements }),
  });
}
