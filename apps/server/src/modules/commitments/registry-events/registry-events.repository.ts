import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dealInstallments, deals } from '../../../db/schema/commitments';
import type { AppDb } from '../../../db/client';
import { upsertEffectCopies } from '../effect-copies.repository';
import type { EffectCopy } from '../registration/registration.repository';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** An installment a registry contract stands for, with what judging it needs of its deal. */
export interface CopiedInstallment {
  id: string;
  dealId: string;
  externalReference: string;
  amount: number;
  status: number;
  statusMessage: string | null;
  contractIdentifier: string | null;
  minPercentage: number;
  dealStatus: number;
}

export interface InstallmentUpdate {
  id: string;
  contractIdentifier: string;
  amountTotalEffect: number;
  amountTotalCommitted: number;
  effectAmount: number;
  effectAmountUpdated: number;
  effectiveSettlementAmount: number;
  status: number;
  statusMessage: string | null;
}

/** A deal whose status the registry's new result moved (compare-and-set: from `from`). */
export interface DealMove {
  id: string;
  from: number;
  to: number;
  statusMessage: string | null;
}

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The product's copies of what the registry holds, written as the registry's events say. */
export function createRegistryEventsRepository(db: AppDb) {
  return {
    /**
     * Runs `work` holding the financiador's cursor (its last seq applied): null when another
     * process holds it now (it is consuming the same feed; it will take what is new too).
     */
    async withCursor<T>(financiador: string, work: (tx: Tx, ultimo: number) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`insert into registry_event_cursors (financiador) values (${financiador}) on conflict do nothing`);
        const [cursor] = rows<{ ultimo: string }>(
          await tx.execute(sql`select ultimo from registry_event_cursors where financiador = ${financiador} for update skip locked`),
        );
        if (!cursor) return null;
        return work(tx, Number(cursor.ultimo));
      });
    },

    async advance(tx: Tx, financiador: string, ultimo: number): Promise<void> {
      await tx.execute(
        sql`update registry_event_cursors set ultimo = ${ultimo}, updated_at = now() where financiador = ${financiador}`,
      );
    },

    /** Every feed's cursor, or one's. */
    async cursors(financiador?: string): Promise<Map<string, number>> {
      const found = rows<{ financiador: string; ultimo: string }>(
        await db.execute(
          financiador
            ? sql`select financiador, ultimo from registry_event_cursors where financiador = ${financiador}`
            : sql`select financiador, ultimo from registry_event_cursors`,
        ),
      );
      return new Map(found.map((r) => [r.financiador, Number(r.ultimo)]));
    },

    /**
     * The installments the copies stand for, locked in id order before anything is written, their
     * deals before them (the order every writer of effect copies takes: effect-copies.repository.ts
     * lockForCopies).
     */
    async installments(tx: Tx, externalReferences: string[]): Promise<CopiedInstallment[]> {
      if (!externalReferences.length) return [];
      const owners = tx
        .selectDistinct({ id: dealInstallments.dealId })
        .from(dealInstallments)
        .where(inArray(dealInstallments.externalReference, externalReferences));
      await tx.select({ id: deals.id }).from(deals).where(inArray(deals.id, owners)).orderBy(asc(deals.id)).for('no key update');
      return tx
        .select({
          id: dealInstallments.id,
          dealId: dealInstallments.dealId,
          externalReference: dealInstallments.externalReference,
          amount: dealInstallments.amount,
          status: dealInstallments.status,
          statusMessage: dealInstallments.statusMessage,
          contractIdentifier: dealInstallments.contractIdentifier,
          minPercentage: deals.minPercentage,
          dealStatus: deals.status,
        })
        .from(dealInstallments)
        .innerJoin(deals, eq(deals.id, dealInstallments.dealId))
        .where(inArray(dealInstallments.externalReference, externalReferences))
        .orderBy(asc(dealInstallments.id))
        .for('update', { of: dealInstallments });
    },

    /** The effects' new states, one statement whatever their number (one parameter). */
    async saveEffects(tx: Tx, effects: { installmentId: string; dealId: string; effect: EffectCopy }[]): Promise<void> {
      if (!effects.length) return;
      await tx.execute(upsertEffectCopies(effects));
    },

    async updateInstallments(tx: Tx, updates: InstallmentUpdate[]): Promise<void> {
      if (!updates.length) return;
      await tx.execute(sql`
        update deal_installments n set
          contract_identifier = coalesce(n.contract_identifier, x."contractIdentifier"),
          amount_total_effect = x."amountTotalEffect", amount_total_committed = x."amountTotalCommitted",
          effect_amount = x."effectAmount", effect_amount_updated = x."effectAmountUpdated",
          effective_settlement_amount = x."effectiveSettlementAmount",
          status = x.status, status_message = x."statusMessage", updated_at = now()
        from json_to_recordset(${JSON.stringify(updates)}::json) as x(id uuid, "contractIdentifier" text,
          "amountTotalEffect" bigint, "amountTotalCommitted" bigint, "effectAmount" bigint, "effectAmountUpdated" bigint,
          "effectiveSettlementAmount" bigint, status smallint, "statusMessage" text)
        where n.id = x.id`);
    },

    /** The statuses of every installment of the given deals, after this transaction's updates. */
    async installmentStatuses(tx: Tx, dealIds: string[]): Promise<{ dealId: string; status: number; statusMessage: string | null }[]> {
      if (!dealIds.length) return [];
      return tx
        .select({ dealId: dealInstallments.dealId, status: dealInstallments.status, statusMessage: dealInstallments.statusMessage })
        .from(dealInstallments)
        .where(inArray(dealInstallments.dealId, dealIds))
        .orderBy(asc(dealInstallments.dealId), asc(dealInstallments.installment));
    },

    /** Moves each deal still in its `from` status; answers the ids moved. */
    async moveDeals(tx: Tx, moves: DealMove[]): Promise<string[]> {
      if (!moves.length) return [];
      return rows<{ id: string }>(
        await tx.execute(sql`
          update deals d set status = x."to", status_message = x."statusMessage", updated_at = now()
          from json_to_recordset(${JSON.stringify(moves)}::json) as x(id uuid, "from" smallint, "to" smallint, "statusMessage" text)
          where d.id = x.id and d.status = x."from" returning d.id`),
      ).map((r) => r.id);
    },

    async history(tx: Tx, entries: { dealId: string; status: number; description: string; name: string }[]): Promise<void> {
      if (!entries.length) return;
      await tx.execute(sql`
        insert into deal_history (deal_id, status, description, name)
        select "dealId", status, description, name
        from json_to_recordset(${JSON.stringify(entries)}::json) as x("dealId" uuid, status smallint, description text, name text)`);
    },

    /** The financiadores (creditor documents) holding live deals. */
    async liveFinanciadores(statuses: readonly number[]): Promise<string[]> {
      const found = await db
        .selectDistinct({ f: deals.creditorDocumentNumber })
        .from(deals)
        .where(inArray(deals.status, [...statuses]))
        .orderBy(asc(deals.creditorDocumentNumber));
      return found.map((r) => r.f);
    },

    /** The external references of the financiador's live deals' installments registered at the registry. */
    async liveReferences(financiador: string, statuses: readonly number[]): Promise<string[]> {
      const found = await db
        .select({ r: dealInstallments.externalReference })
        .from(dealInstallments)
        .innerJoin(deals, eq(deals.id, dealInstallments.dealId))
        .where(
          and(
            eq(deals.creditorDocumentNumber, financiador),
            inArray(deals.status, [...statuses]),
            isNotNull(dealInstallments.contractIdentifier),
          ),
        )
        .orderBy(asc(dealInstallments.externalReference));
      return found.map((x) => x.r);
    },
  };
}

export type RegistryEventsRepository = ReturnType<typeof createRegistryEventsRepository>;
