import { useQuery } from '@tanstack/react-query';
import type { RegisteredContractResponse } from '@lastro/domain';
import { api } from '../../../lib/api';
import { downloadFromApi } from '../../../lib/download';

/** GET registered-contracts?external_reference=: the contract as the registry holds it. */
export const getRegisteredContract = (ref: string) =>
  api.get<RegisteredContractResponse>('contract', 'registered-contracts', { query: { external_reference: ref } });

export function useRegisteredContract(ref: string) {
  return useQuery({
    queryKey: ['registered-contracts', ref],
    queryFn: () => getRegisteredContract(ref),
    enabled: ref !== '',
    retry: false,
    // The page shows the failure beside the search field ('Contrato não encontrado'): no toast as well.
    meta: { silent: true },
  });
}

/** The URs table as a spreadsheet, written by the server at once. */
export const downloadRegisteredUnits = (ref: string) =>
  downloadFromApi('contract', 'registered-contracts/export', { query: { external_reference: ref, format: 'xls' }, fallbackName: 'contrato-registrado.xlsx' });
