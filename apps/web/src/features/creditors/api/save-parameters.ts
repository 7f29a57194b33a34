import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nonEmptyParameters } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { CreditorParameters } from '../types';
import { creditorKeys } from './keys';

/** POST creditors/{id}/parameters {parameters:[{parameter_key, parameter_value}]}: only non-empty entries are sent. */
export const saveParameters = (creditorId: string, values: Record<string, string>) =>
  api.post<CreditorParameters>('creditor', `creditors/${encodeURIComponent(creditorId)}/parameters`, {
    parameters: nonEmptyParameters(
      Object.entries(values).map(([parameter_key, parameter_value]) => ({ parameter_key, parameter_value: parameter_value.trim() })),
    ),
  });

export function useSaveParameters(creditorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) => saveParameters(creditorId, values),
    onSuccess: (data) => client.setQueryData(creditorKeys.parameters(creditorId), data),
  });
}
