import type { DistributionResult } from '../registry';

/**
 * The registry's resultado da distribuição (domain.md §3), judged against the contract's
 * amount, or its limit when a percentage contract has one. A percentage with a limit (saldo
 * devedor): its effects stop there, so what they hold and were paid never passes it. Below it,
 * insuficiente. At it, 'em excesso' (CERC 3) says the percentage asks more of the agenda than
 * the balance needs: the shares it requests of the URs it reaches (valor onerado, settled ones
 * included) add up to more than the limit; exactly the limit, suficiente. A percentage without
 * a limit is short when some constituted UR applied less than it asked.
 */
export function distributionResult(c: {
  regraDivisao: number;
  valor: number | null;
  /** Applied now plus paid. */
  usado: number;
  /** Requested over every effect, removed ones included. */
  pedido: number;
  /** Some constituted UR applied less than requested. */
  curto: boolean;
}): DistributionResult {
  if (c.regraDivisao === 1) return c.usado >= (c.valor ?? 0) ? 1 : 2;
  if (c.valor !== null) return c.usado < c.valor ? 2 : c.pedido > c.valor ? 3 : 1;
  return c.curto ? 2 : 1;
}
