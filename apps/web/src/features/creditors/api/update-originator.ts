import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { OriginatorAnswer } from '../types';
import type { DomicilePayload } from './create-originator';
import { creditorKeys } from './keys';

export interface OriginatorChange {
  id: string;
  status?: 'Ativo' | 'Inativo';
  domicilios?: ({ id: string; status: 'Ativo' | 'Inativo' } | DomicilePayload)[];
}

/** PUT parceiro/originador?creditor_id=&backoffice=true: status toggles and added domiciles. */
export const updateOriginator = (creditorId: string, change: OriginatorChange) =>
  api.put<OriginatorAnswer>('general', 'parceiro/originador', { originadores: [change] }, {
    query: { creditor_id: creditorId, backoffice: true },
    rawToken: true,
  });

/** The caller reads the answer's statuses and shows its own messages (meta.silent: no generic toast). */
export function useUpdateOriginator(creditorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OriginatorChange) => updateOriginator(creditorId, change),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: creditorKeys.originators(creditorId) }),
  });
}
