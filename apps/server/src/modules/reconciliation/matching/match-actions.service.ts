import type pg from 'pg';
import { MESSAGES, matchNeedsJustification, type DivergenceJustifyInput, type ManualMatchInput } from '@lastro/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { runLockKey, type RunScope } from '../runs/runs.service';
import { matchActionsRepository, type Actor } from './match-actions.repository';
import { money } from './item-reads.service';

const M = MESSAGES.reconciliationItems;
const D = MESSAGES.reconciliationDivergences;

export interface MatchActionsDeps {
  pool: pg.Pool;
  /** Recomputes the touched items now (a run of the account over their dates, spec 4 §4.5). */
  reconcile(creditorId: string, scope: RunScope): Promise<unknown>;
}

const actorOf = (auth: AuthContext): Actor => ({ id: auth.accountId, name: auth.name });
const mine = (auth: AuthContext, row: { creditor_id: string } | undefined) => !!row && (auth.isAdmin || row.creditor_id === auth.creditorId);
const span = (dates: string[]) => ({ from: dates.reduce((a, b) => (a < b ? a : b)), to: dates.reduce((a, b) => (a > b ? a : b)) });

/**
 * The users' decisions (spec 4 §2.4.1, §2.4.2, §2.6): each written in one transaction under the
 * creditor's run lock (so a run and two users never interleave, and of two matches racing for
 * a line one wins and the other finds it taken), then the touched items recomputed.
 */
