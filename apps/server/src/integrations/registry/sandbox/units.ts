import { addDays, addMonths, businessDaysBetween } from '@lastro/domain';
import { constitutedUnits, merchantProfile, TO_CONSTITUTE_MONTHS } from './profile';
import { UNIT_EFFECTS, UNIT_FOR_ALLOCATION } from './restack';
import type { Q } from './sql';

export { MAX_EFFECTS_PER_UNIT } from './allocation';
export { EffectLimitReached, reallocate, termsOf, type NewEffect, type ReallocateOptions } from './restack';

/**
 * Meets a merchant: on the first meeting, records its acquirers and arranjos and materialises
 * its constituted URs in one set-based statement. The caller holds the merchant's lock.
 * Returns whether this call materialised it.
 */
export async function ensureMerchant(q: Q, ufr: string, today: string): Promise<boolean> {
  const created = await q(
    'insert into registry.merchants (ufr, materialised_on) values ($1, $2) on conflict do nothing returning ufr',
    [ufr, today],
  );
  if (!created.length) return false;
  const profile = merchantProfile(ufr);
  await q(
    `insert into registry.merchant_arranjos (ufr, credenciadora, arranjo, fee_bp, daily_sales)
     select $1, c, a, f, s from unnest($2::text[], $3::text[], $4::int[], $5::bigint[]) as p(c, a, f, s)`,
    [
      ufr,
      profile.map((p) => p.credenciadora),
      profile.map((p) => p.arranjo),
      profile.map((p) => p.feeBp),
      profile.map((p) => p.dailySales),
    ],
  );
  const units = constitutedUnits(ufr, profile, today);
  await q(
    `insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total, valor_pre_contratado)
     select c, $1, a, d, $1, true, t, p from unnest($2::text[], $3::text[], $4::date[], $5::bigint[], $6::bigint[]) as u(c, a, d, t, p)`,
    [
      ufr,
      units.map((u) => u.credenciadora),
      units.map((u) => u.arranjo),
      units.map((u) => u.dataLiquidacao),
      units.map((u) => u.valorTotal),
      units.map((u) => u.valorPreContratado),
    ],
  );
  return true;
}

export interface MerchantArranjo {
  credenciadora: string;
  arranjo: string;
}

export async function merchantArranjos(q: Q, ufr: string): Promise<MerchantArranjo[]> {
  return q<MerchantArranjo>(
    'select credenciadora, arranjo from registry.merchant_arranjos where ufr = $1 order by credenciadora, arranjo',
    [ufr],
  );
}

/**
 * Reads the unsettled URs of the merchant a contract reaches, creating first the URs a
 * constituir it reaches where none exists (business days of its range up to 24 months ahead,
 * for each acquirer-arranjo of the merchant it covers). Returns them for `reallocate`. The
 * caller holds the merchant's lock, which every write of the merchant's URs takes (the tick
 * reallocates under it alone too): row locks on top would only write every row twice.
 */
export async function unitsInScope(
  q: Q,
  ufr: string,
  pairs: readonly MerchantArranjo[],
  from: string,
  to: string,
  today: string,
): Promise<UnitRow[]> {
  const horizon = addMonths(today, TO_CONSTITUTE_MONTHS);
  const start = from > today ? from : addDays(today, 1);
  const end = to < horizon ? to : horizon;
  if (start > end || !pairs.length) return [];
  const credenciadoras = [...new Set(pairs.map((p) => p.credenciadora))];
  const arranjos = [...new Set(pairs.map((p) => p.arranjo))];
  // Their live effects come along (json ids and cents are below 2^53): one round trip less for reallocate.
  const rows = await q<UnitRow>(
    `select ${UNIT_FOR_ALLOCATION}, ${UNIT_EFFECTS}
     from registry.units
     where ufr = $1 and data_liquidacao between $2 and $3 and liquidada_em is null
       and credenciadora = any($4::text[]) and arranjo = any($5::text[])
     order by id`,
    [ufr, start, end, credenciadoras, arranjos],
  );
  const have = new Set(rows.map((r) => `${r.credenciadora}|${r.arranjo}|${r.data_liquidacao}`));
  const days = businessDaysBetween(start, end);
  const c: string[] = [];
  const a: string[] = [];
  const d: string[] = [];
  for (const p of pairs)
    for (const day of days)
      if (!have.has(`${p.credenciadora}|${p.arranjo}|${day}`)) {
        c.push(p.credenciadora);
        a.push(p.arranjo);
        d.push(day);
      }
  if (c.length)
    rows.push(
      ...(await q<UnitRow>(
        `insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida)
         select c, $1, a, d, $1, false from unnest($2::text[], $3::text[], $4::date[]) as u(c, a, d)
         on conflict do nothing returning ${UNIT_FOR_ALLOCATION}, null::json as efeitos`,
        [ufr, c, a, d],
      )),
    );
  return rows;
}

export interface UnitRow {
  id: string;
  credenciadora: string;
  arranjo: string;
  data_liquidacao: string;
  constituida: boolean;
  valor_total: string;
  valor_liquidado: string;
  valor_comprometido: string;
  /** The UR's live effects (id, contract, onerado, aplicado, indicador, status), when read with it. */
  efeitos?: [number, number, number, number, number, string][] | null;
}
