import { sql } from 'drizzle-orm';
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
     * The installments the copies stand for, locked in id order before anything is written (the
     * order every writer of effect copies takes: effect-copies.repository.ts lockInstallments).
     */
    async installments(tx: Tx, externalReferences: string[]): Promise<CopiedInstallment[]> {
      if (!externalReferences.length) return [];
      return rows<CopiedInstallment>(
        await tx.execute(sql`
          select i.id, i.deal_id as "dealId", i.external_reference as "externalReference", i.amount::float8 as amount,
                 i.status, i.status_message as "statusMessage", i.contract_identifier as "contractIdentifier",
                 d.min_percentage::float8 as "minPercentage", d.status as "dealStatus"
          from deal_installments i join deals d on d.id = i.deal_id
          where i.external_reference in (select jsonb_array_elements_text(${JSON.stringify(externalReferences)}::jsonb))
          order by i.id
          for update of i`),
      );
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
      return rows(
        await tx.execute(sql`
          select deal_id as "dealId", status, status_message as "statusMessage" from deal_installments
          where deal_id in (select jsonb_array_elements_text(${JSON.stringify(dealIds)}::jsonb)::uuid) order by deal_id, installment`),
      );
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
      return rows<{ f: string }>(
        await db.execute(sql`
          select distinct creditor_document_number as f from deals
          where status in (select jsonb_array_elements_text(${JSON.stringify(statuses)}::jsonb)::smallint) order by 1`),
      ).map((r) => r.f);
    },

    /** Live deals of a financiador (gap filling): their ids. */
    async liveDeals(financiador: string, statuses: readonly number[]): Promise<string[]> {
      return rows<{ id: string }>(
        await db.execute(sql`
          select id from deals where creditor_document_number = ${financiador}
            and status in (select jsonb_array_elements_text(${JSON.stringify(statuses)}::jsonb)::smallint)
          order by id`),
      ).map((r) => r.id);
    },

    /** The external references of a deal's installments registered at the registry. */
    async registeredReferences(dealIds: string[]): Promise<string[]> {
      if (!dealIds.length) return [];
      return rows<{ r: string }>(
        await db.execute(sql`
          select external_reference as r from deal_installments
          where deal_id in (select jsonb_array_elements_text(${JSON.stringify(dealIds)}::jsonb)::uuid) and contract_identifier is not null order by external_reference`),
      ).map((x) => x.r);
    },
  };
}

export type RegistryEventsRepository = ReturnType<typeof createRegistryEventsRepository>;
