import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sampleItemKeys } from './keys';

/** DELETE sample-items/{id}. */
export const deleteSampleItem = (id: string) => api.delete<void>('general', `sample-items/${encodeURIComponent(id)}`);

export function useDeleteSampleItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSampleItem, onSuccess: () => client.invalidateQueries({ queryKey: sampleItemKeys.all }) });
}
