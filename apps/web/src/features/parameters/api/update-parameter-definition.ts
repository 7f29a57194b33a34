import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterDefinitionUpdateInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { ParameterDefinition } from '../types';
import { registerKeys } from './keys';

/** PATCH domains/parameters/{key}. */
export function updateParameterDefinition({ key, ...body }: ParameterDefinitionUpdateInput & { key: string }) {
  return api.patch<ParameterDefinition>('domain', `domains/parameters/${encodeURIComponent(key)}`, body);
}

export function useUpdateParameterDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateParameterDefinition,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.parameters }),
  });
}
