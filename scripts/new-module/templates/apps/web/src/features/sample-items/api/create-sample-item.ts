import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleItemInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { SampleItem } from '../types';
import { sampleItemKeys } from './keys';

/** POST sample-items. */
export const createSampleItem = (input: SampleItemInput) => api.post<SampleItem>('general', 'sample-items', input);

export function useCreateSampleItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSampleItem, onSuccess: () => client.invalidateQueries({ queryKey: sampleItemKeys.all }) });
}
