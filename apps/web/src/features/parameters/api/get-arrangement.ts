import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Arrangement } from '../types';
import { registerKeys } from './keys';

/** GET domains/arrangements/{id}. */
export const getArrangement = (id: number) => api.get<Arrangement>('domain', `domains/arrangements/${id}`);

export function useArrangement(id: number, enabled = true) {
  return useQuery({ queryKey: [...registerKeys.arrangements, 'detail', id], queryFn: () => getArrangement(id), enabled });
}
