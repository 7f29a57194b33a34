import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Partner } from '../types';
import { partnerKeys } from './keys';

/** GET partners/{id}. */
export const getPartner = (id: string) => api.get<Partner>('general', `partners/${encodeURIComponent(id)}`);

export function usePartner(id: string) {
  return useQuery({ queryKey: [...partnerKeys.all, 'detail', id], queryFn: () => getPartner(id), enabled: Boolean(id) });
}
