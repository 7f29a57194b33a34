import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { partnerKeys } from './keys';

/** DELETE partners/{id}. */
export const deletePartner = (id: string) => api.delete<void>('general', `partners/${encodeURIComponent(id)}`);

export function useDeletePartner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePartner, onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }) });
}
