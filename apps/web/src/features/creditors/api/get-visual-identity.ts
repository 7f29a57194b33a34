import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { VisualIdentity } from '../types';
import { creditorKeys } from './keys';

/** GET creditors/{id}/visual-identity: null until one is registered. */
export const getVisualIdentity = (creditorId: string) =>
  api.get<VisualIdentity | null>('creditor', `creditors/${encodeURIComponent(creditorId)}/visual-identity`);

export function useVisualIdentity(creditorId: string) {
  return useQuery({ queryKey: creditorKeys.visualIdentity(creditorId), queryFn: () => getVisualIdentity(creditorId) });
}
