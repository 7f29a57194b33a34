import { MESSAGES, type CreditorPartnershipInput } from '@lastro/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { iso, isUniqueViolation, isUuid } from '../creditors.common';
import type { PartnershipFilters, PartnershipsRepository } from './partnerships.repository';

const M = MESSAGES.creditors;

/** The partners module, asked whether a partner exists. */
export interface PartnerDirectory {
  exists(partnerId: string): Promise<boolean>;
}

type Joined = NonNullable<Awaited<ReturnType<PartnershipsRepository['findById']>>>;

function toPartnershipReply(j: Joined) {
  return {
    id: j.row.id,
    creditor_id: j.row.creditorId,
    creditor_name: j.creditorName,
    partner_id: j.row.partnerId,
    partner_name: j.partnerName,
    partner_document: j.partnerDocument,
    revenue_percentage: Number(j.revenuePercentage),
    start_date: j.row.startDate,
    end_date: j.row.endDate,
    active: j.row.active,
    created_at: iso(j.row.createdAt)!,
    updated_at: iso(j.row.updatedAt),
  };
}

export function createPartnershipsService(
  repo: PartnershipsRepository,
  deps: { partners: PartnerDirectory; creditorExists(id: string): Promise<boolean> },
) {
  async function load(id: string) {
    const found = isUuid(id) ? await repo.findById(id) : undefined;
    if (!found) throw notFound(M.partnershipNotFound);
    return found;
  }

  async function checkRefs(input: CreditorPartnershipInput, exceptId?: string) {
    if (!(await deps.creditorExists(input.creditor_id))) throw badRequest(M.creditorNotFound);
    if (!(await deps.partners.exists(input.partner_id))) throw badRequest(M.partnerNotFound);
    if (await repo.pairTaken(input.creditor_id, input.partner_id, exceptId)) throw conflict(M.partnershipDuplicate);
  }

  const valuesOf = (input: CreditorPartnershipInput) => ({
    creditorId: input.creditor_id,
    partnerId: input.partner_id,
    startDate: input.start_date.slice(0, 10),
    endDate: input.end_date ?? null,
    active: input.active ?? true,
  });

  return {
    async search(filters: PartnershipFilters) {
      const creditorId = filters.creditorId && isUuid(filters.creditorId) ? filters.creditorId : undefined;
      const partnerId = filters.partnerId && isUuid(filters.partnerId) ? filters.partnerId : undefined;
      // A malformed id filter matches nothing rather than everything.
      if ((filters.creditorId && !creditorId) || (filters.partnerId && !partnerId)) return { rows: [], count: 0 };
      const { rows, count } = await repo.search({ ...filters, creditorId, partnerId });
      return { rows: rows.map(toPartnershipReply), count };
    },

    async get(id: string) {
      return toPartnershipReply(await load(id));
    },

    async create(input: CreditorPartnershipInput) {
      await checkRefs(input);
      try {
        const row = await repo.insert(valuesOf(input));
        return toPartnershipReply((await repo.findById(row.id))!);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.partnershipDuplicate);
        throw err;
      }
    },

    async update(id: string, input: CreditorPartnershipInput) {
      await load(id);
      await checkRefs(input, id);
      try {
        await repo.update(id, { ...valuesOf(input), updatedAt: new Date() });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.partnershipDuplicate);
        throw err;
      }
      return toPartnershipReply(await load(id));
    },

    async remove(id: string) {
      await load(id);
      await repo.remove(id);
    },
  };
}

export type PartnershipsService = ReturnType<typeof createPartnershipsService>;
