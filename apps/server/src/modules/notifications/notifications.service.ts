import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { NotificationItem } from '@lastro/domain';
import type { NotificationMetadata } from '../../db/schema';
import type { NotificationItemRow, NotificationsRepository } from './notifications.repository';
import { NOTIFICATIONS_CHANNEL, type NotificationsHub } from './notifications.hub';

export interface NotifyInput {
  title: string;
  description: string;
  /** 1 informativo, 2 compromisso, 3 agenda, 4 importação */
  type: 1 | 2 | 3 | 4;
  metadata?: NotificationMetadata;
  /** Same key, same notification: makes a retried job's notify() a no-op (e.g. `job:${jobId}`). */
  dedupeKey?: string;
  /**
   * Sent by a job as its last write: the job's completion, committed synchronously right after,
   * flushes the WAL up to it, so its own commit need not wait for the disk (a crash before the
   * completion runs the job again). The notification reaches the streams as soon as it commits.
   */
  flushedByJob?: boolean;
}

export type { NotificationItem };

export function toItem(row: NotificationItemRow): NotificationItem {
  const m = row.metadata ?? {};
  return {
    id: row.id,
    status: row.status,
    notification: {
      id: row.notificationId,
      title: row.title,
      description: row.description,
      created_at: row.createdAt.toISOString(),
      type: row.type,
      metadata: {
        notification_info: m.notification_info ?? null,
        show_deal_info_button: m.show_deal_info_button ?? false,
        id: m.id ?? null,
      },
    },
  };
}

/**
 * A notification that another module's statement writes: `when(gate)` is an SQL expression
 * that sends it where `gate`, an SQL boolean of that statement, holds.
 */
export interface NotificationWrite {
  when(gate: SQL): SQL;
  /** The send as a statement of its own, for a transaction the caller holds open. */
  statement(): SQL;
}

const insertOf = (input: NotifyInput) => ({
  title: input.title,
  description: input.description,
  type: input.type,
  metadata: input.metadata ?? {},
  dedupeKey: input.dedupeKey ?? null,
});

const recipientsOf = (accountIds: string | string[]) => [...new Set(Array.isArray(accountIds) ? accountIds : [accountIds])];

export function createNotificationsService(repo: NotificationsRepository, hub: NotificationsHub) {
  return {
    /**
     * Creates a notification for one or more accounts and pushes it to their open streams
     * (in every process, through the hub's channel). Idempotent per dedupeKey and recipient.
     * One statement, one commit: a job's notification costs one round trip.
     */
    async notify(accountIds: string | string[], input: NotifyInput): Promise<{ ids: string[] }> {
      const created = await repo.insertForRecipients(insertOf(input), recipientsOf(accountIds), NOTIFICATIONS_CHANNEL, { waitForDisk: !input.flushedByJob });
      return { ids: created.map((r) => r.id) };
    },

    /**
     * The same notification, sent by another module's statement in that statement's own
     * transaction, so that it reaches the users exactly when that write commits: one round
     * trip and one commit for both (the module's repository evaluates `when(gate)`).
     */
    within(accountIds: string | string[], input: NotifyInput): NotificationWrite {
      const args = [insertOf(input), recipientsOf(accountIds), NOTIFICATIONS_CHANNEL, { waitForDisk: !input.flushedByJob }] as const;
      return { when: (gate) => repo.sendWhen(...args, gate), statement: () => repo.sendStatement(...args) };
    },

    async list(accountId: string, offset: number, limit: number) {
      const { rows, count, unread } = await repo.page(accountId, offset, limit);
      return { results: rows.map(toItem), metadata: { resultset: { offset, limit, count }, unread } };
    },

    async markRead(accountId: string, ids: string[]) {
      return { updated: await repo.markRead(accountId, ids) };
    },

    /**
     * Counts a new stream of the session in the table every API process shares, and ends the
     * session's streams beyond the newest `max` wherever they are open. `end` is called when
     * another stream (in any process) evicts this one.
     */
    async openStream(sessionId: string, end: () => void, { max, staleMs }: { max: number; staleMs: number }) {
      const id = randomUUID();
      const unwatch = hub.watchStream(id, end);
      try {
        await hub.closeStreams(await repo.openStream(id, sessionId, max, staleMs));
      } catch (err) {
        unwatch();
        throw err;
      }
      return {
        /** At each heartbeat: false once the stream's row is gone (evicted by another process). */
        alive: async () => (await repo.touchStreams([id])).length === 0,
        close: async () => {
          unwatch();
          await repo.closeStream(id);
        },
      };
    },

    /** Calls `deliver` with each new notification of the account (for its real-time stream). */
    subscribe(accountId: string, deliver: (item: NotificationItem) => void) {
      return hub.subscribe(accountId, (message) => {
        void repo
          .findItem(message.id, accountId)
          .then((row) => row && deliver(toItem(row)))
          .catch(() => undefined);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
