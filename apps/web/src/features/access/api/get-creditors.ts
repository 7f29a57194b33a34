import { useQuery } from '@tanstack/react-query';
import { DROPDOWN_LIMIT } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { CreditorOption } from '../types';
import { accessKeys } from './keys';

/** GET creditors?limit=999999: the supplier select of the creditor users tab (admins). */
export const getCreditorOptions = () =>
  api.get<ListResult<CreditorOption>>('creditor', 'creditors', { query: { limit: DROPDOWN_LIMIT } });

export function useCreditorOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...accessKeys.creditors, 'options'],
    queryFn: getCreditorOptions,
    select: (data) => data.results,
    enabled,
    staleTime: 60_000,
  });
}
