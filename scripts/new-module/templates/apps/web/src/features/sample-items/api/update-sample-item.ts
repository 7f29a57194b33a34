import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleItemInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { SampleItem } from '../types';
import { sampleItemKeys } from './keys';

/** PUT sample-items/{id}. */
export const updateSampleItem = ({ id, ...input }: SampleItemInput & { id: string }) =>
  api.put<SampleItem>('general', `sample-items/${encodeURIComponent(id)}`, input);

export function useUpdateSampleItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSampleItem, onSuccess: () => client.invalidateQueries({ queryKey: sampleItemKeys.all }) });
}
