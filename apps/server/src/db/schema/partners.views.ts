import { numeric, pgView, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What the partners module lets other modules read of its table in SQL: a read-only view
 * (migration 0515) for the partnerships list, which shows, filters and sorts by a partner's
 * names, document and share at table speed (PostgreSQL inlines a simple view, so the join
 * uses the partners indexes). Writes and every other read go through the partners module.
 */
export const partnerDirectory = pgView('partner_directory', {
  id: uuid('id').notNull(),
  documentNumber: varchar('document_number', { length: 14 }).notNull(),
  companyName: varchar('company_name', { length: 255 }).notNull(),
  tradingName: varchar('trading_name', { length: 255 }).notNull(),
  revenuePercentage: numeric('revenue_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
}).existing();
