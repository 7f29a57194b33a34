import type { ContractEffect } from '../registry';
import {
  MAX_EFFECTS_PER_UNIT,
  type AllocatedEffect,
  type ContractTerms,
  type UnitToStack,
} from './allocation';
import {
  restackWithin,
  stackingComponent,
  type ContractScope,
  type StackingContract,
  type UnitKey,
} from './stacking';
import type { Q } from './sql';
import type { UnitRow } from './units';

export const UNIT_FOR_ALLOCATION =
  'id, credenciadora, arranjo, data_liquidacao::text, constituida, valor_total, valor_liquidado, valor_comprometido';

/** A UR's live effects, read along with it (json ids and cents are below 2^53): see UnitRow.efeitos. */
export const UNIT_EFFECTS = `(select json_agg(json_build_array(e.id, e.contract_id, e.valor_onerado, e.valor_aplicado, e.indicador, e.status))
   from registry.effects e where e.unit_id = registry.units.id and e.status <> 'removido') as efeitos`;

interface TermsRow {
  id: string;
  prioridade: number;
  regra_divisao: number;
  valor: string | null;
  percentual_bp: number | null;
  usado: string;
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

export const scopeOf = (u: {
  credenciadoras?: string[];
  arranjos?: string[];
  dataInicio: string;
  dataFim: string;
}): ContractScope => ({
  credenciadoras: u.credenciadoras ?? [],
  arranjos: u.arranjos ?? [],
  dataInicio: u.dataInicio,
  dataFim: u.dataFim,
});

/**
 * The merchant's active contracts (and `alsoIds`, whose effects the caller met) with their
 * scopes; a stacking one with what it was paid, and holds on the URs before `from` (left as
 * they are), as its `usado`: a re-stack counts the rest again.
 */
export async function activeContracts(
  q: Q,
  anyUnitId: string,
  alsoIds: readonly number[] = [],
  from = '0001-01-01',
): Promise<(StackingContract & { ufr: string })[]> {
  const rows = await q<TermsRow & { ufr: string; unidades: Parameters<typeof scopeOf>[0] }>(
    `select c.id, c.ufr, c.prioridade, c.regra_divisao, c.valor, c.percentual_bp, c.unidades,
       case when c.regra_divisao = 1 or c.valor is not null
            then coalesce((select sum(e.valor_liquidado) from registry.effects e where e.contract_id = c.id), 0)
               + coalesce((select sum(e.valor_aplicado) from registry.effects e join registry.units u on u.id = e.unit_id
                           where e.contract_id = c.id and e.status <> 'removido' and e.valor_aplicado > 0
                             and u.data_liquidacao < $3::date), 0)
            else 0 end as usado
     from registry.contracts c
     where c.ufr = (select ufr from registry.units where id = $1) and (c.status = 'ativo' or c.id = any($2::bigint[]))`,
    [anyUnitId, alsoIds, from],
  );
  return rows.map((r) => ({ terms: termsOf(r), scope: scopeOf(r.unidades), ufr: r.ufr }));
}

/**
 * The URs from `from` on, with their effects, where the contracts hold money or a fixed one
 * still asks for some (its valor onerado, what it lacks there, moves with what it holds
 * before), but for the ones already read.
 */
function heldUnits(q: Q, contracts: readonly StackingContract[], from: string, read: readonly number[]) {
  return q<UnitRow>(
    `select ${UNIT_FOR_ALLOCATION}, ${UNIT_EFFECTS} from registry.units
     where id in (select e.unit_id from registry.effects e
                  where e.contract_id = any($1::bigint[]) and e.status <> 'removido'
                    and (e.valor_aplicado > 0 or (e.valor_onerado > 0 and e.contract_id = any($2::bigint[]))))
       and data_liquidacao >= $3::date and id <> all($4::bigint[])`,
    [
      contracts.map((c) => c.terms.id),
      contracts.filter((c) => c.terms.regraDivisao === 1).map((c) => c.terms.id),
      from,
      read,
    ],
  );
}

/** The merchant's unsettled URs the scopes hold with dates from `lo` to `hi` (null: no end), with their effects, but for the ones already read. */
async function unitsOfScopes(
  q: Q,
  ufr: string,
  scopes: readonly ContractScope[],
  lo: string,
  hi: string | null,
  read: readonly number[],
) {
  const params: unknown[] = [ufr, lo, hi ?? '9999-12-31', read];
  const arg = (value: unknown) => `$${params.push(value)}`;
  const held = scopes.map(
    (s) =>
      `(data_liquidacao between ${arg(s.dataInicio)}::date and ${arg(s.dataFim)}::date` +
      (s.credenciadoras.length ? ` and credenciadora = any(${arg(s.credenciadoras)}::text[])` : '') +
      (s.arranjos.length ? ` and arranjo = any(${arg(s.arranjos)}::text[])` : '') +
      ')',
  );
  return q<UnitRow>(
    `select ${UNIT_FOR_ALLOCATION}, ${UNIT_EFFECTS} from registry.units
     where ufr = $1 and liquidada_em is null and data_liquidacao between $2::date and $3::date
       and id <> all($4::bigint[]) and (${held.join(' or ')})`,
    params,
  );
}

export interface ReallocateOptions {
  /** New constituted totals of some URs (sales, cancellations), written with the new amounts. */
  totals?: ReadonlyMap<number, number>;
  /** A contract being registered: it gets an effect on each UR of its scope it still needs. */
  newContract?: StackingContract;
  /** The URs as the caller just read and locked them (saves reading them again), with their effects. */
  loaded?: readonly UnitRow[];
  /**
   * One more write of the caller, made in the same statement as the allocation's (a round trip
   * less): it gets the statement's parameter function and returns its SQL. Made even with no UR.
   */
  alsoWrite?: (arg: (value: unknown) => string) => string;
}

export type Unit = UnitToStack & UnitKey & { row: UnitRow };

export const unitOf = (row: UnitRow, totals: ReadonlyMap<number, number> | undefined): Unit => {
  const id = Number(row.id);
  const newTotal = totals?.get(id);
  return {
    row,
    id,
    credenciadora: row.credenciadora,
    arranjo: row.arranjo,
    dataLiquidacao: row.data_liquidacao,
    constituida: row.constituida || (newTotal !== undefined && newTotal > 0),
    valorTotal: newTotal ?? Number(row.valor_total),
    valorLiquidado: Number(row.valor_liquidado),
    efeitos: (row.efeitos ?? []).map(([effectId, contractId, onerado, aplicado]) => ({
      id: effectId,
      contractId,
      valorAplicado: aplicado,
      valorOnerado: onerado,
    })),
  };
};

/**
 * Re-applies the effects of the given (locked, unsettled) URs and writes what changed: effect
 * amounts, indicators and statuses, new effects, the URs' comprometido (and totals). Every
 * stacking contract with an effect on one of them is re-stacked over its unsettled URs in
 * settlement-date order, with the stacking contracts whose scopes meet its (domain.md §3: the
 * earliest free amounts first, whatever order the sales came in), reading only the URs that can
 * change (`restackWithin`), so the effects stay what a re-allocation from scratch gives. The
 * caller holds the merchant's lock. Returns the new contract's effects, in settlement-date order.
 */
export async function reallocate(
  q: Q,
  unitIds: readonly number[],
  opts: ReallocateOptions = {},
): Promise<NewEffect[]> {
  const given = !unitIds.length
    ? []
    : (opts.loaded ??
      (await q<UnitRow>(
        `select ${UNIT_FOR_ALLOCATION}, ${UNIT_EFFECTS} from registry.units
         where id = any($1::bigint[]) and liquidada_em is null`,
        [unitIds],
      )));
  const fresh = opts.newContract;
  if (!given.length) {
    if (opts.alsoWrite) {
      const params: unknown[] = [];
      await q(
        opts.alsoWrite((value) => `$${params.push(value)}`),
        params,
      );
    }
    return [];
  }
  if (fresh) {
    const full = given.find((u) => (u.efeitos?.length ?? 0) >= MAX_EFFECTS_PER_UNIT);
    if (full) throw new EffectLimitReached(`${full.credenciadora} ${full.arranjo} ${full.data_liquidacao}`);
  }

  const units = given.map((row) => unitOf(row, opts.totals));
  const seeds = new Set(units.flatMap((u) => u.efeitos.map((e) => e.contractId)));
  // No effect on them: no contract but the new one has a say there (a stacking one reaching them
  // without an effect is full before them), and nothing else to read. With effects: nothing
  // changes before the first of those URs, and the contracts start there from what they hold
  // before it.
  const from = units.reduce(
    (d, u) => (u.efeitos.length && u.dataLiquidacao < d ? u.dataLiquidacao : d),
    '9999-12-31',
  );
  const active = seeds.size ? await activeContracts(q, given[0]!.id, [...seeds], from) : [];
  const all: StackingContract[] = fresh ? [fresh, ...active] : active;
  const ufr = active[0]?.ufr ?? '';
  const asUnits = (rows: UnitRow[]) => rows.map((row) => unitOf(row, undefined));
  const stacked = await restackWithin(units, all, stackingComponent(active, seeds), fresh, from, {
    held: async (contracts, since, read) => asUnits(await heldUnits(q, contracts, since, [...read])),
    inScopes: async (scopes, lo, hi, read) => asUnits(await unitsOfScopes(q, ufr, scopes, lo, hi, [...read])),
  });

  const changedEffects: AllocatedEffect[] = [];
  const newEffects: (AllocatedEffect & { unitId: number })[] = [];
  const unitUpdates: { id: number; total: number; comprometido: number; constituida: boolean }[] = [];
  const created: NewEffect[] = [];
  for (const { unit, efeitos, comprometido } of stacked) {
    const before = new Map((unit.row.efeitos ?? []).map((e) => [e[0], e]));
    for (const e of efeitos) {
      if (e.id === null) {
        newEffects.push({ ...e, unitId: unit.id });
        if (e.contractId === fresh?.terms.id)
          created.push({
            unitId: unit.id,
            constituida: unit.constituida,
            credenciadora: unit.credenciadora,
            ufr: '',
            arranjo: unit.arranjo,
            dataLiquidacao: unit.dataLiquidacao,
            valorOnerado: e.valorOnerado,
            valorConstituidoEfeito: e.valorAplicado,
            indicadorOneracao: e.indicador,
            status: e.status,
          });
        continue;
      }
      const [, , onerado, aplicado, indicador, status] = before.get(e.id)!;
      if (
        aplicado !== e.valorAplicado ||
        onerado !== e.valorOnerado ||
        indicador !== e.indicador ||
        status !== e.status
      )
        changedEffects.push(e);
    }
    if (
      unit.valorTotal !== Number(unit.row.valor_total) ||
      comprometido !== Number(unit.row.valor_comprometido) ||
      unit.constituida !== unit.row.constituida
    )
      unitUpdates.push({ id: unit.id, total: unit.valorTotal, comprometido, constituida: unit.constituida });
  }
  await writeAllocation(q, { changedEffects, newEffects, unitUpdates, alsoWrite: opts.alsoWrite });
  return created;
}

/** Every write in one statement (one round trip): the rows each part touches are distinct. */
async function writeAllocation(
  q: Q,
  w: {
    changedEffects: AllocatedEffect[];
    newEffects: (AllocatedEffect & { unitId: number })[];
    unitUpdates: { id: number; total: number; comprometido: number; constituida: boolean }[];
    alsoWrite?: ReallocateOptions['alsoWrite'];
  },
): Promise<void> {
  const writes: string[] = [];
  const params: unknown[] = [];
  const arg = (value: unknown) => `$${params.push(value)}`;
  // First: the effects inserted below may refer to the row it writes (a new contract).
  if (w.alsoWrite) writes.push(w.alsoWrite(arg));
  const { changedEffects: changed, newEffects: added, unitUpdates: units } = w;
  if (changed.length)
    writes.push(
      `update registry.effects e set valor_onerado = x.o, valor_aplicado = x.a, indicador = x.i, status = x.s
       from unnest(${arg(changed.map((e) => e.id))}::bigint[], ${arg(changed.map((e) => e.valorOnerado))}::bigint[],
         ${arg(changed.map((e) => e.valorAplicado))}::bigint[], ${arg(changed.map((e) => e.indicador))}::int[],
         ${arg(changed.map((e) => e.status))}::text[]) as x(id, o, a, i, s)
       where e.id = x.id`,
    );
  if (added.length)
    writes.push(
      `insert into registry.effects (contract_id, unit_id, valor_onerado, valor_aplicado, indicador, status)
       select c, u, o, a, i, s
       from unnest(${arg(added.map((e) => e.contractId))}::bigint[], ${arg(added.map((e) => e.unitId))}::bigint[],
         ${arg(added.map((e) => e.valorOnerado))}::bigint[], ${arg(added.map((e) => e.valorAplicado))}::bigint[],
         ${arg(added.map((e) => e.indicador))}::int[], ${arg(added.map((e) => e.status))}::text[]) as x(c, u, o, a, i, s)`,
    );
  if (units.length)
    writes.push(
      `update registry.units u set valor_total = x.t, valor_comprometido = x.c, constituida = x.k,
              valor_pre_contratado = least(u.valor_pre_contratado, x.t)
       from unnest(${arg(units.map((u) => u.id))}::bigint[], ${arg(units.map((u) => u.total))}::bigint[],
         ${arg(units.map((u) => u.comprometido))}::bigint[], ${arg(units.map((u) => u.constituida))}::boolean[])
         as x(id, t, c, k)
       where u.id = x.id`,
    );
  const last = writes.pop();
  if (last)
    await q(
      `${writes.length ? `with ${writes.map((x, i) => `w${i} as (${x})`).join(', ')} ` : ''}${last}`,
      params,
    );
}

export class EffectLimitReached extends Error {}

/** An effect created by `reallocate` for a contract being registered (ufr left to the caller). */
export type NewEffect = ContractEffect & { unitId: number; constituida: boolean };
