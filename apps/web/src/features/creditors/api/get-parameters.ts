import { useQuery } from '@tanstack/react-query';
import { PARAMETER_FETCH_LIMIT } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { CreditorParameters } from '../types';
import { creditorKeys } from './keys';

/** GET creditors/{id}/parameters?limit=9999: the values and the active definitions. */
export const getParameters = (creditorId: string) =>
  api.get<CreditorParameters>('creditor', `creditors/${encodeURIComponent(creditorId)}/parameters`, {
    query: { limit: PARAMETER_FETCH_LIMIT },
  });

export function useParameters(creditorId: string) {
  return useQuery({ queryKey: creditorKeys.parameters(creditorId), queryFn: () => getParameters(creditorId) });
}
