import { COMMITMENT_STATUS_CODE, MESSAGES } from '@lastro/domain';
import type { Registry, RegistryEvent } from '../../../integrations/registry';
import { judgeSummary } from '../registration/registration-effects';
import { copyOfContract, foldEvents, type ContractCopy } from './contract-copies';
import type { DealMove, InstallmentUpdate, RegistryEventsRepository } from './registry-events.repository';

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;
/** The statuses the registry's result decides between; every other is a person's or the job's. */
const JUDGED: readonly number[] = [S.aprovado, S.insuficiente];
/** Deals whose contracts the registry may still change. */
const LIVE = [S.aprovado, S.insuficiente, S.em_contestacao, S.liquidado];
const BATCH = 1000;

export interface RegistryEventsDeps {
  registry(): Registry;
  /** A deal's result changed (insuficiente ↔ aprovado), after the change committed. */
  resultChanged(dealId: string, status: number): Promise<void>;
  /** An opt-in of the merchant of `ufr` was registered, ended or refused at the registry. */
  optInChanged(ufr: string): Promise<void>;
}

/**
 * The product's consumer of the registry's events: each financiador's feed read in seq order
 * from the product's cursor, applied in one transaction per batch with the cursor's move, so
 * a crash repeats a batch (harmless: events carry states, not deltas) and two processes never
 * apply one feed at once. A gap in a feed is filled by reading its live contracts whole.
 */
