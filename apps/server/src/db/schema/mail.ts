import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * Every e-mail the platform writes. Without SMTP this table is the delivery channel (the
 * offline provider); with SMTP the row records the delivery and its secret part is redacted.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 30 }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    transport: varchar('transport', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
