import { percentOfCents } from '@lastro/domain';
import type { EffectStatus } from '../registry';

/**
 * The sandbox's effect algorithm (domain.md §3), pure so that a property test can drive it.
 * Per UR, effects in priority order (requested priority, then registration order) take from
 * what remains (constituted total − settled): a fixed effect takes what its contract still
 * lacks, a percentage effect round-half-even(pct × total); an effect getting 0 on a
 * constituted UR fails (indicator 0), on a UR a constituir it waits for sales (solicitado).
 * Over several URs, call in settlement-date order: a fixed contract fills the earliest first.
 */

export interface ContractTerms {
  id: number;
  prioridade: number;
  regraDivisao: 1 | 2;
  /** Fixed: the amount to commit. Percentage: unused. */
  valor: number | null;
  percentualBp: number | null;
  /** Fixed: what its effects hold or have been paid, over every UR (mutated as URs are allocated). */
  usado: number;
}

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
  // Fixed contracts count this UR's current share as free again before re-applying it.
  for (const e of ordered) {
    const c = contracts.get(e.contractId)!;
    if (c.regraDivisao === 1) c.usado -= e.valorAplicado;
  }
  const out: AllocatedEffect[] = [];
  let rank = 0;
  let comprometido = 0;
  for (const e of ordered) {
    const c = contracts.get(e.contractId)!;
    const wanted =
      c.regraDivisao === 1
        ? Math.max(0, (c.valor ?? 0) - c.usado)
        : percentOfCents(unit.valorTotal, c.percentualBp ?? 0);
    const applied = unit.constituida ? Math.max(0, Math.min(wanted, remaining)) : 0;
    remaining -= applied;
    comprometido += applied;
    if (c.regraDivisao === 1) c.usado += applied;
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
