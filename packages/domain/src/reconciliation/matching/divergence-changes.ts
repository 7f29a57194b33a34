import type { Cents } from '../../calendar/money';
import type { DivergenceType, ItemStatus } from './agenda-status';

export type DivergenceStatus = 'pendente' | 'resolvida' | 'justificada';

export interface StoredDivergence {
  type: DivergenceType;
  status: DivergenceStatus;
  difference: Cents;
}

/** An item as the run just computed it. */
export interface ItemNow {
  status: ItemStatus;
  divergence: DivergenceType | null;
  difference: Cents;
}

export type DivergenceChange =
  | { event: 'criada'; type: DivergenceType; difference: Cents }
  | { event: 'valor_atualizado'; type: DivergenceType; from: Cents; to: Cents }
  | { event: 'resolvida_automaticamente'; type: DivergenceType; backToWaiting: boolean }
  | { event: 'reaberta'; type: DivergenceType; difference: Cents };

const isOpen = (d: StoredDivergence) => d.status !== 'resolvida';

/**
 * What a run does to one item's divergences (spec 4 §4.6): one record per (item, type), created
 * 'pendente'; a new amount while open is recorded; the cause gone resolves it, justified or not;
 * the same cause again reopens the same record. An item back to 'Aguardando dados' or 'A liquidar'
 * opens nothing and resolves what was open.
 */
export function divergenceChanges(stored: readonly StoredDivergence[], now: ItemNow): DivergenceChange[] {
  const waiting = now.status === 'aguardando' || now.status === 'a_liquidar';
  const current = waiting ? null : now.divergence;
  const changes: DivergenceChange[] = [];
  for (const d of stored)
    if (isOpen(d) && d.type !== current) changes.push({ event: 'resolvida_automaticamente', type: d.type, backToWaiting: waiting });
  if (current === null) return changes;
  const same = stored.find((d) => d.type === current);
  if (!same) changes.push({ event: 'criada', type: current, difference: now.difference });
  else if (!isOpen(same)) changes.push({ event: 'reaberta', type: current, difference: now.difference });
  else if (same.difference !== now.difference)
    changes.push({ event: 'valor_atualizado', type: current, from: same.difference, to: now.difference });
  return changes;
}
