import { and, asc, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { NO_AUDIT_TRAIL, type AuditCaller, type AuditTrail } from '../../../lib/audit-trail';
import { dealHistory, dealInstallments, deals } from '../../../db/schema/commitments';
import { lockForCopies, upsertEffectCopies } from '../effect-copies.repository';

export type DealRow = typeof deals.$inferSelect;
export type InstallmentRow = typeof dealInstallments.$inferSelect;

/** One effect as the product keeps it (cents, ISO dates). */
export interface EffectCopy {
  acquirerDocument: string;
  arrangement: string;
  settlementDate: string;
  constituted: boolean;
  effectOrder: number;
  status: string;
  amountOnerate: number;
  effectAmount: number;
  effectiveSettlementAmount: number;
  effectiveSettlementDate: string | null;
}

export interface InstallmentTotals {
  status?: number;
  statusMessage?: string | null;
  contractIdentifier?: string | null;
  protocol?: string | null;
  amountTotalEffect: number;
  amountTotalCommitted: number;
  effectAmount: number;
  effectAmountUpdated: number;
  effectiveSettlementAmount: number;
  /** Kept from the first time the registry answered (the applied amount at registration). */
  effectAmountInitial?: number;
}

export function createRegistrationRepository(db: AppDb, trail: AuditTrail = NO_AUDIT_TRAIL) {
  return {
    async deal(id: string): Promise<DealRow | undefined> {
      return (await db.select().from(deals).where(eq(deals.id, id)))[0];
    },

    async installments(dealId: string): Promise<InstallmentRow[]> {
      return db.select().from(dealInstallments).where(eq(dealInstallments.dealId, dealId)).orderBy(asc(dealInstallments.installment));
    },

    /**
     * Moves the deal only if it still is in one of `from`: two actions (or an action and the
     * registration job) racing on one deal cannot both win. Null when another move came first.
     * `by`: the caller whose action it is; null for a job's move.
     */
    async moveStatus(id: string, from: readonly number[], to: number, statusMessage: string | null | undefined, by: AuditCaller | null): Promise<DealRow | null> {
      return db.transaction(async (tx) => {
        // The row locked first: the status it had is the audit event's 'before'.
        const [was] = await tx.select({ status: deals.status }).from(deals).where(eq(deals.id, id)).for('update');
        const [row] = await tx
          .update(deals)
          .set({ status: to, updatedAt: new Date(), ...(statusMessage !== undefined ? { statusMessage } : {}) })
          .where(and(eq(deals.id, id), inArray(deals.status, [...from])))
          .returning();
        // Every move, a person's or a job's, is audited in its own transaction (last: the chain's lock lasts to the commit).
        if (row && was)
          await trail.change(tx, {
            entity: 'deals',
            entityId: id,
            action: 'status',
            before: { deal_status: was.status },
            after: { deal_status: to },
            creditorId: row.creditorId,
            by,
          });
        return row ?? null;
      });
    },

    async updateInstallment(id: string, values: Partial<typeof dealInstallments.$inferInsert>): Promise<void> {
      await db
        .update(dealInstallments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(dealInstallments.id, id));
    },

    /** Installments that failed registration go back to em_processamento for the next attempt. */
    async resetRefused(dealId: string, refused: number, pending: number): Promise<void> {
      await db
        .update(dealInstallments)
        .set({ status: pending, statusMessage: null, updatedAt: new Date() })
        .where(and(eq(dealInstallments.dealId, dealId), eq(dealInstallments.status, refused)));
    },

    async history(dealId: string, status: number, description: string, who: { accountId: string | null; name: string }): Promise<void> {
      await db.insert(dealHistory).values({ dealId, status, description, accountId: who.accountId, name: who.name });
    },

    async countHistory(dealId: string, status: number, description: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(dealHistory)
        .where(and(eq(dealHistory.dealId, dealId), eq(dealHistory.status, status), eq(dealHistory.description, description)));
      return Number(row?.n ?? 0);
    },

    /**
     * Replaces the installments' copies of their effects with the registry's answers and their
     * totals: one multi-row upsert however many installments and URs, and one update of the
     * installments. In the order every writer of the copies takes (the registry events' too):
     * the deals and installments locked first, by id, then effects, then installments — so two
     * writers never hold what the other waits for (each statement also bumps its table's list version).
     */
    async saveEffects(items: { installment: InstallmentRow; effects: EffectCopy[]; totals: InstallmentTotals }[]): Promise<void> {
      if (!items.length) return;
      const effects = items.flatMap(({ installment, effects: list }) =>
        list.map((effect) => ({ installmentId: installment.id, dealId: installment.dealId, effect })),
      );
      // Absent totals keep the column (as an update leaving the key out would); json drops undefined keys.
      const totals = items.map(({ installment, totals: t }) => ({ ...t, id: installment.id }));
      await db.transaction(async (tx) => {
        await lockForCopies(tx, items.map((i) => i.installment.id));
        if (effects.length) await tx.execute(upsertEffectCopies(effects));
        await tx.execute(sql`
        update deal_installments n set
          status = case when j ? 'status' then (j->>'status')::smallint else n.status end,
          status_message = case when j ? 'statusMessage' then j->>'statusMessage' else n.status_message end,
          contract_identifier = case when j ? 'contractIdentifier' then j->>'contractIdentifier' else n.contract_identifier end,
          protocol = case when j ? 'protocol' then j->>'protocol' else n.protocol end,
          amount_total_effect = (j->>'amountTotalEffect')::bigint,
          amount_total_committed = (j->>'amountTotalCommitted')::bigint,
          effect_amount = (j->>'effectAmount')::bigint,
          effect_amount_updated = (j->>'effectAmountUpdated')::bigint,
          effective_settlement_amount = (j->>'effectiveSettlementAmount')::bigint,
          effect_amount_initial = case when j ? 'effectAmountInitial' then (j->>'effectAmountInitial')::bigint
                                       else n.effect_amount_initial end,
          updated_at = now()
        from jsonb_array_elements(${JSON.stringify(totals)}::jsonb) as x(j)
        where n.id = (j->>'id')::uuid`);
      });
    },

    /** Deals whose expiration date is before `today` and whose status may still expire. */
    async expiring(today: string, statuses: readonly number[], limit = 500): Promise<DealRow[]> {
      return db
        .select()
        .from(deals)
        .where(and(isNotNull(deals.expirationDate), lt(deals.expirationDate, today), inArray(deals.status, [...statuses])))
        .orderBy(asc(deals.expirationDate))
        .limit(limit);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
