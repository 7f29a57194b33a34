import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Bank } from '../types';
import { registerKeys } from './keys';

/** GET domains/banks/{id}. */
export const getBank = (id: number) => api.get<Bank>('domain', `domains/banks/${id}`);

export function useBank(id: number, enabled = true) {
  return useQuery({ queryKey: [...registerKeys.banks, 'detail', id], queryFn: () => getBank(id), enabled });
}
