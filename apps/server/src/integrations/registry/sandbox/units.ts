import { addDays, addMonths, businessDaysBetween } from '@lastro/domain';
import type { ContractEffect } from '../registry';
import {
  allocateUnit,
  type AllocatedEffect,
  type ContractTerms,
  type EffectForAllocation,
} from './allocation';
import { constitutedUnits, merchantProfile, TO_CONSTITUTE_MONTHS } from './profile';
import type { Q } from './sql';

/** CERC's limit of effects on one UR. */
export const MAX_EFFECTS_PER_UNIT = 45;

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
    `select ${UNIT_FOR_ALLOCATION},
       (select json_agg(json_build_array(e.id, e.contract_id, e.valor_onerado, e.valor_aplicado, e.indicador, e.status))
        from registry.effects e where e.unit_id = registry.units.id and e.status <> 'removido') as efeitos
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

const UNIT_FOR_ALLOCATION =
  'id, credenciadora, arranjo, data_liquidacao::text, constituida, valor_total, valor_liquidado, valor_comprometido';

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

interface EffectRow {
  id: string;
  unit_id: string;
  contract_id: string;
  valor_onerado: string;
  valor_aplicado: string;
  indicador: number;
  status: string;
}

interface TermsRow {
  id: string;
  prioridade: number;
  regra_divisao: number;
  valor: string | null;
  percentual_bp: number | null;
  usado: string;
}

async function loadTerms(q: Q, contractIds: number[]): Promise<Map<number, ContractTerms>> {
  const rows = contractIds.length
    ? await q<TermsRow>(
        `select c.id, c.prioridade, c.regra_divisao, c.valor, c.percentual_bp,
                coalesce((select sum(e.valor_aplicado + e.valor_liquidado) from registry.effects e where e.contract_id = c.id), 0) as usado
         from registry.contracts c where c.id = any($1::bigint[])`,
        [contractIds],
      )
    : [];
  return new Map(rows.map((r) => [Number(r.id), termsOf(r)]));
}

export function termsOf(r: TermsRow): ContractTerms {
  return {
    id: Number(r.id),
    prioridade: r.prioridade,
    regraDivisao: r.regra_divisao === 2 ? 2 : 1,
    valor: r.valor === null ? null : Number(r.valor),
    percentualBp: r.percentual_bp,
    usado: Number(r.usado),
  };
}

export interface ReallocateOptions {
  /** New constituted totals of some URs (sales, cancellations), written with the new amounts. */
  totals?: ReadonlyMap<number, number>;
  /** A contract being registered: it gets an effect on each UR it still needs. */
  newContract?: ContractTerms;
  /** The URs as the caller just read and locked them (saves reading them again), with their effects. */
  loaded?: readonly UnitRow[];
  /**
   * One more write of the caller, made in the same statement as the allocation's (a round trip
   * less): it gets the statement's parameter function and returns its SQL. Made even with no UR.
   */
  alsoWrite?: (arg: (value: unknown) => string) => string;
}

/**
 * Re-applies the effects of the given (locked, unsettled) URs in settlement-date order and
 * writes what changed: effect amounts, indicators and statuses, the URs' comprometido (and
 * totals). Returns the new contract's effects, in settlement-date order.
 */
export async function reallocate(
  q: Q,
  unitIds: readonly number[],
  opts: ReallocateOptions = {},
): Promise<NewEffect[]> {
  if (!unitIds.length) {
    if (opts.alsoWrite) {
      const params: unknown[] = [];
      await q(opts.alsoWrite((value) => `$${params.push(value)}`), params);
    }
    return [];
  }
  const units = opts.loaded
    ? [...opts.loaded].sort((x, y) =>
        x.data_liquidacao < y.data_liquidacao
          ? -1
          : x.data_liquidacao > y.data_liquidacao
            ? 1
            : Number(x.id) - Number(y.id),
      )
    : await q<UnitRow>(
        `select ${UNIT_FOR_ALLOCATION} from registry.units where id = any($1::bigint[]) and liquidada_em is null
         order by data_liquidacao, id`,
        [unitIds],
      );
  const effects = opts.loaded?.every((u) => u.efeitos !== undefined)
    ? opts.loaded.flatMap((u) =>
        (u.efeitos ?? []).map(([id, contract, onerado, aplicado, indicador, status]) => ({
          id: String(id),
          unit_id: u.id,
          contract_id: String(contract),
          valor_onerado: String(onerado),
          valor_aplicado: String(aplicado),
          indicador,
          status,
        })),
      )
    : await q<EffectRow>(
        `select id, unit_id, contract_id, valor_onerado, valor_aplicado, indicador, status
         from registry.effects where unit_id = any($1::bigint[]) and status <> 'removido'`,
        [unitIds],
      );
  const byUnit = new Map<number, EffectRow[]>();
  for (const e of effects) {
    const list = byUnit.get(Number(e.unit_id)) ?? [];
    list.push(e);
    byUnit.set(Number(e.unit_id), list);
  }
  const contracts = await loadTerms(q, [...new Set(effects.map((e) => Number(e.contract_id)))]);
  const fresh = opts.newContract;
  if (fresh) {
    contracts.set(fresh.id, fresh);
    const full = units.find((u) => (byUnit.get(Number(u.id))?.length ?? 0) >= MAX_EFFECTS_PER_UNIT);
    if (full) throw new EffectLimitReached(`${full.credenciadora} ${full.arranjo} ${full.data_liquidacao}`);
  }

  const changedEffects: AllocatedEffect[] = [];
  const newEffects: (AllocatedEffect & { unitId: number })[] = [];
  const unitUpdates: { id: number; total: number; comprometido: number; constituida: boolean }[] = [];
  const created: NewEffect[] = [];
  for (const u of units) {
    const id = Number(u.id);
    const current = byUnit.get(id) ?? [];
    const newTotal = opts.totals?.get(id);
    const total = newTotal ?? Number(u.valor_total);
    const constituida = u.constituida || (newTotal !== undefined && newTotal > 0);
    const input: EffectForAllocation[] = current.map((e) => ({
      id: Number(e.id),
      contractId: Number(e.contract_id),
      valorAplicado: Number(e.valor_aplicado),
    }));
    if (fresh) input.push({ id: null, contractId: fresh.id, valorAplicado: 0 });
    const { efeitos, comprometido } = allocateUnit(
      { id, constituida, valorTotal: total, valorLiquidado: Number(u.valor_liquidado) },
      input,
      contracts,
    );
    for (const e of efeitos) {
      if (e.id === null) {
        // A fixed contract already filled by earlier URs does not reach the later ones.
        if (fresh?.regraDivisao === 1 && e.valorOnerado === 0) continue;
        newEffects.push({ ...e, unitId: id });
        created.push({
          unitId: id,
          constituida,
          credenciadora: u.credenciadora,
          ufr: '',
          arranjo: u.arranjo,
          dataLiquidacao: u.data_liquidacao,
          valorOnerado: e.valorOnerado,
          valorConstituidoEfeito: e.valorAplicado,
          indicadorOneracao: e.indicador,
          status: e.status,
        });
        continue;
      }
      const before = current.find((c) => Number(c.id) === e.id)!;
      if (
        Number(before.valor_aplicado) !== e.valorAplicado ||
        Number(before.valor_onerado) !== e.valorOnerado ||
        before.indicador !== e.indicador ||
        before.status !== e.status
      )
        changedEffects.push(e);
    }
    if (
      newTotal !== undefined ||
      comprometido !== Number(u.valor_comprometido) ||
      constituida !== u.constituida
    )
      unitUpdates.push({ id, total, comprometido, constituida });
  }

  // Every write in one statement (one round trip): the rows each part touches are distinct.
  const writes: string[] = [];
  const params: unknown[] = [];
  const arg = (value: unknown) => `$${params.push(value)}`;
  // First: the effects inserted below may refer to the row it writes (a new contract).
  if (opts.alsoWrite) writes.push(opts.alsoWrite(arg));
  if (changedEffects.length)
    writes.push(
      `update registry.effects e set valor_onerado = x.o, valor_aplicado = x.a, indicador = x.i, status = x.s
       from unnest(${arg(changedEffects.map((e) => e.id))}::bigint[], ${arg(changedEffects.map((e) => e.valorOnerado))}::bigint[],
         ${arg(changedEffects.map((e) => e.valorAplicado))}::bigint[], ${arg(changedEffects.map((e) => e.indicador))}::int[],
         ${arg(changedEffects.map((e) => e.status))}::text[]) as x(id, o, a, i, s)
       where e.id = x.id`,
    );
  if (newEffects.length && fresh)
    writes.push(
      `insert into registry.effects (contract_id, unit_id, valor_onerado, valor_aplicado, indicador, status)
       select ${arg(fresh.id)}::bigint, u, o, a, i, s
       from unnest(${arg(newEffects.map((e) => e.unitId))}::bigint[], ${arg(newEffects.map((e) => e.valorOnerado))}::bigint[],
         ${arg(newEffects.map((e) => e.valorAplicado))}::bigint[], ${arg(newEffects.map((e) => e.indicador))}::int[],
         ${arg(newEffects.map((e) => e.status))}::text[]) as x(u, o, a, i, s)`,
    );
  if (unitUpdates.length)
    writes.push(
      `update registry.units u set valor_total = x.t, valor_comprometido = x.c, constituida = x.k,
              valor_pre_contratado = least(u.valor_pre_contratado, x.t)
       from unnest(${arg(unitUpdates.map((u) => u.id))}::bigint[], ${arg(unitUpdates.map((u) => u.total))}::bigint[],
         ${arg(unitUpdates.map((u) => u.comprometido))}::bigint[], ${arg(unitUpdates.map((u) => u.constituida))}::boolean[])
         as x(id, t, c, k)
       where u.id = x.id`,
    );
  const last = writes.pop();
  if (last) await q(`${writes.length ? `with ${writes.map((w, i) => `w${i} as (${w})`).join(', ')} ` : ''}${last}`, params);
  return created;
}

export class EffectLimitReached extends Error {}

/** An effect created by `reallocate` for a contract being registered (ufr left to the caller). */
export type NewEffect = ContractEffect & { unitId: number; constituida: boolean };
