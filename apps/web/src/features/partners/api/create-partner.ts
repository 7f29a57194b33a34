import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { Partner } from '../types';
import { partnerKeys } from './keys';

/** POST partners. */
export const createPartner = (input: PartnerInput) => api.post<Partner>('general', 'partners', input);

export function useCreatePartner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPartner, onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }) });
}
