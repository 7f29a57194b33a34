import { useQuery } from '@tanstack/react-query';
import { EXPORT_LIMITS } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { Bank } from '../types';
import { creditorKeys } from './keys';

/** GET domains/banks?limit=9999: every bank, for the domicile bank picker. */
export const getBanks = () => api.get<ListResult<Bank>>('domain', 'domains/banks', { query: { limit: EXPORT_LIMITS.lists } });

export function useBanks() {
  return useQuery({ queryKey: creditorKeys.banks, queryFn: getBanks, staleTime: 5 * 60_000 });
}
