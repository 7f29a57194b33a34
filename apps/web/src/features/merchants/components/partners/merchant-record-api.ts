import { useQuery } from '@tanstack/react-query';
import type { MerchantExternalPartner } from '@lastro/domain';
import { api } from '../../../../lib/api';

/**
 * The few fields of GET merchants/{id} the partners and acquirers tabs read: the partners'
 * register the CNPJ look-up answered, and the document and creditor Discovery is asked for.
 * The registration form owns that call; this stays a narrow read of its answer.
 */
export interface MerchantRecordFields {
  document_number: string;
  creditor_id: string;
  partners_external_data?: MerchantExternalPartner[] | null;
}

export const merchantRecordKey = (merchantId: string) => ['merchants', merchantId, 'record-fields'] as const;

export const getMerchantRecordFields = (merchantId: string) =>
  api.get<MerchantRecordFields>('merchant', `merchants/${encodeURIComponent(merchantId)}`);

export function useMerchantRecordFields(merchantId: string) {
  return useQuery({
    queryKey: merchantRecordKey(merchantId),
    queryFn: () => getMerchantRecordFields(merchantId),
  });
}
