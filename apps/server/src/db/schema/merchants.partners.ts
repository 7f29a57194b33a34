// Tables of the merchants module (see eslint SCHEMA_FILES_OF).
import { boolean, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { merchants } from './merchants';

/** The partners (sócios) of a merchant, registered by administrators (Dados dos Sócios). */
export const merchantPartners = pgTable(
  'merchant_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    companyPosition: text('company_position'),
    phoneNumber: varchar('phone_number', { length: 20 }),
    documentNumber: varchar('document_number', { length: 11 }).notNull(),
    active: boolean('active').notNull().default(true),
    status: varchar('status', { length: 12 }).notNull().default('pendente'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('merchant_partners_merchant_document_unique').on(t.merchantId, t.documentNumber)],
);
