import { boolean, pgView, text, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What the creditors module lets other modules read of its tables in SQL: read-only views
 * (migration 0515), for lists that show, filter or sort by a creditor's name at table speed
 * (PostgreSQL inlines a simple view, so the join uses the creditors indexes). Everything else
 * other modules learn of creditors goes through the creditors services (ctx.use('creditors')).
 */
export const creditorDirectory = pgView('creditor_directory', {
  id: uuid('id').notNull(),
  companyName: text('company_name').notNull(),
  tradingName: text('trading_name').notNull(),
  active: boolean('active').notNull(),
}).existing();

/**
 * A domicile's originator (migration 0840), for the settlement report, which shows and sorts
 * by the originator's CNPJ of a commitment's bank account.
 */
export const domicileDirectory = pgView('domicile_directory', {
  id: uuid('id').notNull(),
  creditorId: uuid('creditor_id').notNull(),
  cnpjOriginador: varchar('cnpj_originador', { length: 14 }).notNull(),
}).existing();
