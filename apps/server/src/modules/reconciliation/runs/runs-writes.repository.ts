import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ScopeAgendaItem, ScopeBankItem } from '@lastro/domain';

type Client = Pick<pg.PoolClient, 'query'>;

/** An agenda item as written: the run's figures with the contract's deal and installment. */
export interface AgendaItemWrite extends ScopeAgendaItem {
  dealId: string | null;
  installment: number | null;
}

/** One history entry and what it does to its divergence (spec 4 §3.8). */
export interface DivergenceWrite {
  /** Null: a new divergence of the item. */
  id: string | null;
  creditorId: string;
  /** Null on an update: the company it had (its item is gone). */
  companyId: string | null;
  itemKind: 'agenda' | 'banco';
  itemId: string;
  type: string;
  referenceDate: string;
  expected: number;
  found: number;
  difference: number;
  status: 'pendente' | 'resolvida' | 'justificada';
  event: 'criada' | 'valor_atualizado' | 'resolvida_automaticamente' | 'reaberta' | null;
  fromStatus: string | null;
  text: string | null;
  amountBefore: number | null;
}

const col = <T>(rows: readonly T[], f: (r: T) => unknown) => rows.map(f);

/** The writes of one run, inside its transaction (spec 4 §4.5): upserts by natural key, changing only what changed. */
export function runsWritesRepository(c: Client) {
  return {
    /** Agenda items by (creditor, contract, UR); an unchanged one is left alone. Returns every item's id by 'contract|ur'. */
    async upsertAgenda(creditorId: string, runId: string, items: readonly AgendaItemWrite[]): Promise<Map<string, string>> {
      if (!items.length) return new Map();
      await c.query(
        `insert into reconciliation_schedule_items as s (creditor_id, run_id, contract_identifier, ur_key, company_id, deal_id, installment, acquirer,
           merchant_document, arrangement, expected_date, account_id, expected, settled, effective_date, settled_account_id, difference, differs, status, waiting_reason)
         select $1, $2, contract_identifier, ur_key, company_id, deal_id, installment, acquirer, merchant_document, arrangement, expected_date, account_id,
           expected, settled, effective_date, settled_account_id, difference, string_to_array(differs, ','), status, waiting_reason
         from unnest($3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::int[], $8::text[], $9::text[], $10::text[], $11::date[], $12::uuid[],
           $13::bigint[], $14::bigint[], $15::date[], $16::uuid[], $17::bigint[], $18::text[], $19::text[], $20::text[])
           as v(contract_identifier, ur_key, company_id, deal_id, installment, acquirer, merchant_document, arrangement, expected_date, account_id,
             expected, settled, effective_date, settled_account_id, difference, differs, status, waiting_reason)
         on conflict on constraint reconciliation_schedule_items_key do update set run_id = excluded.run_id, company_id = excluded.company_id,
           deal_id = excluded.deal_id, installment = excluded.installment, acquirer = excluded.acquirer, merchant_document = excluded.merchant_document,
           arrangement = excluded.arrangement, expected_date = excluded.expected_date, account_id = excluded.account_id, expected = excluded.expected,
           settled = excluded.settled, effective_date = excluded.effective_date, settled_account_id = excluded.settled_account_id,
           difference = excluded.difference, differs = excluded.differs, status = excluded.status, waiting_reason = excluded.waiting_reason, updated_at = now()
         where (s.company_id, s.deal_id, s.installment, s.expected_date, s.account_id, s.expected, s.settled, s.effective_date, s.settled_account_id,
                s.differs, s.status, s.waiting_reason)
           is distinct from (excluded.company_id, excluded.deal_id, excluded.installment, excluded.expected_date, excluded.account_id, excluded.expected,
                excluded.settled, excluded.effective_date, excluded.settled_account_id, excluded.differs, excluded.status, excluded.waiting_reason)`,
        [
          creditorId,
          runId,
          col(items, (i) => i.contractIdentifier),
          col(items, (i) => i.urKey),
          col(items, (i) => i.companyId),
          col(items, (i) => i.dealId),
          col(items, (i) => i.installment),
          col(items, (i) => i.acquirer),
          col(items, (i) => i.merchantDocument),
          col(items, (i) => i.arrangement),
          col(items, (i) => i.expectedDate),
          col(items, (i) => i.accountId),
          col(items, (i) => i.expected),
          col(items, (i) => i.settled),
          col(items, (i) => i.effectiveDate),
          col(items, (i) => i.settledAccountId),
          col(items, (i) => i.difference),
          col(items, (i) => i.differs.join(',')),
          col(items, (i) => i.status),
          col(items, (i) => i.waitingReason),
        ],
      );
      const { rows } = await c.query<{ id: string; k: string }>(
        `select s.id, s.contract_identifier || '|' || s.ur_key as k from reconciliation_schedule_items s
          join unnest($2::text[], $3::text[]) as k(contract_identifier, ur_key) on k.contract_identifier = s.contract_identifier and k.ur_key = s.ur_key
          where s.creditor_id = $1`,
        [creditorId, col(items, (i) => i.contractIdentifier), col(items, (i) => i.urKey)],
      );
      return new Map(rows.map((r) => [r.k, r.id]));
    },

    /** Bank items by (creditor, account, acquirer, day, line of a credit without origin). Returns every item's id by its key. */
    async upsertBank(creditorId: string, runId: string, items: readonly ScopeBankItem[]): Promise<Map<string, string>> {
      if (!items.length) return new Map();
      await c.query(
        `insert into reconciliation_bank_items as b (creditor_id, run_id, company_id, account_id, acquirer, date, bank_line_id, expected, settled, credited,
           credited_date, diff_settled, diff_credited, status, waiting_reason, see_agenda, suggestion_line_id)
         select $1, $2, * from unnest($3::uuid[], $4::uuid[], $5::text[], $6::date[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[], $11::date[],
           $12::bigint[], $13::bigint[], $14::text[], $15::text[], $16::boolean[], $17::bigint[])
         on conflict on constraint reconciliation_bank_items_key do update set run_id = excluded.run_id, company_id = excluded.company_id,
           expected = excluded.expected, settled = excluded.settled, credited = excluded.credited, credited_date = excluded.credited_date,
           diff_settled = excluded.diff_settled, diff_credited = excluded.diff_credited, status = excluded.status, waiting_reason = excluded.waiting_reason,
           see_agenda = excluded.see_agenda, suggestion_line_id = excluded.suggestion_line_id, updated_at = now()
         where (b.company_id, b.expected, b.settled, b.credited, b.credited_date, b.status, b.waiting_reason, b.see_agenda, b.suggestion_line_id)
           is distinct from (excluded.company_id, excluded.expected, excluded.settled, excluded.credited, excluded.credited_date, excluded.status,
           excluded.waiting_reason, excluded.see_agenda, excluded.suggestion_line_id)`,
        [
          creditorId,
          runId,
          col(items, (i) => i.companyId),
          col(items, (i) => i.accountId),
          col(items, (i) => i.acquirer),
          col(items, (i) => i.date),
          col(items, (i) => i.bankLineId),
          col(items, (i) => i.expected),
          col(items, (i) => i.settled),
          col(items, (i) => i.credited),
          col(items, (i) => i.creditedDate),
          col(items, (i) => i.diffSettled),
          col(items, (i) => i.diffCredited),
          col(items, (i) => i.status),
          col(items, (i) => i.waitingReason),
          col(items, (i) => i.seeAgenda),
          col(items, (i) => i.suggestion?.lineId ?? null),
        ],
      );
      const { rows } = await c.query<{ id: string; accountId: string; acquirer: string; date: string; bankLineId: string | null }>(
        `select b.id, b.account_id as "accountId", b.acquirer, b.date::text, b.bank_line_id::text as "bankLineId" from reconciliation_bank_items b
          join unnest($2::uuid[], $3::text[], $4::date[], $5::bigint[]) as k(account_id, acquirer, date, bank_line_id)
            on k.account_id = b.account_id and k.acquirer = b.acquirer and k.date = b.date and k.bank_line_id is not distinct from b.bank_line_id
          where b.creditor_id = $1`,
        [creditorId, col(items, (i) => i.accountId), col(items, (i) => i.acquirer), col(items, (i) => i.date), col(items, (i) => i.bankLineId)],
      );
      return new Map(rows.map((r) => [r.bankLineId ? `line:${r.bankLineId}` : `${r.accountId}|${r.acquirer}|${r.date}`, r.id]));
    },

    /**
     * Items the run no longer produces: removed when nothing refers to them (no divergence, no
     * active match, no decided suggestion); the others stay, their divergences resolved.
     */
    async removeGone(table: 'reconciliation_schedule_items' | 'reconciliation_bank_items', ids: readonly string[]): Promise<number> {
      if (!ids.length) return 0;
      const res = await c.query(
        `delete from ${table} i where i.id = any($1::uuid[])
           and not exists (select 1 from reconciliation_divergences d where d.item_id = i.id)
           and not exists (select 1 from reconciliation_match_members m where m.item_id = i.id and m.active)
           and not exists (select 1 from reconciliation_suggestions s where s.item_id = i.id and s.state <> 'pendente')`,
        [ids],
      );
      return res.rowCount ?? 0;
    },

    /** Undoes matches (automatic ones the run no longer makes, or any whose lines left with their file). */
    async undoMatches(ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await c.query(`update reconciliation_matches set undone_at = now() where id = any($1::uuid[]) and undone_at is null`, [ids]);
      await c.query(`update reconciliation_match_members set active = false where match_id = any($1::uuid[])`, [ids]);
      await c.query(`update reconciliation_bank_items set match_id = null where match_id = any($1::uuid[])`, [ids]);
    },

    /**
     * New automatic matches, each of one bank item with its lines, in three statements however
     * many (a run makes thousands; one round trip each was most of its time). Returns the match's id by item.
     */
    async insertAutoMatches(creditorId: string, matches: readonly { itemId: string; accountId: string; lineIds: readonly string[]; difference: number }[]): Promise<Map<string, string>> {
      if (!matches.length) return new Map();
      const ids = matches.map(() => randomUUID());
      await c.query(
        `insert into reconciliation_matches (id, creditor_id, account_id, kind, difference)
         select v.id, $1, v.account_id, 'automatica', v.difference from unnest($2::uuid[], $3::uuid[], $4::bigint[]) as v(id, account_id, difference)`,
        [creditorId, ids, col(matches, (m) => m.accountId), col(matches, (m) => m.difference)],
      );
      await c.query(`insert into reconciliation_match_members (match_id, side, item_id) select * from unnest($1::uuid[], $2::text[], $3::uuid[])`, [
        ids,
        col(matches, () => 'liquidado'),
        col(matches, (m) => m.itemId),
      ]);
      const lines = matches.flatMap((m, i) => m.lineIds.map((lineId) => ({ matchId: ids[i]!, lineId })));
      await c.query(`insert into reconciliation_match_members (match_id, side, bank_line_id) select m, 'banco', l from unnest($1::uuid[], $2::bigint[]) as v(m, l)`, [
        col(lines, (l) => l.matchId),
        col(lines, (l) => l.lineId),
      ]);
      return new Map(matches.map((m, i) => [m.itemId, ids[i]!]));
    },

    /** Points each item at its active match (null: none); unchanged rows are left alone. */
    async setMatchIds(pairs: readonly { itemId: string; matchId: string | null }[]): Promise<void> {
      if (!pairs.length) return;
      await c.query(
        `update reconciliation_bank_items b set match_id = v.match_id from unnest($1::uuid[], $2::uuid[]) as v(id, match_id)
          where b.id = v.id and b.match_id is distinct from v.match_id`,
        [col(pairs, (p) => p.itemId), col(pairs, (p) => p.matchId)],
      );
    },

    /** The pending suggestions of these items become exactly `wanted`; decided ones stay as they were. */
    async syncSuggestions(creditorId: string, itemIds: readonly string[], wanted: readonly { itemId: string; lineId: string; difference: number }[]): Promise<void> {
      await c.query(
        `delete from reconciliation_suggestions s where s.item_id = any($1::uuid[]) and s.state = 'pendente'
           and not exists (select 1 from unnest($2::uuid[], $3::bigint[]) as w(item_id, line_id) where w.item_id = s.item_id and w.line_id = s.bank_line_id)`,
        [itemIds, col(wanted, (w) => w.itemId), col(wanted, (w) => w.lineId)],
      );
      if (!wanted.length) return;
      await c.query(
        `insert into reconciliation_suggestions as s (creditor_id, item_id, bank_line_id, difference)
         select $1, * from unnest($2::uuid[], $3::bigint[], $4::bigint[])
         on conflict on constraint reconciliation_suggestions_key do update set difference = excluded.difference
         where s.state = 'pendente' and s.difference <> excluded.difference`,
        [creditorId, col(wanted, (w) => w.itemId), col(wanted, (w) => w.lineId), col(wanted, (w) => w.difference)],
      );
    },

    /**
     * Divergences created or moved on, with their history entries; figures that moved without
     * an event are brought up to date. Set-based (one statement for the new ones, one for the
     * others, one for the events): a run writes each divergence at most once.
     */
    async writeDivergences(ws: readonly DivergenceWrite[]): Promise<void> {
      const withIds = ws.map((d) => ({ ...d, isNew: d.id === null, id: d.id ?? randomUUID() }));
      const created = withIds.filter((d) => d.isNew);
      const moved = withIds.filter((d) => !d.isNew);
      const events = withIds.filter((d) => d.event !== null);
      if (created.length)
        await c.query(
          `insert into reconciliation_divergences (id, creditor_id, company_id, item_kind, item_id, type, reference_date, expected, found, difference, status)
           select *, 'pendente' from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::date[], $8::bigint[], $9::bigint[], $10::bigint[])`,
          [
            col(created, (d) => d.id),
            col(created, (d) => d.creditorId),
            col(created, (d) => d.companyId),
            col(created, (d) => d.itemKind),
            col(created, (d) => d.itemId),
            col(created, (d) => d.type),
            col(created, (d) => d.referenceDate),
            col(created, (d) => d.expected),
            col(created, (d) => d.found),
            col(created, (d) => d.difference),
          ],
        );
      if (moved.length)
        await c.query(
          `update reconciliation_divergences d set company_id = coalesce(v.company_id, d.company_id), reference_date = v.reference_date, expected = v.expected,
             found = v.found, difference = v.difference, status = v.status,
             resolved_at = case when v.status = 'resolvida' then coalesce(d.resolved_at, now()) else null end, updated_at = now(), updated_by = null
           from unnest($1::uuid[], $2::uuid[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[]) as v(id, company_id, reference_date, expected, found, difference, status)
           where d.id = v.id`,
          [
            col(moved, (d) => d.id),
            col(moved, (d) => d.companyId),
            col(moved, (d) => d.referenceDate),
            col(moved, (d) => d.expected),
            col(moved, (d) => d.found),
            col(moved, (d) => d.difference),
            col(moved, (d) => d.status),
          ],
        );
      if (events.length)
        await c.query(
          `insert into reconciliation_divergence_events (divergence_id, event, from_status, to_status, text, amount_before, amount_after)
           select a, b, c, d, e, f, g from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[]) with ordinality as v(a, b, c, d, e, f, g, n) order by n`,
          [
            col(events, (d) => d.id),
            col(events, (d) => d.event),
            col(events, (d) => d.fromStatus),
            col(events, (d) => d.status),
            col(events, (d) => d.text),
            col(events, (d) => d.amountBefore),
            col(events, (d) => (d.event === 'resolvida_automaticamente' ? null : d.difference)),
          ],
        );
    },
  };
}
