import { pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The contract alerts already sent (migration 0997, spec 4 §4.7): one row per (contract, event);
 * 'insuficiente' is deleted when the contract recovers, so the next crossing notifies again.
 */
export const reconciliationMonitoringAlerts = pgTable(
  'reconciliation_monitoring_alerts',
  {
    installmentId: uuid('installment_id').notNull(),
    event: varchar('event', { length: 12 }).notNull(),
    creditorId: uuid('creditor_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.installmentId, t.event] })],
);
