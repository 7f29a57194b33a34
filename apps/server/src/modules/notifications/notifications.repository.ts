import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { anchoredPage, sqlOrderOf, type AnchoredWindow } from '../../db/page-anchors';
import { pageRows, type OrderTerm } from '../../db/paging';
import {
  notificationCounts,
  notifications,
  notificationStreams,
  notificationUsers,
  type NotificationMetadata,
} from '../../db/schema/notifications';

export interface NotificationInsert {
  title: string;
  description: string;
  type: number;
  metadata: NotificationMetadata;
  dedupeKey?: string | null;
}

export interface NotificationItemRow {
  id: string;
  status: number;
  notificationId: string;
  title: string;
  description: string;
  type: number;
  metadata: NotificationMetadata;
  createdAt: Date;
}

const itemColumns = {
  id: notificationUsers.id,
  status: notificationUsers.status,
  notificationId: notifications.id,
  title: notifications.title,
  description: notifications.description,
  type: notifications.type,
  metadata: notifications.metadata,
  createdAt: notifications.createdAt,
};

/** Newest first; the index (account_id, created_at desc, id desc) holds the order. */
const NEWEST_FIRST: OrderTerm[] = [
  [notificationUsers.createdAt, 'desc'],
  [notificationUsers.id, 'desc'],
];

/** The call of `notification_send` (migration 1003) for `n`. */
const sendCall = (n: NotificationInsert, accountIds: string[], channel: string, opts: { waitForDisk: boolean }, gate: SQL) =>
  sql`notification_send(${n.title}, ${n.description}, ${n.type}::smallint, ${JSON.stringify(n.metadata)}::jsonb, ${n.dedupeKey ?? null}::text,
    ${sql.param(accountIds)}::uuid[], ${channel}, ${opts.waitForDisk}, ${gate})`;

export function createNotificationsRepository(db: AppDb) {
  return {
    /**
     * The notification and its recipients, in one statement (`notification_send`, migration
     * 1003): the recipient rows created now, each published on `channel` at commit. Without
     * `waitForDisk` the commit does not wait for the disk (see NotifyInput.flushedByJob).
     */
    async insertForRecipients(n: NotificationInsert, accountIds: string[], channel: string, opts: { waitForDisk: boolean }) {
      const res = (await db.execute(sql`select id, account_id as "accountId" from ${sendCall(n, accountIds, channel, opts, sql`true`)}`)) as unknown as {
        rows: { id: string; accountId: string }[];
      };
      return res.rows.map(({ id, accountId }) => ({ id, accountId }));
    },

    /**
     * The same send, as an expression for another module's statement to evaluate in its own
     * transaction (the count of recipient rows created), written only where `gate`, an SQL
     * boolean of that statement, holds.
     */
    sendWhen(n: NotificationInsert, accountIds: string[], channel: string, opts: { waitForDisk: boolean }, gate: SQL): SQL {
      return sql`(select count(*)::int from ${sendCall(n, accountIds, channel, opts, gate)})`;
    },

    /** The same send, unconditional, as a statement of its own for a transaction the caller holds open. */
    sendStatement(n: NotificationInsert, accountIds: string[], channel: string, opts: { waitForDisk: boolean }): SQL {
      return sql`select count(*)::int from ${sendCall(n, accountIds, channel, opts, sql`true`)}`;
    },

    /**
     * A page of the account's notifications, its total and unread count (kept per account by
     * triggers, one row). A deep page starts from an anchor of the account's list, kept while
     * the account's version is unchanged, so the last page costs what the first does.
     */
    async page(accountId: string, offset: number, limit: number) {
      const source = { table: notificationUsers, id: notificationUsers.id, where: eq(notificationUsers.accountId, accountId) };
      const select = () =>
        db
          .select(itemColumns)
          .from(notificationUsers)
          .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
          .$dynamic();
      const counts = async () => {
        const [row] = await db
          .select({ total: notificationCounts.total, unread: notificationCounts.unread, version: notificationCounts.version })
          .from(notificationCounts)
          .where(eq(notificationCounts.accountId, accountId));
        return { count: row?.total ?? 0, unread: row?.unread ?? 0, version: String(row?.version ?? 0) };
      };
      const window = { offset, limit };
      const page = (order: SQL[], w: AnchoredWindow) => pageRows(db, select(), source, order, w);
      // The first page needs nothing the counts tell: read side by side.
      const [rows, { count: total, unread }] =
        offset === 0
          ? await Promise.all([page(sqlOrderOf(NEWEST_FIRST), window), counts()])
          : await anchoredPage(db, {
              source,
              terms: NEWEST_FIRST,
              window,
              page,
              state: counts,
              versionSql: sql`(select ${notificationCounts.version}::text from ${notificationCounts} where ${notificationCounts.accountId} = ${accountId})`,
            }).then(({ rows, state }) => [rows, state] as const);
      return { rows: rows as NotificationItemRow[], count: total, unread };
    },

    async findItem(id: string, accountId: string): Promise<NotificationItemRow | undefined> {
      const [row] = await db
        .select(itemColumns)
        .from(notificationUsers)
        .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
        .where(and(eq(notificationUsers.id, id), eq(notificationUsers.accountId, accountId)));
      return row as NotificationItemRow | undefined;
    },

    /**
     * Records an open stream and returns the session's streams beyond the newest `max` (now
     * removed: their holders must end them). Streams not seen for `staleMs` belong to a process
     * that died and are dropped first. One session at a time, whatever the process.
     */
    async openStream(id: string, sessionId: string, max: number, staleMs: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification_streams:${sessionId}`}))`);
        await tx
          .delete(notificationStreams)
          .where(
            and(
              eq(notificationStreams.sessionId, sessionId),
              lt(notificationStreams.seenAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
            ),
          );
        await tx.insert(notificationStreams).values({ id, sessionId });
        const beyond = tx
          .select({ id: notificationStreams.id })
          .from(notificationStreams)
          .where(eq(notificationStreams.sessionId, sessionId))
          .orderBy(desc(notificationStreams.openedAt), desc(notificationStreams.id))
          .offset(max);
        const evicted = await tx
          .delete(notificationStreams)
          .where(inArray(notificationStreams.id, beyond))
          .returning({ id: notificationStreams.id });
        return evicted.map((r) => r.id);
      });
    },

    async closeStream(id: string): Promise<void> {
      await db.delete(notificationStreams).where(eq(notificationStreams.id, id));
    },

    /** Refreshes the streams this process holds; returns those whose row is gone (evicted). */
    async touchStreams(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const alive = await db
        .update(notificationStreams)
        .set({ seenAt: sql`now()` })
        .where(inArray(notificationStreams.id, ids))
        .returning({ id: notificationStreams.id });
      const kept = new Set(alive.map((r) => r.id));
      return ids.filter((id) => !kept.has(id));
    },

    async openStreamCount(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(notificationStreams)
        .where(eq(notificationStreams.sessionId, sessionId));
      return row?.n ?? 0;
    },

    /** Marks the account's own rows read; ids of other accounts are silently not touched. */
    async markRead(accountId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(notificationUsers)
        .set({ status: 0, readAt: sql`now()` })
        .where(
          and(
            eq(notificationUsers.accountId, accountId),
            inArray(notificationUsers.id, ids),
            eq(notificationUsers.status, 1),
          ),
        )
        .returning({ id: notificationUsers.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
