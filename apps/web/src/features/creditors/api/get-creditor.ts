import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CreditorDetail } from '../types';
import { creditorKeys } from './keys';

/** GET creditors/{id}. */
export const getCreditor = (id: string) => api.get<CreditorDetail>('creditor', `creditors/${encodeURIComponent(id)}`);

export function useCreditor(id: string) {
  return useQuery({ queryKey: creditorKeys.detail(id), queryFn: () => getCreditor(id), enabled: Boolean(id) });
}
