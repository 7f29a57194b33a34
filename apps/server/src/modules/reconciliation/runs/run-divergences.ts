import { divergenceChanges, divergenceFigures, MESSAGES, type DivergenceType, type ItemStatus } from '@lastro/domain';
import type { DivergenceRow } from './runs-reads.repository';
import type { DivergenceWrite } from './runs-writes.repository';

const T = MESSAGES.reconciliationDivergences;

/** One item as the run leaves it, for its divergences: null `now` when the run no longer produces it. */
export interface ItemForDivergences {
  creditorId: string;
  companyId: string | null;
  kind: 'agenda' | 'banco';
  itemId: string;
  referenceDate: string;
  figures: { expected: number; settled: number; credited?: number };
  now: { status: ItemStatus; divergence: DivergenceType | null } | null;
}

/**
 * What one item's divergences need written after a run (spec 4 §4.6): the changes of the
 * domain's `divergenceChanges`, each with its history text (§3.8), plus open figures brought
 * up to date when they moved without changing the difference. An item gone from the registry
 * and the statements resolves what it had open; nothing is written when nothing changed.
 */
export function divergenceWrites(item: ItemForDivergences, stored: readonly DivergenceRow[]): DivergenceWrite[] {
  const now = item.now ?? { status: 'conciliada' as const, divergence: null };
  const current = now.divergence ? divergenceFigures(now.divergence, item.figures) : null;
  const base = { creditorId: item.creditorId, companyId: item.companyId, itemKind: item.kind, itemId: item.itemId, referenceDate: item.referenceDate };
  const byType = new Map(stored.map((d) => [d.type, d]));
  const out: DivergenceWrite[] = [];
  for (const change of divergenceChanges(stored, { status: now.status, divergence: now.divergence, difference: current?.difference ?? 0 })) {
    const before = byType.get(change.type);
    const common = { ...base, type: change.type, id: before?.id ?? null, fromStatus: before?.status ?? null, amountBefore: before?.difference ?? null };
    switch (change.event) {
      case 'criada':
        out.push({ ...common, ...current!, status: 'pendente', event: 'criada', text: T.created(change.difference) });
        break;
      case 'valor_atualizado':
        out.push({ ...common, ...current!, status: before!.status, event: 'valor_atualizado', text: T.amountUpdated(change.from, change.to) });
        break;
      case 'reaberta':
        out.push({ ...common, ...current!, status: 'pendente', event: 'reaberta', text: T.reopened(T.reopenedRecurred) });
        break;
      case 'resolvida_automaticamente':
        out.push({
          ...common,
          referenceDate: before!.referenceDate,
          expected: before!.expected,
          found: before!.found,
          difference: before!.difference,
          status: 'resolvida',
          event: 'resolvida_automaticamente',
          text: change.backToWaiting ? T.resolvedBackToWaiting : T.resolvedAutomatically,
        });
        break;
    }
  }
  const decided = now.status === 'divergente' || now.status === 'nao_encontrada';
  const open = decided && now.divergence ? byType.get(now.divergence) : undefined;
  const moved = open && open.status !== 'resolvida' && current && !out.some((w) => w.type === open.type) && (open.expected !== current.expected || open.found !== current.found || open.referenceDate !== item.referenceDate);
  if (open && moved)
    out.push({ ...base, ...current, type: open.type, id: open.id, status: open.status, event: null, fromStatus: open.status, text: null, amountBefore: open.difference });
  return out;
}
