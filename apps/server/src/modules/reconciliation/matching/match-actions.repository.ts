import type pg from 'pg';

type Client = Pick<pg.PoolClient, 'query'>;

export interface Actor {
  id: string;
  name: string;
}

export interface ActionBankItem {
  id: string;
  creditor_id: string;
  account_id: string;
  date: string;
  settled: string;
  match_id: string | null;
}

export interface ActionLine {
  id: string;
  creditor_id: string;
  account_id: string | null;
  posted_date: string;
  amount: string;
}

/**
 * The writes of the users' decisions (spec 4 §2.4.1, §2.4.2, §2.6): suggestions decided,
 * manual matches made and undone, divergences justified, resolved by a match or reopened by
 * its undoing, each with its event. Called inside the action's transaction, under the
 * creditor's run lock.
 */
export function matchActionsRepository(c: Client) {
  return {
    /** The creditor's run lock, held until the transaction ends: actions and runs take turns. */
    async lockCreditor(lockKey: string) {
      await c.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey]);
    },

    async suggestion(id: string) {
      const { rows } = await c.query<{ id: string; item_id: string; line_id: string; difference: string; state: string; creditor_id: string }>(
        `select id, item_id, bank_line_id::text as line_id, difference::text, state, creditor_id from reconciliation_suggestions where id = $1 for update`,
        [id],
      );
      return rows[0];
    },

    async decideSuggestion(id: string, state: 'confirmada' | 'rejeitada', actor: Actor) {
      await c.query(`update reconciliation_suggestions set state = $2, decided_at = now(), decided_by = $3 where id = $1`, [id, state, actor.id]);
    },

    async bankItems(ids: readonly string[]): Promise<ActionBankItem[]> {
      const { rows } = await c.query<ActionBankItem>(
        `select id, creditor_id, account_id, date::text, settled::text, match_id from reconciliation_bank_items where id = any($1::uuid[]) for update`,
        [ids],
      );
      return rows;
    },

    async lines(ids: readonly string[]): Promise<ActionLine[]> {
      const { rows } = await c.query<ActionLine>(
        `select id::text, creditor_id, account_id, posted_date::text, amount::text from reconciliation_bank_lines
          where id = any($1::bigint[]) and status = 'importada' and amount > 0`,
        [ids],
      );
      return rows;
    },

    /** Whether any of the items or lines belongs to an active match (a member taken). */
    async anyTaken(itemIds: readonly string[], lineIds: readonly string[]): Promise<boolean> {
      const { rows } = await c.query(
        `select 1 from reconciliation_match_members mm join reconciliation_matches m on m.id = mm.match_id
          where m.undone_at is null and mm.active and (mm.item_id = any($1::uuid[]) or mm.bank_line_id = any($2::bigint[])) limit 1`,
        [itemIds, lineIds],
      );
      return rows.length > 0;
    },

    async toleranceOf(accountId: string): Promise<number> {
      const { rows } = await c.query<{ t: string }>(
        `select c.tolerance_amount::text as t from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id where a.id = $1`,
        [accountId],
      );
      return Number(rows[0]?.t ?? 0);
    },

    async insertMatch(m: { creditorId: string; accountId: string; fromSuggestion: boolean; difference: number; justification: string | null; actor: Actor; itemIds: readonly string[]; lineIds: readonly string[] }) {
      const { rows } = await c.query<{ id: string }>(
        `insert into reconciliation_matches (creditor_id, account_id, kind, from_suggestion, difference, justification, created_by, created_by_name)
         values ($1, $2, 'manual', $3, $4, $5, $6, $7) returning id`,
        [m.creditorId, m.accountId, m.fromSuggestion, m.difference, m.justification, m.actor.id, m.actor.name],
      );
      const id = rows[0]!.id;
      await c.query(
        `insert into reconciliation_match_members (match_id, side, item_id, bank_line_id)
         select $1::uuid, 'liquidado', x, null::bigint from unnest($2::uuid[]) x
         union all select $1::uuid, 'banco', null::uuid, y from unnest($3::bigint[]) y`,
        [id, m.itemIds, m.lineIds],
      );
      await c.query(`update reconciliation_bank_items set match_id = $1, suggestion_line_id = null where id = any($2::uuid[])`, [id, m.itemIds]);
      return id;
    },

    async match(id: string) {
      const { rows } = await c.query<{ id: string; creditor_id: string; account_id: string; kind: string; from_suggestion: boolean; undone_at: Date | null }>(
        `select id, creditor_id, account_id, kind, from_suggestion, undone_at from reconciliation_matches where id = $1 for update`,
        [id],
      );
      return rows[0];
    },

    async membersOf(matchId: string) {
      const { rows } = await c.query<{ item_id: string | null; line_id: string | null }>(
        `select item_id, bank_line_id::text as line_id from reconciliation_match_members where match_id = $1`,
        [matchId],
      );
      return { itemIds: rows.flatMap((r) => (r.item_id ? [r.item_id] : [])), lineIds: rows.flatMap((r) => (r.line_id ? [r.line_id] : [])) };
    },

    /** Undone: its members let go; a confirmed suggestion it came from is forgotten, so the run may suggest again. */
    async undoMatch(id: string, actor: Actor, members: { itemIds: readonly string[]; lineIds: readonly string[] }) {
      await c.query(`update reconciliation_matches set undone_at = now(), undone_by = $2 where id = $1`, [id, actor.id]);
      await c.query(`update reconciliation_match_members set active = false where match_id = $1`, [id]);
      await c.query(`update reconciliation_bank_items set match_id = null where match_id = $1`, [id]);
      await c.query(
        `delete from reconciliation_suggestions where state = 'confirmada' and item_id = any($1::uuid[]) and bank_line_id = any($2::bigint[])`,
        [members.itemIds, members.lineIds],
      );
    },

    /** The items whose divergences a match touches: its items and the own items of its lines (credits without origin). */
    async itemsOfLines(lineIds: readonly string[]): Promise<{ id: string; date: string }[]> {
      const { rows } = await c.query<{ id: string; date: string }>(`select id, date::text from reconciliation_bank_items where bank_line_id = any($1::bigint[])`, [lineIds]);
      return rows;
    },

    /** Open divergences of the items resolved by a user's match, each with its event. */
    async resolveByMatch(itemIds: readonly string[], actor: Actor, text: string, types?: readonly string[]) {
      const { rows } = await c.query<{ id: string; from_status: string; difference: string }>(
        `update reconciliation_divergences d set status = 'resolvida', resolved_at = now(), updated_at = now(), updated_by = $2
          from (select id, status as from_status from reconciliation_divergences where item_id = any($1::uuid[]) and status <> 'resolvida'
                  and ($3::text[] is null or type = any($3::text[])) for update) o
          where d.id = o.id returning d.id, o.from_status, d.difference::text`,
        [itemIds, actor.id, types ?? null],
      );
      for (const r of rows) await event(r.id, 'resolvida_conciliacao', r.from_status, 'resolvida', text, actor, null, Number(r.difference));
      return rows.length;
    },

    /** Divergences a user's match had resolved, pending again because the match is undone. */
    async reopenAfterUndo(itemIds: readonly string[], actor: Actor, text: string) {
      const { rows } = await c.query<{ id: string; difference: string }>(
        `update reconciliation_divergences d set status = 'pendente', resolved_at = null, updated_at = now(), updated_by = $2
          where d.item_id = any($1::uuid[]) and d.status = 'resolvida'
            and (select e.event from reconciliation_divergence_events e where e.divergence_id = d.id order by e.id desc limit 1) = 'resolvida_conciliacao'
          returning d.id, d.difference::text`,
        [itemIds, actor.id],
      );
      for (const r of rows) await event(r.id, 'reaberta', 'resolvida', 'pendente', text, actor, null, Number(r.difference));
      return rows.length;
    },

    async divergencesForJustify(ids: readonly string[]) {
      const { rows } = await c.query<{ id: string; creditor_id: string; status: string; difference: string }>(
        `select id, creditor_id, status, difference::text from reconciliation_divergences where id = any($1::uuid[]) for update`,
        [ids],
      );
      return rows;
    },

    async justify(ids: readonly string[], reasonCode: string, justification: string, actor: Actor, text: string) {
      const { rows } = await c.query<{ id: string; difference: string }>(
        `update reconciliation_divergences set status = 'justificada', reason_code = $2, justification = $3, justified_at = now(), justified_by = $4,
                justified_by_name = $5, updated_at = now(), updated_by = $4
          where id = any($1::uuid[]) and status = 'pendente' returning id, difference::text`,
        [ids, reasonCode, justification, actor.id, actor.name],
      );
      for (const r of rows) await event(r.id, 'justificada', 'pendente', 'justificada', text, actor, reasonCode, Number(r.difference));
      return rows.length;
    },
  };

  async function event(divergenceId: string, kind: string, from: string, to: string, text: string, actor: Actor, reasonCode: string | null, amount: number) {
    await c.query(
      `insert into reconciliation_divergence_events (divergence_id, event, from_status, to_status, reason_code, text, amount_before, amount_after, actor_id, actor_name)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
      [divergenceId, kind, from, to, reasonCode, text, amount, actor.id, actor.name],
    );
  }
}
