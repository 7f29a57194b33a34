import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Acquirer } from '../types';
import { registerKeys } from './keys';

/** GET domains/acquirers/{id}. */
export const getAcquirer = (id: number) => api.get<Acquirer>('domain', `domains/acquirers/${id}`);

export function useAcquirer(id: number, enabled = true) {
  return useQuery({ queryKey: [...registerKeys.acquirers, 'detail', id], queryFn: () => getAcquirer(id), enabled });
}
