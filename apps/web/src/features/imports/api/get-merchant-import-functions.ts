import { useQuery } from '@tanstack/react-query';
import type { MerchantImportFunctionsReply } from '@lastro/domain';
import { api } from '../../../lib/api';

/** GET merchants/import-functions: the functions the creditor's funcao_importacao_ec allows. */
export const getMerchantImportFunctions = (creditorId: string) =>
  api.get<MerchantImportFunctionsReply>('merchant', 'merchants/import-functions', { query: { creditor_id: creditorId } });

export function useMerchantImportFunctions(creditorId: string) {
  return useQuery({
    queryKey: ['imports', 'merchant-functions', creditorId],
    queryFn: () => getMerchantImportFunctions(creditorId),
    enabled: Boolean(creditorId),
    staleTime: 60_000,
  });
}
