import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { Partner } from '../types';
import { partnerKeys } from './keys';

/** PUT partners/{id}. */
export const updatePartner = ({ id, ...input }: PartnerInput & { id: string }) =>
  api.put<Partner>('general', `partners/${encodeURIComponent(id)}`, input);

export function useUpdatePartner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePartner, onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }) });
}
