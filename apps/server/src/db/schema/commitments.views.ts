import { pgView, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the commitments tables let other modules read in SQL (migration 0850): each merchant's
 * first guarantee commitment (type 1), for the documents-validation page's pending list.
 */
export const merchantFirstGuarantee = pgView('merchant_first_guarantee', {
  merchantId: uuid('merchant_id').notNull(),
  dealId: uuid('deal_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}).existing();
