import { MESSAGES, stripTaxIdMask, type PartnerInput, type Partner } from '@lastro/domain';
import { conflict, notFound } from '../../lib/errors';
import type { PartnerFilters, PartnerRow, PartnersRepository } from './partners.repository';
import { isUniqueViolation } from '../../lib/db-errors';

const M = MESSAGES.registers;

/** A partner (parceiro) as the API shows it (spec doc 2 §3). */
export function toPartnerReply(row: PartnerRow): Partner {
  return {
    id: row.id,
    document_number: row.documentNumber,
    company_name: row.companyName,
    trading_name: row.tradingName,
    revenue_percentage: Number(row.revenuePercentage),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function createPartnersService(repo: PartnersRepository) {
  const valuesOf = (input: PartnerInput) => ({
    documentNumber: stripTaxIdMask(input.document_number),
    companyName: input.company_name,
    tradingName: input.trading_name,
    revenuePercentage: input.revenue_percentage,
  });

  return {
    async search(filters: PartnerFilters) {
      const { rows, count } = await repo.search(filters);
      return { rows: rows.map(toPartnerReply), count };
    },

    async get(id: string) {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return toPartnerReply(row);
    },

    async create(input: PartnerInput) {
      const values = valuesOf(input);
      if (await repo.documentTaken(values.documentNumber)) throw conflict(M.duplicatePartnerDocument);
      try {
        return toPartnerReply(await repo.insert(values));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.duplicatePartnerDocument);
        throw err;
      }
    },

    async update(id: string, input: PartnerInput) {
      if (!(await repo.findById(id))) throw notFound();
      const values = valuesOf(input);
      if (await repo.documentTaken(values.documentNumber, id)) throw conflict(M.duplicatePartnerDocument);
      try {
        const row = await repo.update(id, { ...values, updatedAt: new Date() });
        if (!row) throw notFound();
        return toPartnerReply(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.duplicatePartnerDocument);
        throw err;
      }
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
