import { useQuery } from '@tanstack/react-query';
import { PARAMETER_FETCH_LIMIT } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { ParameterDefinition } from '../types';
import { registerKeys } from './keys';

export type ParameterDefinitionFilters = { name: string; group: string };

/** GET domains/parameters (the whole catalogue: limit 9999). */
export function getParameterDefinitions(filters: ParameterDefinitionFilters) {
  return api.get<ListResult<ParameterDefinition>>('domain', 'domains/parameters', {
    query: { ...filters, offset: 0, limit: PARAMETER_FETCH_LIMIT },
  });
}

export function useParameterDefinitions(filters: ParameterDefinitionFilters, enabled = true) {
  return useQuery({
    queryKey: [...registerKeys.parameters, filters],
    queryFn: () => getParameterDefinitions(filters),
    enabled,
  });
}
