import type pg from 'pg';
import {
  addBusinessDays,
  addDays,
  RECONCILIATION_TOLERANCE,
  reconcileScope,
  type HeldMatch,
  type ScopeExpected,
  type ScopeInput,
  type ScopeLine,
  type ScopeResult,
  type ScopeSettlement,
} from '@lastro/domain';
import { runsQueueRepository, type RunScopeRow, type RunTrigger } from './runs-queue.repository';
import { runsReadsRepository, type Range, type StoredBankItem } from './runs-reads.repository';
import { reclassifyLines } from './line-classification.repository';
import { writeRun } from './run-writes';

export type { RunTrigger } from './runs-queue.repository';

/** What a run recomputes (spec 4 §4.5): some accounts of the creditor (all when absent) over dates. */
export interface RunScope {
  accountIds?: readonly string[] | null;
  from: string;
  to: string;
}

/** A run asked for by a trigger; without dates, the trigger's own period (§4.5, §11). */
export interface RunRequest {
  creditorId: string;
  trigger: RunTrigger;
  accountIds?: readonly string[] | null;
  from?: string;
  to?: string;
  /** Whose job it is (the user who acted); the creditor's master user otherwise. */
  owner?: string | null;
  /** Only as a job: a creditor with nobody to own it is left to the next trigger (the registry's day hook). */
  background?: boolean;
}

export interface RunsDeps {
  pool: pg.Pool;
  today(): Promise<string>;
  mirrorCompanies(creditorId: string): Promise<void>;
  refreshCopies(creditorId: string, range: Range): Promise<{ readUpTo: string | null }>;
  expectedFor(creditorId: string, range: Range): Promise<ScopeExpected[]>;
  settlementsFor(creditorId: string, range: Range): Promise<ScopeSettlement[]>;
  /** The register's acquirers: id → CNPJ (the lines name them by id, the registry by CNPJ). */
  acquirerDocuments(): Promise<Map<number, string>>;
  enqueue(owner: string, data: { runId: string }): Promise<string>;
  ownerOf(creditorId: string): Promise<string | null>;
}

/** How far from its UR's date a settlement may be paid and still be read with it (an 'adiamento' of some dias úteis). */
const SETTLEMENT_MARGIN_DAYS = 31;
/** The daily run: the last 10 dias úteis to today + 30 days; a change: the last 92 days (§11). */
const DAILY_BACK_BUSINESS_DAYS = 10;
const DAILY_AHEAD_DAYS = 30;
const CHANGE_DAYS = 92;

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
/** The advisory lock of a creditor's runs: one at a time; a manual match takes it too. */
export const runLockKey = (creditorId: string) => `reconciliation-run:${creditorId}`;

export function periodOf(trigger: RunTrigger, today: string): Range {
  return trigger === 'dia'
    ? { from: addBusinessDays(today, -DAILY_BACK_BUSINESS_DAYS), to: addDays(today, DAILY_AHEAD_DAYS) }
    : { from: addDays(today, -(CHANGE_DAYS - 1)), to: today };
}

/** Lines after the range may still be the credit of its last days (d + t dias úteis). */
const lineRangeOf = (row: RunScopeRow): Range => ({ from: row.from, to: addBusinessDays(row.to, RECONCILIATION_TOLERANCE.maxDays) });

const itemKey = (i: StoredBankItem) => (i.bankLineId ? `line:${i.bankLineId}` : `${i.accountId}|${i.acquirer}|${i.date}`);

/**
 * The reconciliation runs (spec 4 §4.5 [D31]): a scope recomputed from the registry copies
 * and the statement lines, one run per creditor at a time (a session advisory lock), written
 * in one transaction; the same inputs give the same rows, so a repeated run changes nothing.
 * Requests made while a run works are merged into the creditor's next run.
 */
