import { index, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/** Partners (parceiros) with their revenue share. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNumber: varchar('document_number', { length: 14 }).notNull().unique(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    tradingName: varchar('trading_name', { length: 255 }).notNull(),
    revenuePercentage: numeric('revenue_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_company_name_idx').on(t.companyName), index('partners_created_at_idx').on(t.createdAt)],
);
