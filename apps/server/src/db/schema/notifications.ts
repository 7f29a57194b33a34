import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './access';
import { createdAt } from './common';

export interface NotificationMetadata {
  /** HTML shown by 'Mais informações' (sanitised by the client). */
  notification_info?: string;
  show_deal_info_button?: boolean;
  /** Deal id (type 2), schedule request id (type 3), file id (type 1 export). */
  id?: string | number | null;
}

/** The content of a notification; who receives it is in notification_users. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: smallint('type').notNull(),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    /** Makes a retried job's notification a no-op (e.g. 'job:<id>'). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_dedupe_key_unique').on(t.dedupeKey),
    check('notifications_type_check', sql`${t.type} BETWEEN 1 AND 4`),
  ],
);

/** One row per recipient: status 1 unread, 0 read. Its id is the spec's notifications_user_id. */
export const notificationUsers = pgTable(
  'notification_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('notification_users_unique').on(t.notificationId, t.accountId),
    index('notification_users_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    check('notification_users_status_check', sql`${t.status} IN (0, 1)`),
  ],
);

/**
 * Each account's total and unread notifications, kept by statement triggers on
 * notification_users (migration 0962); `version` moves when the account's list gains, loses or
 * reorders rows, not when one is read.
 */
export const notificationCounts = pgTable('notification_counts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  unread: bigint('unread', { mode: 'number' }).notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Notification streams open in any API process (one row each), so the per-session cap holds
 * across processes. seen_at is refreshed at every heartbeat of the process holding the stream.
 */
export const notificationStreams = pgTable(
  'notification_streams',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_streams_session_idx').on(t.sessionId, t.openedAt)],
);
