import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (migration 0991): append-only, each row chained to the one before by
 * `prev_hash`/`hash`. Only the audit module's repository reads or writes it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    accountId: uuid('account_id'),
    accountName: text('account_name'),
    accountEmail: text('account_email'),
    creditorId: uuid('creditor_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    route: text('route'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_time_idx').on(t.occurredAt, t.seq),
    index('audit_events_creditor_idx').on(t.creditorId, t.seq),
    index('audit_events_account_idx').on(t.accountId, t.seq),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.seq),
    index('audit_events_action_idx').on(t.action, t.seq),
  ],
);
