import { MESSAGES, type FeeRangeInput, type ListQuery } from '@lastro/domain';
import { conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { iso, isUuid } from '../creditors.common';
import type { FeeRangeRow, PricingRepository } from './pricing.repository';

const M = MESSAGES.creditors;

export function toFeeRangeReply(row: FeeRangeRow) {
  return {
    id: row.id,
    creditor_id: row.creditorId,
    price_range: row.priceRange,
    min_value: Number(row.minValue),
    max_value: Number(row.maxValue),
    fee: Number(row.fee),
    start_date: row.startDate,
    end_date: row.endDate,
    active: row.active,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
  };
}

const valuesOf = (input: FeeRangeInput) => ({
  priceRange: input.price_range,
  minValue: input.min_value,
  maxValue: input.max_value,
  fee: input.fee,
  startDate: input.start_date.slice(0, 10),
  endDate: input.end_date.slice(0, 10),
});

export function createPricingService(
  repo: PricingRepository,
  creditors: { assertVisible(auth: AuthContext, id: string): Promise<void> },
) {
  async function load(creditorId: string, id: string) {
    const row = isUuid(id) ? await repo.findById(creditorId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Two active ranges of the same creditor may not both apply to one amount on one day. */
  async function refuseOverlap(creditorId: string, values: ReturnType<typeof valuesOf>, active: boolean, exceptId?: string) {
    if (!active) return;
    if (await repo.findOverlap(creditorId, values, exceptId)) throw conflict(M.feeRangeOverlap);
  }

  return {
    async list(auth: AuthContext, creditorId: string, page: ListQuery) {
      await creditors.assertVisible(auth, creditorId);
      const [{ rows, count }, periods] = await Promise.all([repo.list(creditorId, page), repo.periods(creditorId)]);
      return {
        rows: rows.map(toFeeRangeReply),
        count,
        periods: periods.map((p) => ({ start_date: p.startDate, end_date: p.endDate, ranges: Number(p.ranges) })),
      };
    },

    async create(auth: AuthContext, creditorId: string, input: FeeRangeInput) {
      await creditors.assertVisible(auth, creditorId);
      const values = valuesOf(input);
      const active = input.active ?? true;
      await refuseOverlap(creditorId, values, active);
      return toFeeRangeReply(await repo.insert({ ...values, active, creditorId }));
    },

    async update(auth: AuthContext, creditorId: string, id: string, input: FeeRangeInput) {
      await creditors.assertVisible(auth, creditorId);
      const current = await load(creditorId, id);
      const values = valuesOf(input);
      const active = input.active ?? current.active;
      await refuseOverlap(creditorId, values, active, id);
      return toFeeRangeReply(await repo.update(id, { ...values, active, updatedAt: new Date() }));
    },

    async remove(auth: AuthContext, creditorId: string, id: string) {
      await creditors.assertVisible(auth, creditorId);
      await load(creditorId, id);
      await repo.remove(id);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