export function createMatchActionsService(deps: MatchActionsDeps) {
  async function inLock<T>(creditorId: string | null, work: (repo: ReturnType<typeof matchActionsRepository>, c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await deps.pool.connect();
    try {
      await c.query('begin');
      const repo = matchActionsRepository(c);
      if (creditorId) await repo.lockCreditor(runLockKey(creditorId));
      const out = await work(repo, c);
      await c.query('commit');
      return out;
    } catch (err) {
      await c.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      c.release();
    }
  }

  /** The creditor a row belongs to, read before the lock (the lock is the creditor's). */
  async function creditorOf(sql: string, id: string): Promise<string | null> {
    const { rows } = await deps.pool.query<{ creditor_id: string }>(sql, [id]);
    return rows[0]?.creditor_id ?? null;
  }

  async function decide(auth: AuthContext, id: string, state: 'confirmada' | 'rejeitada') {
    const creditorId = await creditorOf('select creditor_id from reconciliation_suggestions where id = $1', id);
    const touched = await inLock(creditorId, async (repo) => {
      const s = await repo.suggestion(id);
      if (!mine(auth, s)) throw notFound();
      if (s!.state !== 'pendente') throw conflict(M.suggestionDecided);
      const [item] = await repo.bankItems([s!.item_id]);
      const lineItems = await repo.itemsOfLines([s!.line_id]);
      if (state === 'confirmada') {
        if (await repo.anyTaken([s!.item_id], [s!.line_id])) throw conflict(M.matchTaken);
        const [line] = await repo.lines([s!.line_id]);
        await repo.insertMatch({ creditorId: s!.creditor_id, accountId: item!.account_id, fromSuggestion: true, difference: Number(s!.difference), justification: null, actor: actorOf(auth), itemIds: [item!.id], lineIds: [s!.line_id] });
        // The credit is found: 'Crédito não encontrado' and the line's 'Crédito sem origem' end here; the run opens 'Crédito diferente do liquidado'.
        await repo.resolveByMatch([item!.id], actorOf(auth), M.resolvedByMatch(auth.name), ['credito_nao_encontrado']);
        await repo.resolveByMatch(lineItems.map((i) => i.id), actorOf(auth), M.resolvedByMatch(auth.name));
        await repo.decideSuggestion(id, state, actorOf(auth));
        return { creditorId: s!.creditor_id, itemId: item!.id, accountId: item!.account_id, dates: [item!.date, ...(line ? [line.posted_date] : [])] };
      }
      await repo.decideSuggestion(id, state, actorOf(auth));
      return { creditorId: s!.creditor_id, itemId: item!.id, accountId: item!.account_id, dates: [item!.date, ...lineItems.map((i) => i.date)] };
    });
    await deps.reconcile(touched.creditorId, { accountIds: [touched.accountId], ...span(touched.dates) });
    return touched.itemId;
  }

  return {
    confirmSuggestion: (auth: AuthContext, id: string) => decide(auth, id, 'confirmada'),
    rejectSuggestion: (auth: AuthContext, id: string) => decide(auth, id, 'rejeitada'),

    /** 'Conciliação manual' (§2.4.2): one account, its items and lines, a justification beyond the company's tolerance. */
    async createMatch(auth: AuthContext, input: ManualMatchInput) {
      const accountCreditor = await creditorOf('select creditor_id from reconciliation_accounts where id = $1', input.account_id);
      if (!accountCreditor || (!auth.isAdmin && accountCreditor !== auth.creditorId)) throw notFound();
      const itemIds = [...new Set(input.item_ids)];
      const lineIds = [...new Set(input.line_ids.map(String))];
      const made = await inLock(accountCreditor, async (repo) => {
        const [items, lines] = await Promise.all([repo.bankItems(itemIds), repo.lines(lineIds)]);
        if (items.length !== itemIds.length || lines.length !== lineIds.length || ![...items, ...lines].every((x) => x.creditor_id === accountCreditor)) throw notFound();
        if (![...items, ...lines].every((x) => x.account_id === input.account_id)) throw badRequest(M.matchOneAccount);
        if (items.some((i) => Number(i.settled) <= 0) || (await repo.anyTaken(itemIds, lineIds))) throw conflict(M.matchTaken);
        const difference = lines.reduce((s, l) => s + Number(l.amount), 0) - items.reduce((s, i) => s + Number(i.settled), 0);
        if (matchNeedsJustification(difference, await repo.toleranceOf(input.account_id)) && !input.justification) throw badRequest(M.justification);
        const actor = actorOf(auth);
        const matchId = await repo.insertMatch({ creditorId: accountCreditor, accountId: input.account_id, fromSuggestion: false, difference, justification: input.justification, actor, itemIds, lineIds });
        const lineItems = await repo.itemsOfLines(lineIds);
        await repo.resolveByMatch([...itemIds, ...lineItems.map((i) => i.id)], actor, M.resolvedByMatch(auth.name));
        return { matchId, difference, dates: [...items.map((i) => i.date), ...lines.map((l) => l.posted_date)] };
      });
      await deps.reconcile(accountCreditor, { accountIds: [input.account_id], ...span(made.dates) });
      return { match_id: made.matchId, difference: money(made.difference) };
    },

    /** 'Desfazer conciliação': the items go back to the automatic matching; what comes back reopens. */
    async undoMatch(auth: AuthContext, id: string) {
      const creditorId = await creditorOf('select creditor_id from reconciliation_matches where id = $1', id);
      const undone = await inLock(creditorId, async (repo) => {
        const m = await repo.match(id);
        if (!mine(auth, m) || m!.kind !== 'manual' || m!.undone_at) throw notFound();
        const members = await repo.membersOf(id);
        const items = await repo.bankItems(members.itemIds);
        const lineItems = await repo.itemsOfLines(members.lineIds);
        const lines = await repo.lines(members.lineIds);
        await repo.undoMatch(id, actorOf(auth), members);
        await repo.reopenAfterUndo([...members.itemIds, ...lineItems.map((i) => i.id)], actorOf(auth), D.reopened(M.undoneBy(auth.name)));
        return { creditorId: m!.creditor_id, accountId: m!.account_id, dates: [...items.map((i) => i.date), ...lines.map((l) => l.posted_date), ...lineItems.map((i) => i.date)] };
      });
      if (undone.dates.length) await deps.reconcile(undone.creditorId, { accountIds: [undone.accountId], ...span(undone.dates) });
    },

    /** 'Justificar' (§2.6): the pending ones of the caller's creditor; the others reported as skipped. */
    async justify(auth: AuthContext, input: DivergenceJustifyInput) {
      const ids = [...new Set(input.ids)];
      return inLock(null, async (repo) => {
        const rows = new Map((await repo.divergencesForJustify(ids)).map((r) => [r.id, r]));
        const skipped: { id: string; message: string }[] = [];
        const pending: string[] = [];
        for (const id of ids) {
          const row = rows.get(id);
          if (!mine(auth, row)) skipped.push({ id, message: MESSAGES.errors.notFound });
          else if (row!.status !== 'pendente') skipped.push({ id, message: M.onlyPending });
          else pending.push(id);
        }
        // One divergence asked for and not justifiable: the call itself is refused (§10).
        if (ids.length === 1 && skipped.length === 1) throw skipped[0]!.message === M.onlyPending ? conflict(M.onlyPending) : notFound();
        const text = M.justified(M.reasons[input.reason_code], input.justification);
        const updated = pending.length ? await repo.justify(pending, input.reason_code, input.justification, actorOf(auth), text) : 0;
        return { updated, skipped };
      });
    },
  };
}

export type MatchActionsService = ReturnType<typeof createMatchActionsService>;
