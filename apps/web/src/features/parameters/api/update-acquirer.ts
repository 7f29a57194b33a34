import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Acquirer } from '../types';
import { registerKeys } from './keys';

export interface UpdateAcquirerInput {
  id: number;
  acquirer_name?: string;
  register_name?: string;
  /** Ativar/Inativar sends the opposite of the current value. */
  active?: boolean;
}

/** PATCH domains/acquirers/{id} ({acquirer_name, register_name, active}). */
export function updateAcquirer({ id, ...body }: UpdateAcquirerInput) {
  return api.patch<Acquirer>('domain', `domains/acquirers/${id}`, body);
}

export function useUpdateAcquirer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAcquirer,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.acquirers }),
  });
}
