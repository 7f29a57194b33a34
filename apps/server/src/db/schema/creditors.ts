import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

export const creditors = pgTable(
  'creditors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNumber: varchar('document_number', { length: 14 }).notNull().unique(),
    tradingName: text('trading_name').notNull(),
    companyName: text('company_name').notNull(),
    active: boolean('active').notNull().default(true),
    address: text('address'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressNeighborhood: text('address_neighborhood'),
    addressCity: text('address_city'),
    addressState: varchar('address_state', { length: 2 }),
    addressZipCode: varchar('address_zip_code', { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creditors_company_name_idx').on(t.companyName), index('creditors_created_at_idx').on(t.createdAt)],
);
