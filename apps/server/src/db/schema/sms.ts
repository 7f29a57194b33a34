import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

// Tables of the merchants module (see eslint SCHEMA_FILES_OF).

/**
 * Every SMS the platform writes, like mail_outbox: with the offline provider this table is the
 * delivery channel; with an HTTP provider the row records the delivery and its secret is redacted.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 30 }).notNull(),
    toNumber: varchar('to_number', { length: 20 }).notNull(),
    textBody: text('text_body').notNull(),
    transport: varchar('transport', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.toNumber, t.createdAt)],
);
