import type { MerchantRelation, MerchantStatus } from '@lastro/domain';
import { api } from '../api';

/**
 * GET merchants/status?document={}&creditor_id={}: the merchant and its opt-in state; without a
 * supplier (an administrator's merchant mode), across suppliers. The schedule query and the
 * commitment form look merchants up alike.
 */
export const getMerchantStatus = (document: string, creditorId?: string) =>
  api.get<MerchantStatus>('merchant', 'merchants/status', { query: { document, creditor_id: creditorId } });

/** GET merchants/relations?documentNumber={}&limit=9999 (spec 2 §9): acquirers and arrangements linked at the registry. */
export const getMerchantRelations = (documentNumber: string, creditorId: string) =>
  api.get<{ results: MerchantRelation[] }>('merchant', 'merchants/relations', {
    query: { documentNumber, creditor_id: creditorId, limit: 9999 },
  });
