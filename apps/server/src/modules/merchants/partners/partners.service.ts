import { MESSAGES, cleanTaxId, type MerchantPartner, type MerchantPartnerCreateInput } from '@lastro/domain';
import { conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { MerchantRow } from '../merchants.repository';
import type {
  MerchantPartnerFilters,
  MerchantPartnerRow,
  MerchantPartnersRepository,
} from './partners.repository';

const M = MESSAGES.merchants;

export interface MerchantPartnersDeps {
  /** The merchant if the caller may see it, else 404 (the merchants service's scope). */
  visible(auth: AuthContext | null, id: string): Promise<MerchantRow>;
}

export const toMerchantPartner = (row: MerchantPartnerRow): MerchantPartner => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  company_position: row.companyPosition,
  phone_number: row.phoneNumber,
  document_number: row.documentNumber,
  active: row.active,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Dados dos Sócios: the partners administrators register for a merchant. */
export function createMerchantPartnersService(repo: MerchantPartnersRepository, deps: MerchantPartnersDeps) {
  return {
    async list(auth: AuthContext, merchantId: string, filters: MerchantPartnerFilters) {
      await deps.visible(auth, merchantId);
      const document = filters.document ? cleanTaxId(filters.document) : undefined;
      const { rows, count } = await repo.search(merchantId, { ...filters, document: document || undefined });
      return { rows: rows.map(toMerchantPartner), count };
    },

    async create(
      auth: AuthContext | null,
      merchantId: string,
      input: MerchantPartnerCreateInput & { status: string },
      by: string | null,
    ) {
      await deps.visible(auth, merchantId);
      const row = await repo.insert({
        merchantId,
        fullName: input.full_name.trim(),
        documentNumber: cleanTaxId(input.document_number),
        status: input.status,
        createdBy: by,
      });
      if (!row) throw conflict(M.duplicateMerchantPartner);
      return toMerchantPartner(row);
    },

    async remove(auth: AuthContext, merchantId: string, partnerId: string) {
      await deps.visible(auth, merchantId);
      if (!(await repo.remove(merchantId, partnerId))) throw notFound();
    },
  };
}
export type MerchantPartnersService = ReturnType<typeof createMerchantPartnersService>;