export function createRunsService(deps: RunsDeps) {
  /** The session's lock held around `work` on one connection, which `work` uses for its transaction. */
  async function locked<T>(creditorId: string, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await deps.pool.connect();
    // A connection that could not give the lock back is closed, which frees it, rather than pooled holding it.
    let unlocked = false;
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [runLockKey(creditorId)]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [runLockKey(creditorId)]);
        unlocked = true;
      }
    } finally {
      client.release(!unlocked);
    }
  }

  /** The inputs of the pure computation, read inside the run's transaction. */
  async function inputsOf(c: pg.PoolClient, row: RunScopeRow, today: string, readUpTo: string | null, acquirers: Map<number, string>) {
    const reads = runsReadsRepository(c);
    const range = { from: row.from, to: row.to };
    const lineRange = lineRangeOf(row);
    // The copies come through other modules' pools, in parallel; this connection's reads go one after another (a client runs one query at a time).
    const copies = Promise.all([
      deps.expectedFor(row.creditorId, range),
      deps.settlementsFor(row.creditorId, { from: addDays(row.from, -SETTLEMENT_MARGIN_DAYS), to: addDays(row.to, SETTLEMENT_MARGIN_DAYS) }),
    ]);
    // Handled where it is awaited; this only keeps a failure while the reads below run from being unhandled.
    copies.catch(() => undefined);
    const accounts = await reads.accounts(row.creditorId);
    const lineRows = await reads.lines(row.creditorId, row.accountIds, lineRange);
    const covered = await reads.covered(row.creditorId, { from: row.from, to: addDays(lineRange.to, 1) });
    const storedBank = await reads.bankItems(row.creditorId, row.accountIds, range);
    const storedAgenda = await reads.agendaItems(row.creditorId, row.accountIds, range);
    const [expected, settlements] = await copies;
    const matches = await reads.matches(row.creditorId, storedBank.map((i) => i.id), lineRows.map((l) => l.id));
    // A held match's lines count whole, even those posted outside the dates read.
    const read = new Set(lineRows.map((l) => l.id));
    const outside = [...new Set(matches.flatMap((m) => m.lineIds))].filter((id) => !read.has(id));
    if (outside.length) lineRows.push(...(await reads.linesByIds(outside)));
    const lines: ScopeLine[] = lineRows.map((l, order) => ({
      id: l.id,
      accountId: l.accountId,
      postedDate: l.postedDate,
      amount: l.amount,
      acquirer: l.acquirerId === null ? null : (acquirers.get(l.acquirerId) ?? null),
      classification: l.classification ?? 'outro',
      order,
    }));
    // A match whose line left with its excluded file is undone (§2.7 'Excluir'): every live line of a match was read above.
    const alive = new Set(lineRows.map((l) => l.id));
    const broken = matches.filter((m) => m.lineIds.some((id) => !alive.has(id)));
    const sound = matches.filter((m) => !broken.includes(m));
    const known = new Map(storedBank.map((i) => [i.id, i]));
    const missing = sound.flatMap((m) => m.itemIds).filter((id) => !known.has(id));
    for (const i of missing.length ? await reads.bankItems(row.creditorId, null, null, missing) : []) known.set(i.id, i);
    const inScope = new Set(storedBank.map((i) => i.id));
    // Manual matches are kept; an automatic one is recomputed when its item is in the scope, kept otherwise.
    const kept = sound.filter((m) => m.kind === 'manual' || !m.itemIds.some((id) => inScope.has(id)));
    const keyOfId = (id: string) => itemKey(known.get(id)!);
    // A manual match's difference is accepted [decided for check 7]: its justification covers it, so the run keeps the item 'Conciliada'.
    const held: HeldMatch[] = kept.map((m) => ({ itemIds: m.itemIds.filter((id) => known.has(id)).map(keyOfId), lineIds: m.lineIds, accepted: m.kind === 'manual' && !m.fromSuggestion }));
    const suggestions = await reads.suggestions([...known.keys()]);
    const heldLines = new Set(held.flatMap((h) => h.lineIds));
    for (const s of suggestions)
      if (s.state === 'confirmada' && !heldLines.has(s.lineId)) held.push({ itemIds: [keyOfId(s.itemId)], lineIds: [s.lineId] });
    const rejected = new Set(suggestions.filter((s) => s.state === 'rejeitada').map((s) => `${keyOfId(s.itemId)}|${s.lineId}`));
    const input: ScopeInput = {
      range,
      accountIds: row.accountIds ? new Set(row.accountIds) : null,
      accounts,
      expected,
      settlements,
      lines,
      held,
      rejected,
      covered,
      clock: { today, readUpTo },
    };
    return { input, storedBank, storedAgenda, automatic: sound.filter((m) => !kept.includes(m)), kept, broken };
  }

  /** One claimed run: copies refreshed, inputs read and items written in one transaction under the lock. */
  async function execute(c: pg.PoolClient, row: RunScopeRow): Promise<Record<string, number>> {
    const today = await deps.today();
    await deps.mirrorCompanies(row.creditorId);
    // Settlements of the scope's URs paid late, up to today, come with them.
    const copies = await deps.refreshCopies(row.creditorId, { from: row.from, to: maxDate(row.to, minDate(today, addDays(row.to, SETTLEMENT_MARGIN_DAYS))) });
    await c.query('begin');
    try {
      // Read once: the lines are classified and then matched by the same acquirers.
      const acquirers = await deps.acquirerDocuments();
      const reclassified = await reclassifyLines(c, row.creditorId, row.accountIds, lineRangeOf(row), acquirers);
      const read = await inputsOf(c, row, today, copies.readUpTo, acquirers);
      const result: ScopeResult = reconcileScope(read.input);
      const counts = await writeRun(c, row, result, read);
      if (reclassified) counts.reclassified_lines = reclassified;
      await runsQueueRepository(c).finish(row.id, counts);
      await c.query('commit');
      return counts;
    } catch (err) {
      await c.query('rollback').catch(() => undefined);
      throw err;
    }
  }

  async function request(r: RunRequest): Promise<{ runId: string; jobId: string | null } | null> {
    const owner = r.owner || (await deps.ownerOf(r.creditorId));
    // A registry day's run never works inside the tick: without anyone to own its job it waits for the next trigger.
    if (!owner && r.background) return null;
    const period = r.from && r.to ? { from: r.from, to: r.to } : periodOf(r.trigger, await deps.today());
    const queue = runsQueueRepository(deps.pool);
    const { id, created } = await queue.request(r.creditorId, r.trigger, r.accountIds ?? null, period.from, period.to);
    if (!created) return { runId: id, jobId: null };
    if (!owner) {
      await runQueued(id);
      return { runId: id, jobId: null };
    }
    try {
      const jobId = await deps.enqueue(owner, { runId: id });
      await queue.setJob(id, jobId);
      return { runId: id, jobId };
    } catch (err) {
      // A waiting run with no job would gather every later request and never run.
      await queue.fail(id);
      throw err;
    }
  }

  async function runQueued(runId: string): Promise<Record<string, number> | null> {
    const { rows } = await deps.pool.query<{ creditor_id: string }>('select creditor_id from reconciliation_runs where id = $1', [runId]);
    if (!rows[0]) return null;
    return locked(rows[0].creditor_id, async (c) => {
      const row = await runsQueueRepository(c).claim(runId);
      return row ? execute(c, row) : null;
    });
  }

  return {
    /** Runs a scope now, waiting for the creditor's run in progress; returns the run's id and counts. */
    async run(creditorId: string, scope: RunScope, trigger: RunTrigger = 'cadastro'): Promise<{ runId: string; counts: Record<string, number> }> {
      return locked(creditorId, async (c) => {
        const row = await runsQueueRepository(c).start(creditorId, trigger, scope.accountIds ?? null, scope.from, scope.to);
        try {
          return { runId: row.id, counts: await execute(c, row) };
        } catch (err) {
          await runsQueueRepository(c).fail(row.id);
          throw err;
        }
      });
    },

    /** The job `reconciliation.run`: the waiting run claimed and run (null when another delivery ran it). */
    runQueued,

    /** A failed run after its job's last try: the items keep their state (§10). */
    failed: async (runId: string) => void (await runsQueueRepository(deps.pool).fail(runId)),

    /**
     * A run asked for by a trigger: merged into the creditor's waiting run, or a new one queued as
     * the job `reconciliation.run` (run here when the creditor has nobody to own the job).
     */
    request,

    /**
     * Every creditor in reconciliation: the registry day's run (`background`: as jobs only), or
     * the daily safety net at 03:50 (§4.5). Returns how many runs were asked for.
     */
    async requestDay(today: string, background = false): Promise<number> {
      let asked = 0;
      for (const creditorId of await runsReadsRepository(deps.pool).creditorsToRun())
        if (await request({ creditorId, trigger: 'dia', ...periodOf('dia', today), background })) asked++;
      return asked;
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
