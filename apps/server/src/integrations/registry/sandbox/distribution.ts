import type { DistributionResult } from '../registry';

/**
 * The registry's resultado da distribuição (domain.md §3): judged against the contract's
 * amount, or its limit when a percentage contract has one; a percentage contract without a
 * limit is short when some constituted UR applied less than it asked.
 */
export function distributionResult(c: {
  regraDivisao: number;
  valor: number | null;
  /** Applied now plus paid. */
  usado: number;
  /** Some constituted UR applied less than requested. */
  curto: boolean;
}): DistributionResult {
  if (c.regraDivisao === 1) return c.usado >= (c.valor ?? 0) ? 1 : 2;
  if (c.valor !== null) return c.usado > c.valor ? 3 : c.usado === c.valor ? 1 : 2;
  return c.curto ? 2 : 1;
}
