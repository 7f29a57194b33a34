import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Arrangement } from '../types';
import { registerKeys } from './keys';

export interface UpdateArrangementInput {
  id: number;
  brand_name?: string;
  type?: string;
  payment_arrangement?: string;
  active?: boolean;
}

/** PATCH domains/arrangements/{id} ({brand_name, type, payment_arrangement, active}). */
export function updateArrangement({ id, ...body }: UpdateArrangementInput) {
  return api.patch<Arrangement>('domain', `domains/arrangements/${id}`, body);
}

export function useUpdateArrangement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateArrangement,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.arrangements }),
  });
}
