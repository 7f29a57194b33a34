import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { LIST_SORTS, type AuditEventExportQuery } from '@lastro/domain';
import { verifyAuditChain, type AuditEventRow } from '../../db/audit-chain';
import type { AppDb } from '../../db/client';
import { inline, type Bind } from '../../db/list-statements';
import { filteredTable } from '../../db/filtered-table';
import { dayStart, nameContains, searchList, type ListDefinition } from '../../db/paging';
import { auditEvents } from '../../db/schema/audit';
import type { Tx } from '../../lib/transaction';

export type { AuditEventRow };
export type NewAuditEvent = Omit<AuditEventRow, 'seq' | 'prevHash' | 'hash'>;

/** The filters of a read; `creditorId` is forced to the caller's own for creditor users. */
export type AuditEventFilters = AuditEventExportQuery;

const LIST: ListDefinition<(typeof LIST_SORTS.auditEvents)[number]> = {
  tables: ['audit_events'],
  sortable: { occurredAt: auditEvents.seq },
  defaultOrder: [[auditEvents.seq, 'desc']],
  id: auditEvents.seq,
  idFollowsSort: true,
  // No page cache: every audited write anywhere changes this table, so a cached page would rarely live.
  // Events are only appended, under the chain's lock in seq order (a trigger refuses any change):
  // the newest seq is the list's version, and appending bumps no list version (migration 1008).
  version: sql`(select coalesce(max(${auditEvents.seq}), 0)::text from ${auditEvents})`,
};

function whereOf(f: AuditEventFilters, bind: Bind = inline): SQL | undefined {
  return and(
    f.from ? gte(auditEvents.occurredAt, dayStart(bind('from', f.from))) : undefined,
    f.to ? lt(auditEvents.occurredAt, sql`${dayStart(bind('to', f.to))} + interval '1 day'`) : undefined,
    f.person ? nameContains(bind('person', f.person), auditEvents.accountName, auditEvents.accountEmail) : undefined,
    f.account_id ? eq(auditEvents.accountId, bind('account_id', f.account_id)) : undefined,
    f.creditor_id ? eq(auditEvents.creditorId, bind('creditor_id', f.creditor_id)) : undefined,
    f.entity ? eq(auditEvents.entity, bind('entity', f.entity)) : undefined,
    f.entity_id ? eq(auditEvents.entityId, bind('entity_id', f.entity_id)) : undefined,
    f.action ? eq(auditEvents.action, bind('action', f.action)) : undefined,
  );
}

export function createAuditRepository(db: AppDb) {
  return {
    /**
     * Appends one event in one statement (migration 0995): the chain's lock, held to the end of
     * `tx` (or of the statement's own transaction), the last hash, the seq and the hash of the
     * canonical text spliced around it. Under the lock no other appender runs, so seq order is
     * chain order. Written as SQL: every write of the product pays this call.
     */
    async append(row: NewAuditEvent, canonical: { head: string; tail: string }, tx?: Tx): Promise<{ seq: number; hash: string }> {
      const json = (v: NewAuditEvent['before']) => (v === null ? null : JSON.stringify(v));
      const result = (await (tx ?? db).execute(sql`select seq, hash from lastro_audit_append(
        ${canonical.head}, ${canonical.tail}, ${row.occurredAt.toISOString()}::timestamptz, ${row.accountId}::uuid,
        ${row.accountName}, ${row.accountEmail}, ${row.creditorId}::uuid, ${row.ip}, ${row.userAgent}, ${row.entity},
        ${row.entityId}, ${row.action}, ${row.route}, ${json(row.before)}::jsonb, ${json(row.after)}::jsonb)`)) as unknown as {
        rows: { seq: string; hash: string }[];
      };
      const head = result.rows[0]!;
      return { seq: Number(head.seq), hash: head.hash };
    },

    /** A page, newest first, and the total. */
    async search(f: AuditEventFilters & { offset: number; limit: number }) {
      const select = () => db.select().from(auditEvents).$dynamic();
      const { page, count, shaped, filtered } = filteredTable(db, auditEvents, auditEvents.seq, select, (bind) => whereOf(f, bind));
      return searchList(db, LIST, { query: f, keyedByQuery: true, page, count, shaped, from: filtered });
    },

    async count(f: AuditEventFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(auditEvents).where(whereOf(f));
      return row?.n ?? 0;
    },

    /** Rows newest first by keyset on seq, chunk by chunk (the export). */
    async *chunks(f: AuditEventFilters, chunkSize: number): AsyncGenerator<AuditEventRow[]> {
      let before: number | null = null;
      for (;;) {
        const rows: AuditEventRow[] = await db
          .select()
          .from(auditEvents)
          .where(and(whereOf(f), before === null ? undefined : lt(auditEvents.seq, before)))
          .orderBy(sql`${auditEvents.seq} desc`)
          .limit(chunkSize);
        if (rows.length) yield rows;
        if (rows.length < chunkSize) return;
        before = rows.at(-1)!.seq;
      }
    },

    /** Walks the whole chain (the link check of `npm run audit:verify`). */
    verify: () => verifyAuditChain(db),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