export function createRegistryEventsService(repo: RegistryEventsRepository, deps: RegistryEventsDeps) {
  /** Applies contract copies: effects, installment totals and judged statuses, deals moved. */
  async function applyCopies(tx: Parameters<Parameters<RegistryEventsRepository['withCursor']>[1]>[0], copies: Map<string, ContractCopy>) {
    const installments = await repo.installments(tx, [...copies.keys()]);
    const effects = [];
    const updates: InstallmentUpdate[] = [];
    for (const i of installments) {
      const copy = copies.get(i.externalReference)!;
      for (const effect of copy.effects.values()) effects.push({ installmentId: i.id, dealId: i.dealId, effect });
      const judged = judgeSummary(i.minPercentage, i.amount, copy.summary);
      // The registry's result decides only between aprovado and insuficiente, and only for a contract still active.
      const rejudge = JUDGED.includes(i.status) && copy.summary.status === 'ativo';
      updates.push({
        id: i.id,
        contractIdentifier: copy.summary.identificadorContrato,
        ...judged.totals,
        status: rejudge ? judged.status : i.status,
        statusMessage: rejudge ? judged.statusMessage : i.statusMessage,
      });
    }
    await repo.saveEffects(tx, effects);
    await repo.updateInstallments(tx, updates);

    const dealStatus = new Map(installments.map((i) => [i.dealId, i.dealStatus]));
    const judgedDeals = [...dealStatus].filter(([, status]) => JUDGED.includes(status)).map(([id]) => id);
    const byDeal = new Map<string, { status: number; statusMessage: string | null }[]>();
    for (const r of await repo.installmentStatuses(tx, judgedDeals)) byDeal.set(r.dealId, [...(byDeal.get(r.dealId) ?? []), r]);
    const moves: DealMove[] = [];
    for (const [dealId, rows] of byDeal) {
      if (rows.some((r) => !JUDGED.includes(r.status))) continue;
      const short = rows.find((r) => r.status === S.insuficiente);
      const to = short ? S.insuficiente : S.aprovado;
      const from = dealStatus.get(dealId)!;
      if (to !== from) moves.push({ id: dealId, from, to, statusMessage: short?.statusMessage ?? null });
    }
    const moved = new Set(await repo.moveDeals(tx, moves));
    const done = moves.filter((m) => moved.has(m.id));
    await repo.history(
      tx,
      done.map((m) => ({
        dealId: m.id,
        status: m.to,
        description: m.to === S.aprovado ? M.history.coveredByRegistry : (m.statusMessage ?? ''),
        name: M.systemName,
      })),
    );
    return done;
  }

  /**
   * Applies one feed from the cursor to its end; answers how many events it applied. What the
   * registry answers is read before the transaction (no connection held while it is read), and
   * applied only if the cursor has not moved meanwhile (another process applied it first).
   */
  async function consumeFeed(financiador: string): Promise<number> {
    let applied = 0;
    for (;;) {
      const from = (await repo.cursors(financiador)).get(financiador) ?? 0;
      const events = await deps.registry().events({ financiador, depoisDe: from, limite: BATCH });
      if (!events.length) return applied;
      const copies = foldEvents(events);
      // A gap (events this feed no longer has): the live contracts read whole stand for them.
      if (events[0]!.seq !== from + 1) for (const [ref, copy] of await readLive(financiador)) copies.set(ref, copy);
      const moves = await repo.withCursor(financiador, async (tx, ultimo) => {
        if (ultimo !== from) return null;
        const done = await applyCopies(tx, copies);
        await repo.advance(tx, financiador, events[events.length - 1]!.seq);
        return done;
      });
      // Held by another process, or moved on: that one applies what is new.
      if (!moves) return applied;
      applied += events.length;
      // After the commit: what the copies now say is what the notifications tell.
      for (const m of moves) await deps.resultChanged(m.id, m.to);
      for (const ufr of optInsTouched(events)) await deps.optInChanged(ufr);
      if (events.length < BATCH) return applied;
    }
  }

  /** Every live contract of the financiador, read whole from the registry. */
  async function readLive(financiador: string): Promise<Map<string, ContractCopy>> {
    const out = new Map<string, ContractCopy>();
    const refs = await repo.liveReferences(financiador, LIVE);
    for (const referenciaExterna of refs) {
      const contract = await deps.registry().findContract({ financiador, referenciaExterna });
      if (contract) out.set(referenciaExterna, copyOfContract(contract));
    }
    return out;
  }

  let running: Promise<number> | null = null;
  let again = false;

  /** Every feed with something new; answers the number of events applied. */
  async function consumeAll(): Promise<number> {
    const cursors = await repo.cursors();
    let applied = 0;
    for (const feed of await deps.registry().eventFeeds())
      if (feed.ultimo > (cursors.get(feed.financiador) ?? 0)) applied += await consumeFeed(feed.financiador);
    return applied;
  }

  return {
    consumeFeed,

    /**
     * Every live contract read whole and applied, statuses judged again (the nightly safety
     * net behind the events, and what a gap does for one feed); the cursors stay where they are.
     */
    async refreshLive(): Promise<{ contracts: number }> {
      let contracts = 0;
      for (const financiador of await repo.liveFinanciadores(LIVE)) {
        const copies = await readLive(financiador);
        const moves = await repo.withCursor(financiador, (tx) => applyCopies(tx, copies));
        for (const m of moves ?? []) await deps.resultChanged(m.id, m.to);
        contracts += copies.size;
      }
      return { contracts };
    },

    /**
     * Consumes what is waiting. Calls while one runs are folded into one more run after it, so
     * a burst of pushes costs two runs, and awaiting it means: everything published before the
     * call has been applied (by this process, or by another that held the feed).
     */
    consume(): Promise<number> {
      if (running) {
        // The run in progress loops once more before it resolves.
        again = true;
        return running;
      }
      const run = async (): Promise<number> => {
        let total = 0;
        do {
          again = false;
          total += await consumeAll();
        } while (again);
        return total;
      };
      running = run().finally(() => (running = null));
      return running;
    },
  };
}

/** The merchants (by UFR) whose opt-ins an event says changed. */
function optInsTouched(events: readonly RegistryEvent[]): Set<string> {
  const out = new Set<string>();
  for (const ev of events) {
    if (ev.tipo === 'optin') out.add(ev.payload.ufr);
    if (ev.tipo === 'operacao' && (ev.payload.tipo === 'optin' || ev.payload.tipo === 'optout') && ev.payload.ufr)
      out.add(ev.payload.ufr);
  }
  return out;
}

export type RegistryEventsService = ReturnType<typeof createRegistryEventsService>;
