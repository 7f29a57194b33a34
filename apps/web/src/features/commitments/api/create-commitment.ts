import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMITMENT_CREATE_PATHS,
  DROPDOWN_LIMIT,
  type CommitmentCreateOptions,
  type CommitmentCreatedItem,
  type CommitmentInstallmentPayloadInput,
  type ContractModality,
} from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';

/** Query keys of the create form; the list's keys start with ['commitments']. */
export const createKeys = {
  all: ['commitments'] as const,
  options: (creditorId: string) => ['commitments', 'create', 'options', creditorId] as const,
  originators: (creditorId: string) => ['commitments', 'create', 'originators', creditorId] as const,
};

export interface Option {
  value: string;
  label: string;
}

/** An originator of the partner look-up (spec 2 §3 "Originator"). */
export interface Originator {
  id: string;
  cnpj_originador: string;
  razao_social: string;
  status: string;
  domicilios: { id: string; titulo_domicilio: string; banco: string; agencia: string; conta: string; tipo_conta: string; status: string }[];
}

/** GET deals/create-options?creditor_id=: the types, installment count and GCAP the partner allows. */
export function useCreateOptions(creditorId: string) {
  return useQuery({
    queryKey: createKeys.options(creditorId),
    queryFn: () => api.get<CommitmentCreateOptions>('deal', 'deals/create-options', { query: { creditor_id: creditorId } }),
    enabled: Boolean(creditorId),
  });
}

/** GET parceiro/originador?creditor_id={id}&backoffice=true: originators with their domiciles. */
export function useOriginators(creditorId: string) {
  return useQuery({
    queryKey: createKeys.originators(creditorId),
    queryFn: () =>
      api.get<ListResult<Originator>>('general', 'parceiro/originador', {
        query: { creditor_id: creditorId, backoffice: true, limit: DROPDOWN_LIMIT },
        rawToken: true,
      }),
    select: (data) => data.results,
    enabled: Boolean(creditorId),
  });
}

/** POST deals or deals/contract-smoke with one object per installment; the same key twice creates once. */
export function useCreateCommitment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ modality, payload, key }: { modality: ContractModality; payload: CommitmentInstallmentPayloadInput[]; key: string }) =>
      api.post<CommitmentCreatedItem[]>('deal', COMMITMENT_CREATE_PATHS[modality], payload, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: createKeys.all }),
  });
}
