import type pg from 'pg';
import type { ScopeResult } from '@lastro/domain';
import { divergenceWrites, type ItemForDivergences } from './run-divergences';
import type { RunScopeRow } from './runs-queue.repository';
import { runsReadsRepository, type StoredAgendaItem, type StoredBankItem, type StoredMatch } from './runs-reads.repository';
import { runsWritesRepository } from './runs-writes.repository';

/** What the run read of its own rows: the items of the scope and the matches touching it. */
export interface StoredScope {
  storedBank: readonly StoredBankItem[];
  storedAgenda: readonly StoredAgendaItem[];
  /** Automatic matches of the scope's items: kept when the run makes the same again, undone otherwise. */
  automatic: readonly StoredMatch[];
  /** Manual matches and automatic ones outside the scope: left as they are. */
  kept: readonly StoredMatch[];
  /** Matches whose lines are gone: undone. */
  broken: readonly StoredMatch[];
}

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Writes one run's result inside its transaction (spec 4 §4.5): items upserted by natural key,
 * automatic matches kept when unchanged, pending suggestions synchronised, divergences moved
 * with their history, and the items no longer produced removed unless something refers to them.
 */
export async function writeRun(c: pg.PoolClient, row: RunScopeRow, result: ScopeResult, stored: StoredScope): Promise<Record<string, number>> {
  const reads = runsReadsRepository(c);
  const writes = runsWritesRepository(c);
  const creditorId = row.creditorId;

  const contracts = await reads.contracts(creditorId, [...new Set(result.agenda.map((a) => a.contractIdentifier))]);
  const agendaIds = await writes.upsertAgenda(
    creditorId,
    row.id,
    result.agenda.map((a) => ({ ...a, dealId: contracts.get(a.contractIdentifier)?.dealId ?? null, installment: contracts.get(a.contractIdentifier)?.installment ?? null })),
  );
  const bankIds = await writes.upsertBank(creditorId, row.id, result.bank);
  const idOf = (key: string) => bankIds.get(key)!;

  // Matches: an automatic one made again with the same lines keeps its id.
  const reused = new Map<string, string>();
  const fresh: { itemId: string; accountId: string; lineIds: string[]; difference: number }[] = [];
  const automaticOf = new Map<string, StoredMatch[]>();
  for (const m of stored.automatic) for (const id of m.itemIds) automaticOf.set(id, [...(automaticOf.get(id) ?? []), m]);
  for (const b of result.bank) {
    if (b.matched !== 'n1' && b.matched !== '1_1') continue;
    const itemId = idOf(b.key);
    const same = automaticOf.get(itemId)?.find((m) => sameLines(m.lineIds, b.lineIds));
    if (same) reused.set(itemId, same.id);
    else fresh.push({ itemId, accountId: b.accountId, lineIds: b.lineIds, difference: b.credited - b.settled });
  }
  const keptIds = new Set(reused.values());
  await writes.undoMatches([...stored.broken, ...stored.automatic.filter((m) => !keptIds.has(m.id))].map((m) => m.id));
  for (const [itemId, matchId] of await writes.insertAutoMatches(creditorId, fresh)) reused.set(itemId, matchId);
  const heldOf = new Map(stored.kept.flatMap((m) => m.itemIds.map((id) => [id, m.id] as const)));
  const produced = result.bank.filter((b) => b.bankLineId === null).map((b) => idOf(b.key));
  await writes.setMatchIds(produced.map((id) => ({ itemId: id, matchId: reused.get(id) ?? heldOf.get(id) ?? null })));

  await writes.syncSuggestions(
    creditorId,
    [...new Set([...produced, ...stored.storedBank.map((i) => i.id)])],
    result.bank.flatMap((b) => (b.suggestion ? [{ itemId: idOf(b.key), lineId: b.suggestion.lineId, difference: b.suggestion.difference }] : [])),
  );

  // Divergences of every item produced, and of the scope's items no longer produced.
  const producedAgenda = new Set(agendaIds.values());
  const producedBank = new Set(bankIds.values());
  const goneAgenda = stored.storedAgenda.filter((i) => !producedAgenda.has(i.id));
  const goneBank = stored.storedBank.filter((i) => !producedBank.has(i.id));
  const items: ItemForDivergences[] = [
    ...result.agenda.map((a) => ({
      creditorId,
      companyId: a.companyId,
      kind: 'agenda' as const,
      itemId: agendaIds.get(`${a.contractIdentifier}|${a.urKey}`)!,
      referenceDate: a.expectedDate,
      figures: { expected: a.expected, settled: a.settled },
      now: { status: a.status, divergence: a.divergence },
    })),
    ...result.bank.map((b) => ({
      creditorId,
      companyId: b.companyId,
      kind: 'banco' as const,
      itemId: idOf(b.key),
      referenceDate: b.date,
      figures: { expected: b.expected, settled: b.settled, credited: b.credited },
      now: { status: b.status, divergence: b.divergence },
    })),
    ...goneAgenda.map((i) => ({ creditorId, companyId: null, kind: 'agenda' as const, itemId: i.id, referenceDate: '', figures: { expected: 0, settled: 0 }, now: null })),
    ...goneBank.map((i) => ({ creditorId, companyId: null, kind: 'banco' as const, itemId: i.id, referenceDate: i.date, figures: { expected: 0, settled: 0 }, now: null })),
  ];
  const divergences = await reads.divergences(items.map((i) => i.itemId));
  const byItem = new Map<string, typeof divergences>();
  for (const d of divergences) byItem.set(d.itemId, [...(byItem.get(d.itemId) ?? []), d]);
  const counts: Record<string, number> = { agenda: result.agenda.length, bank: result.bank.length, criada: 0, valor_atualizado: 0, resolvida_automaticamente: 0, reaberta: 0 };
  const toWrite = items.flatMap((item) => divergenceWrites(item, byItem.get(item.itemId) ?? []));
  await writes.writeDivergences(toWrite);
  for (const w of toWrite) if (w.event) counts[w.event]! += 1;

  counts.removed =
    (await writes.removeGone('reconciliation_schedule_items', goneAgenda.map((i) => i.id))) +
    (await writes.removeGone('reconciliation_bank_items', goneBank.map((i) => i.id)));
  counts.matches = fresh.length;
  return counts;
}
