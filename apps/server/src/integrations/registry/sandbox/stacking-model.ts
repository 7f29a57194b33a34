import { percentOfCents } from '@lastro/domain';
import { MAX_EFFECTS_PER_UNIT } from './allocation';
import {
  restackWithin,
  scopeHolds,
  stackingComponent,
  type ContractScope,
  type StackingContract,
  type UnitKey,
} from './stacking';

/**
 * A registry in memory for the stacking property test (stacking.test.ts): URs, contracts and
 * effects, changed the way the sandbox changes them, `reallocate` driving `restackWithin` as the
 * database version does, and an allocation from scratch written apart to check it against.
 */

export const PAIRS = [
  { credenciadora: 'A', arranjo: 'VCC' },
  { credenciadora: 'A', arranjo: 'MCC' },
  { credenciadora: 'B', arranjo: 'VCC' },
];
export const DATES = Array.from({ length: 10 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);

export interface Unit extends UnitKey {
  id: number;
  constituida: boolean;
  valorTotal: number;
  valorLiquidado: number;
  settled: boolean;
}
export interface Effect {
  id: number;
  contractId: number;
  unitId: number;
  valorOnerado: number;
  valorAplicado: number;
  valorLiquidado: number;
  live: boolean;
}
export interface Contract {
  id: number;
  prioridade: number;
  regraDivisao: 1 | 2;
  valor: number | null;
  percentualBp: number | null;
  scope: ContractScope;
  active: boolean;
}
export interface World {
  units: Unit[];
  contracts: Contract[];
  effects: Effect[];
  settledThrough: number;
}

export const liveOn = (w: World, unitId: number) => w.effects.filter((e) => e.live && e.unitId === unitId);
export const paidTo = (w: World, contractId: number) =>
  w.effects.filter((e) => e.contractId === contractId).reduce((s, e) => s + e.valorLiquidado, 0);
export const heldBy = (w: World, contractId: number) =>
  w.effects.filter((e) => e.live && e.contractId === contractId).reduce((s, e) => s + e.valorAplicado, 0);
export const byDate = (a: Unit, b: Unit) =>
  a.dataLiquidacao < b.dataLiquidacao ? -1 : a.dataLiquidacao > b.dataLiquidacao ? 1 : a.id - b.id;

/** Terms as `reallocate` reads them: a stacking contract's usado is what it was paid and holds before `from`. */
export const termsOf = (w: World, c: Contract, from = ''): StackingContract => ({
  terms: {
    id: c.id,
    prioridade: c.prioridade,
    regraDivisao: c.regraDivisao,
    valor: c.valor,
    percentualBp: c.percentualBp,
    usado:
      c.regraDivisao === 1 || c.valor !== null
        ? paidTo(w, c.id) +
          w.effects
            .filter((e) => e.live && e.contractId === c.id && w.units[e.unitId - 1]!.dataLiquidacao < from)
            .reduce((s, e) => s + e.valorAplicado, 0)
        : 0,
  },
  scope: c.scope,
});

/** How often a re-stack read URs of the scopes beyond the held ones (the test checks both ways ran). */
export const passes = { held: 0, scopes: 0 };

/**
 * `reallocate`, in memory: the same component, `restackWithin` reading the same URs (with a
 * window of one day, so that the model's ten dates take several), the same writes.
 */
export async function reallocate(w: World, unitIds: number[], fresh?: Contract): Promise<void> {
  const given = w.units.filter((u) => unitIds.includes(u.id) && !u.settled);
  if (fresh) w.contracts.push(fresh);
  if (!given.length) return;
  const from = given
    .filter((u) => liveOn(w, u.id).length)
    .reduce((d, u) => (u.dataLiquidacao < d ? u.dataLiquidacao : d), '9999-12-31');
  const active = w.contracts.filter((c) => c.active && c !== fresh).map((c) => termsOf(w, c, from));
  const freshTerms = fresh ? termsOf(w, fresh) : undefined;
  const all = freshTerms ? [freshTerms, ...active] : active;
  const component = stackingComponent(
    active,
    new Set(given.flatMap((u) => liveOn(w, u.id).map((e) => e.contractId))),
  );
  const toStack = (u: Unit) => ({
    ...u,
    efeitos: liveOn(w, u.id).map((e) => ({
      id: e.id,
      contractId: e.contractId,
      valorAplicado: e.valorAplicado,
      valorOnerado: e.valorOnerado,
    })),
  });
  let wide = false;
  const stacked = await restackWithin(
    given.map(toStack),
    all,
    component,
    freshTerms,
    from,
    {
      held: async (contracts, since, read) => {
        const ids = new Set(contracts.map((c) => c.terms.id));
        const fixed = new Set(contracts.filter((c) => c.terms.regraDivisao === 1).map((c) => c.terms.id));
        return w.units
          .filter(
            (u) =>
              !u.settled &&
              !read.has(u.id) &&
              u.dataLiquidacao >= since &&
              liveOn(w, u.id).some(
                (e) =>
                  ids.has(e.contractId) &&
                  (e.valorAplicado > 0 || (e.valorOnerado > 0 && fixed.has(e.contractId))),
              ),
          )
          .map(toStack);
      },
      inScopes: async (scopes, lo, hi, read) => {
        wide = true;
        return w.units
          .filter(
            (u) =>
              !u.settled &&
              !read.has(u.id) &&
              u.dataLiquidacao >= lo &&
              (hi === null || u.dataLiquidacao <= hi) &&
              scopes.some((s) => scopeHolds(s, u)),
          )
          .map(toStack);
      },
    },
    1,
  );
  if (component.length) passes[wide ? 'scopes' : 'held']++;
  for (const { unit, efeitos } of stacked)
    for (const e of efeitos) {
      const row = e.id === null ? undefined : w.effects.find((x) => x.id === e.id)!;
      if (row) {
        row.valorAplicado = e.valorAplicado;
        row.valorOnerado = e.valorOnerado;
      } else
        w.effects.push({
          id: w.effects.length + 1,
          contractId: e.contractId,
          unitId: unit.id,
          valorOnerado: e.valorOnerado,
          valorAplicado: e.valorAplicado,
          valorLiquidado: 0,
          live: true,
        });
    }
}

/**
 * Independent oracle: from scratch, every unsettled UR in date order, each effect (and each
 * stacking contract its scope brings, while it has room and the UR has a place) in priority
 * order taking min(what it asks, what its amount or limit still allows, what remains).
 */
export function fromScratch(w: World): Map<string, [asks: number, got: number]> {
  const taken = new Map(w.contracts.map((c) => [c.id, paidTo(w, c.id)]));
  const out = new Map<string, [number, number]>();
  for (const u of w.units.filter((x) => !x.settled).sort(byDate)) {
    const on = new Set(liveOn(w, u.id).map((e) => e.contractId));
    const reaching = w.contracts.filter(
      (c) =>
        c.active &&
        !on.has(c.id) &&
        (c.regraDivisao === 1 || c.valor !== null) &&
        scopeHolds(c.scope, u) &&
        c.valor! > taken.get(c.id)!,
    );
    for (const c of reaching) if (on.size < MAX_EFFECTS_PER_UNIT) on.add(c.id);
    const ordered = w.contracts
      .filter((c) => on.has(c.id))
      .sort((a, b) => a.prioridade - b.prioridade || a.id - b.id);
    let remaining = u.constituida ? u.valorTotal - u.valorLiquidado : 0;
    for (const c of ordered) {
      const left = c.valor === null ? Infinity : c.valor - taken.get(c.id)!;
      const asks = c.regraDivisao === 1 ? left : percentOfCents(u.valorTotal, c.percentualBp!);
      const got = Math.max(0, Math.min(asks, left, remaining));
      remaining -= got;
      taken.set(c.id, taken.get(c.id)! + got);
      out.set(`${c.id}:${u.id}`, [asks, got]);
    }
  }
  return out;
}

export type Step =
  | {
      kind: 'register';
      fixed: boolean;
      amount: number;
      bp: number;
      limit: number | null;
      prio: number | null;
      from: number;
      days: number;
      cred: number;
      arr: number;
    }
  | { kind: 'sale'; unit: number; amount: number }
  | { kind: 'cancel'; unit: number; bp: number }
  | { kind: 'end'; which: number }
  | { kind: 'settle'; days: number };

export async function apply(w: World, s: Step): Promise<void> {
  const open = w.units.filter((u) => !u.settled);
  if (s.kind === 'register') {
    const from = Math.max(s.from, w.settledThrough + 1);
    const scope: ContractScope = {
      credenciadoras: [[], ['A'], ['B']][s.cred]!,
      arranjos: [[], ['VCC'], ['MCC']][s.arr]!,
      dataInicio: DATES[Math.min(from, DATES.length - 1)]!,
      dataFim: DATES[Math.min(from + s.days, DATES.length - 1)]!,
    };
    const next = Math.max(0, ...w.contracts.map((c) => c.prioridade)) + 1;
    const fresh: Contract = {
      id: w.contracts.length + 1,
      prioridade: s.prio ?? next,
      regraDivisao: s.fixed ? 1 : 2,
      valor: s.fixed ? s.amount : s.limit,
      percentualBp: s.fixed ? null : s.bp,
      scope,
      active: true,
    };
    await reallocate(
      w,
      open.filter((u) => scopeHolds(scope, u)).map((u) => u.id),
      fresh,
    );
  } else if (s.kind === 'sale' || s.kind === 'cancel') {
    const u = open[s.unit % Math.max(open.length, 1)];
    if (!u || (s.kind === 'cancel' && !u.constituida)) return;
    if (s.kind === 'sale') {
      u.valorTotal += s.amount;
      u.constituida = true;
    } else u.valorTotal -= Math.floor((u.valorTotal * s.bp) / 10_000);
    await reallocate(w, [u.id]);
  } else if (s.kind === 'end') {
    const live = w.contracts.filter((c) => c.active);
    const c = live[s.which % Math.max(live.length, 1)];
    if (!c) return;
    c.active = false;
    const freed = w.effects.filter((e) => e.live && e.contractId === c.id);
    for (const e of freed) Object.assign(e, { live: false, valorAplicado: 0 });
    await reallocate(
      w,
      freed.map((e) => e.unitId),
    );
  } else {
    // The tick's settlement: what is due is paid to the effects and the URs leave the agenda.
    w.settledThrough = Math.min(w.settledThrough + s.days, DATES.length - 1);
    for (const u of open.filter((x) => x.dataLiquidacao <= DATES[w.settledThrough]!)) {
      for (const e of liveOn(w, u.id))
        Object.assign(e, { live: false, valorLiquidado: e.valorAplicado, valorAplicado: 0 });
      u.settled = true;
      u.valorLiquidado = u.valorTotal;
    }
  }
}

export const world = (totals: number[]): World => ({
  units: DATES.flatMap((d, i) =>
    PAIRS.map((p, k) => {
      const total = totals[i * PAIRS.length + k]!;
      return {
        id: i * PAIRS.length + k + 1,
        ...p,
        dataLiquidacao: d,
        constituida: total > 0,
        valorTotal: total,
        valorLiquidado: 0,
        settled: false,
      };
    }),
  ),
  contracts: [],
  effects: [],
  settledThrough: -1,
});
