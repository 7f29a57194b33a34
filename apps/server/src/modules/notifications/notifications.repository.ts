import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { notifications, notificationStreams, notificationUsers, type NotificationMetadata } from '../../db/schema/notifications';

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

export function createNotificationsRepository(db: AppDb) {
  return {
    /**
     * The notification (once per dedupe key: a repeat reuses the first row) and its recipients,
     * in one statement, each recipient row created now published on `channel` as {accountId, id}
     * (NOTIFY is delivered at commit, when the rows can be read). Returns only the recipient rows
     * created now: a repeat delivers nothing twice. Without `waitForDisk` the commit does not
     * wait for the disk (see NotifyInput.flushedByJob).
     */
    async insertForRecipients(n: NotificationInsert, accountIds: string[], channel: string, opts: { waitForDisk: boolean }) {
      const res = (await db.execute(sql`
        with ${opts.waitForDisk ? sql`` : sql`no_disk_wait as (select set_config('synchronous_commit', 'off', true)),`}
        notification as (
          insert into ${notifications} (title, description, type, metadata, dedupe_key)
          select ${n.title}, ${n.description}, ${n.type}, ${JSON.stringify(n.metadata)}::jsonb, ${n.dedupeKey ?? null}
          ${opts.waitForDisk ? sql`` : sql`from no_disk_wait`}
          -- A no-op update so the existing row's id comes back.
          on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key
          returning id
        ), created as (
          insert into ${notificationUsers} (notification_id, account_id)
          select notification.id, recipient.id from notification cross join unnest(${sql.param(accountIds)}::uuid[]) as recipient(id)
          on conflict do nothing
          returning id, account_id
        )
        select id, account_id as "accountId", pg_notify(${channel}, json_build_object('accountId', account_id, 'id', id)::text)
        from created`)) as unknown as { rows: { id: string; accountId: string }[] };
      return res.rows.map(({ id, accountId }) => ({ id, accountId }));
    },

    async page(accountId: string, offset: number, limit: number) {
      const counts = db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          unread: sql<number>`count(*) filter (where ${notificationUsers.status} = 1)`.mapWith(Number),
        })
        .from(notificationUsers)
        .where(eq(notificationUsers.accountId, accountId));
      const [rows, [totals]] = await Promise.all([
        db
          .select(itemColumns)
          .from(notificationUsers)
          .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
          .where(eq(notificationUsers.accountId, accountId))
          .orderBy(desc(notificationUsers.createdAt), desc(notificationUsers.id))
          .offset(offset)
          .limit(limit),
        counts,
      ]);
      return { rows: rows as NotificationItemRow[], count: totals?.count ?? 0, unread: totals?.unread ?? 0 };
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
