import { percentOfCents } from '@lastro/domain';
import type { EffectStatus } from '../registry';

/**
 * The sandbox's effect algorithm (domain.md §3), pure so that a property test can drive it.
 * Per UR, effects in priority order (requested priority, then registration order) take from
 * what remains (constituted total − settled): a fixed effect takes what its contract still
 * lacks, a percentage effect round-half-even(pct × total), never more than its contract's limit
 * still allows; an effect getting 0 on a constituted UR fails (indicator 0), on a UR a
 * constituir it waits for sales (solicitado). Over several URs (`restack`), settlement-date
 * order: a contract with an amount or a limit fills the earliest first.
 */

/** CERC's limit of effects on one UR. */
export const MAX_EFFECTS_PER_UNIT = 45;

export interface ContractTerms {
  id: number;
  prioridade: number;
  regraDivisao: 1 | 2;
  /**
   * Fixed: the amount to commit. Percentage: its limit, the saldo devedor every registry layout
   * carries (domain.md §2): its effects stop once they hold or were paid that much; null: none.
   */
  valor: number | null;
  percentualBp: number | null;
  /** For a stacking contract: what its effects hold or have been paid, over every UR (mutated as URs are allocated). */
  usado: number;
}

/**
 * A contract whose effects depend on each other across URs: it has an amount to reach (fixed)
 * or a limit that stops it (percentage), so what it takes on one UR depends on what it holds on
 * the earlier ones. An unlimited percentage takes its share of each UR on its own.
 */
export const stacks = (c: ContractTerms): boolean => c.regraDivisao === 1 || c.valor !== null;

/** What a stacking contract may still take, over all its URs. */
const room = (c: ContractTerms): number => (stacks(c) ? Math.max(0, (c.valor ?? 0) - c.usado) : Infinity);

export interface UnitForAllocation {
  id: number;
  constituida: boolean;
  valorTotal: number;
  valorLiquidado: number;
}

export interface EffectForAllocation {
  id: number | null;
  contractId: number;
  valorAplicado: number;
  /** As stored, when read (`restack` computes it again). */
  valorOnerado?: number;
}

export interface AllocatedEffect {
  id: number | null;
  contractId: number;
  valorOnerado: number;
  valorAplicado: number;
  indicador: number;
  status: EffectStatus;
}

export function byPriority(contracts: ReadonlyMap<number, ContractTerms>) {
  return (a: { contractId: number }, b: { contractId: number }) => {
    const ca = contracts.get(a.contractId)!;
    const cb = contracts.get(b.contractId)!;
    return ca.prioridade - cb.prioridade || ca.id - cb.id;
  };
}

/** Re-applies every live effect of one UR; returns them (in priority order) and the UR's new comprometido. */
export function allocateUnit(
  unit: UnitForAllocation,
  effects: readonly EffectForAllocation[],
  contracts: Map<number, ContractTerms>,
): { efeitos: AllocatedEffect[]; comprometido: number } {
  let remaining = unit.valorTotal - unit.valorLiquidado;
  const ordered = [...effects].sort(byPriority(contracts));
  // Stacking contracts count this UR's current share as free again before re-applying it.
  for (const e of ordered) {
    const c = contracts.get(e.contractId)!;
    if (stacks(c)) c.usado -= e.valorAplicado;
  }
  const out: AllocatedEffect[] = [];
  let rank = 0;
  let comprometido = 0;
  for (const e of ordered) {
    const c = contracts.get(e.contractId)!;
    const wanted = c.regraDivisao === 1 ? room(c) : percentOfCents(unit.valorTotal, c.percentualBp ?? 0);
    const applied = unit.constituida ? Math.max(0, Math.min(wanted, room(c), remaining)) : 0;
    remaining -= applied;
    comprometido += applied;
    if (stacks(c)) c.usado += applied;
    let status: EffectStatus;
    let indicador: number;
    if (applied > 0) {
      status = 'aplicado';
      indicador = ++rank;
    } else if (!unit.constituida) {
      status = 'solicitado';
      indicador = ++rank;
    } else {
      status = 'nao_aplicado';
      indicador = 0;
    }
    out.push({
      id: e.id,
      contractId: e.contractId,
      valorOnerado: wanted,
      valorAplicado: applied,
      indicador,
      status,
    });
  }
  return { efeitos: out, comprometido };
}

export interface UnitToStack extends UnitForAllocation {
  /** Its live effects, with what each applies now. */
  efeitos: readonly EffectForAllocation[];
}

export interface StackedUnit<U extends UnitToStack = UnitToStack> {
  unit: U;
  efeitos: AllocatedEffect[];
  comprometido: number;
}

export interface RestackOptions<U> {
  /**
   * The contracts that may get an effect on a UR where they have none: the contract being
   * registered, and the stacking contracts whose scope holds the UR (a contract pushed to
   * later URs by a cancellation, or by a contract ahead of it, reaches them). One gets it while
   * it still has room (a fixed one: lacks money; a percentage: below its limit) and the UR has
   * fewer than 45 effects.
   */
  reaching?: (unit: U) => readonly number[];
  /** The contract being registered: as a percentage, it burdens every UR of its scope, room or not. */
  registering?: number;
}

/**
 * Re-applies every effect of the given URs in settlement-date order (the caller sorts them, and
 * gives every unsettled UR of each stacking contract among their effects), so that each
 * stacking contract holds the earliest amounts it can take: its `usado` must be what it was
 * paid, and its holdings are counted again from the first UR.
 */
export function restack<U extends UnitToStack>(
  units: readonly U[],
  contracts: Map<number, ContractTerms>,
  opts: RestackOptions<U> = {},
): StackedUnit<U>[] {
  const out: StackedUnit<U>[] = [];
  for (const unit of units) {
    const input: EffectForAllocation[] = unit.efeitos.map((e) => ({ ...e, valorAplicado: 0 }));
    for (const id of opts.reaching?.(unit) ?? []) {
      if (input.length >= MAX_EFFECTS_PER_UNIT || input.some((e) => e.contractId === id)) continue;
      const c = contracts.get(id)!;
      if (room(c) > 0 || (id === opts.registering && c.regraDivisao === 2))
        input.push({ id: null, contractId: id, valorAplicado: 0 });
    }
    out.push({ unit, ...allocateUnit(unit, input, contracts) });
  }
  return out;
}
