import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SampleItem } from '../types';
import { sampleItemKeys } from './keys';

/** GET sample-items/{id}. */
export const getSampleItem = (id: string) => api.get<SampleItem>('general', `sample-items/${encodeURIComponent(id)}`);

export function useSampleItem(id: string) {
  return useQuery({ queryKey: [...sampleItemKeys.all, 'detail', id], queryFn: () => getSampleItem(id), enabled: Boolean(id) });
}
