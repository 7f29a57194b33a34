import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { dealInstallments, deals } from '../../db/schema/commitments';
import type { EffectCopy } from './registration/registration.repository';

/**
 * The upsert of effect copies into deal_effects (the registration job and the registry's
 * events both write them): one json parameter whatever the number of URs, since one parameter
 * per value would hit the protocol's limit. Returns one row per effect written.
 */
export function upsertEffectCopies(effects: { installmentId: string; dealId: string; effect: EffectCopy }[]): SQL {
  const rows = effects.map(({ installmentId, dealId, effect: x }) => ({
    i: installmentId,
    g: dealId,
    a: x.acquirerDocument,
    r: x.arrangement,
    d: x.settlementDate,
    c: x.constituted,
    o: x.effectOrder,
    s: x.status,
    v: x.amountOnerate,
    e: x.effectAmount,
    l: x.effectiveSettlementAmount,
    ld: x.effectiveSettlementDate,
  }));
  return sql`
    insert into deal_effects (installment_id, deal_id, acquirer_document, arrangement, settlement_date, constituted,
      effect_order, status, amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated,
      effective_settlement_amount, effective_settlement_date)
    select i, g, a, r, d, c, o, s, v, e, e, e + l, l, ld
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(i uuid, g uuid, a varchar, r varchar, d date, c boolean, o int, s text, v bigint, e bigint, l bigint, ld date)
    on conflict (installment_id, acquirer_document, arrangement, settlement_date) do update set
      constituted = excluded.constituted, effect_order = excluded.effect_order, status = excluded.status,
      amount_onerate = excluded.amount_onerate, effect_amount = excluded.effect_amount,
      effect_amount_updated = excluded.effect_amount_updated,
      effective_settlement_amount = excluded.effective_settlement_amount,
      effective_settlement_date = excluded.effective_settlement_date, updated_at = now()
    returning 1`;
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Locks, before copies are written, the deals they belong to and then the installments, each in
 * id order: every writer of effect copies takes them first and in this order, so none waits
 * while holding another's rows. The deals come first because a deal's change rewrites its
 * effects' report copies (migration 0964) while the change holds the deal's row.
 */
export async function lockForCopies(tx: Tx, installmentIds: string[]): Promise<void> {
  if (!installmentIds.length) return;
  const owners = tx.selectDistinct({ id: dealInstallments.dealId }).from(dealInstallments).where(inArray(dealInstallments.id, installmentIds));
  await tx.select({ id: deals.id }).from(deals).where(inArray(deals.id, owners)).orderBy(asc(deals.id)).for('no key update');
  await tx.select({ id: dealInstallments.id }).from(dealInstallments).where(inArray(dealInstallments.id, installmentIds)).orderBy(asc(dealInstallments.id)).for('update');
}
